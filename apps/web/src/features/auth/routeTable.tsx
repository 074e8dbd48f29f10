import { lazyRoute, type FeatureRoutes } from '../../shell/featureRoutes';
import { titled } from '../../shell/pageTitle';

/** Signing in and out, a new account and a forgotten password (spec document 1 §2). */
export const authRoutes: FeatureRoutes = {
  anyone: [
    {
      path: '/logout',
      ...titled('shell.nav.logout'),
      ...lazyRoute(() => import('./routes/LogoutRoute'), 'LogoutRoute'),
    },
  ],
  signedOut: [
    { path: '/login', ...titled('auth.login.title'), ...lazyRoute(() => import('./routes/LoginRoute'), 'LoginRoute') },
    {
      path: '/forgot',
      ...titled('auth.forgot.title'),
      ...lazyRoute(() => import('./routes/ForgotRoute'), 'ForgotRoute'),
    },
    { path: '/reset', ...titled('auth.reset.title'), ...lazyRoute(() => import('./routes/ResetRoute'), 'ResetRoute') },
    {
      path: '/create',
      ...titled('auth.create.title'),
      ...lazyRoute(() => import('./routes/CreateAccountRoute'), 'CreateAccountRoute'),
    },
  ],
};
