import { lazyRoute, type FeatureRoutes } from '../../shell/featureRoutes';
import { titled } from '../../shell/pageTitle';

/**
 * The imported-user sign-up `/register` (spec document 1 §2; ADR 018), reachable signed in and signed out: the
 * `imported` session is no user session, and the browser's own session is left alone.
 */
export const registerRoutes: FeatureRoutes = {
  anyone: [
    {
      path: '/register/*',
      ...titled('shell.publicPages.register'),
      ...lazyRoute(() => import('./routes/RegisterRoute'), 'RegisterRoute', 'register'),
    },
  ],
};
