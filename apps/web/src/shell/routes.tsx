import { Navigate, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from './LoadingScreen';
import { NotFoundRoute } from './NotFoundRoute';
import { RouteErrorScreen } from './RouteErrorScreen';

/** The app's routes; paths mirror the spec's routes exactly (ARCHITECTURE §4). */
export const routes: RouteObject[] = [
  {
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteErrorScreen,
    children: [
      // For now `/` leads to the only screen there is. The sign-in issue replaces this with the spec's
      // rule: signed out → /login, signed in with clubs → /overview, without a club → /onboarding.
      { path: '/', element: <Navigate to="/download" replace /> },
      {
        path: '/download',
        lazy: async () => ({ Component: (await import('../features/download/routes/DownloadRoute')).DownloadRoute }),
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
];
