import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Area } from '../i18n/areaTexts';
import { loadAreaTexts } from '../i18n/i18n';
import type { NavCountSource } from './layout/navCounts';

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
  /** The sidebar's badge counts this feature reports (a lazy component: its code loads with the shell). */
  navCounts?: NavCountSource;
}

/** A screen that loads its code when first rendered, or earlier through `preload` (the same single load). */
export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/** Whether a route's component is a lazy screen, whose code may be loaded ahead of rendering it. */
export const isLazyScreen = (component: unknown): component is LazyScreen =>
  (typeof component === 'object' || typeof component === 'function') && component !== null && 'preload' in component;

/**
 * A route whose screen loads with it, in its own chunk: `lazyRoute(() => import('./routes/LoginRoute'),
 * 'LoginRoute')`. The import must stay a literal `import()` for the bundler to split it off.
 *
 * The router runs in declarative mode (ADR 015: the data router's loaders, actions and fetchers cost /login
 * 16 kB, and the app loads its data with TanStack Query), so a lazy screen is a `React.lazy` component:
 * `RootLayout`'s Suspense shows the loading screen on the first load, and later navigations, which the
 * router makes in a transition, keep the current screen until the next one's code is there. A failed load
 * reaches `RootLayout`'s error boundary (the error screen; reloading the page tries again).
 *
 * An area's screen names its area (`lazyRoute(() => import('./routes/MembersRoute'), 'MembersRoute', 'members')`):
 * its texts (`locales/<code>/<area>.json`, ADR 015) load beside its code, and the screen renders once both are there.
 */
export const lazyRoute = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  area?: Area,
): Pick<RouteObject, 'Component'> => {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    loading ??= Promise.all([load(), area && loadAreaTexts(area)]).then(
      ([module]) => ({ default: module[name] }),
      (error: unknown) => {
        loading = undefined; // A failed preload is not the end: rendering the screen tries once more.
        throw error;
      },
    );
    return loading;
  };
  const Screen = lazy(loadOnce) as unknown as LazyScreen;
  Screen.preload = loadOnce;
  return { Component: Screen };
};
