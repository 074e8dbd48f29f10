import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * A feature's route table (`features/<area>/routeTable.tsx`): its routes, sorted by the guard they sit
 * behind. `shell/routes.tsx` puts each list in its place; it is the only shell file that imports features.
 */
export interface FeatureRoutes {
  /** Reachable signed in and signed out (/download, /logout). */
  anyone?: RouteObject[];
  /** Signed out only: a signed-in visitor goes on to their home (/login, /forgot). */
  signedOut?: RouteObject[];
  /** Signed in, with or without a club (/onboarding, /create-club). */
  signedIn?: RouteObject[];
  /** Inside the app shell (sidebar, active club): the areas (/overview, /members, /settings). */
  inClub?: RouteObject[];
}

/**
 * A route whose screen loads with it, in its own chunk: `lazyRoute(() => import('./routes/LoginRoute'),
 * 'LoginRoute')`. The import must stay a literal `import()` for the bundler to split it off.
 */
export const lazyRoute = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] }),
});
