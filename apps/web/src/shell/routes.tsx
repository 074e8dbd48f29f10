import { Navigate, type RouteObject } from 'react-router-dom';
import { HomeRedirect, SignedInOnly, SignedOutOnly, WithClub } from './guards/guards';
import { LoadingScreen } from './LoadingScreen';
import { NotFoundRoute } from './NotFoundRoute';
import { RootLayout } from './RootLayout';
import { RouteErrorScreen } from './RouteErrorScreen';

/** The app's routes; paths mirror the spec's routes exactly (ARCHITECTURE §4). Screens load lazily. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteErrorScreen,
    children: [
      { path: '/', Component: HomeRedirect },
      {
        path: '/download',
        lazy: async () => ({ Component: (await import('../features/download/routes/DownloadRoute')).DownloadRoute }),
      },
      {
        path: '/logout',
        lazy: async () => ({ Component: (await import('../features/auth/routes/LogoutRoute')).LogoutRoute }),
      },
      {
        Component: SignedOutOnly,
        children: [
          {
            path: '/login',
            lazy: async () => ({ Component: (await import('../features/auth/routes/LoginRoute')).LoginRoute }),
          },
          {
            path: '/forgot',
            lazy: async () => ({ Component: (await import('../features/auth/routes/ForgotRoute')).ForgotRoute }),
          },
          {
            path: '/reset',
            lazy: async () => ({ Component: (await import('../features/auth/routes/ResetRoute')).ResetRoute }),
          },
          {
            path: '/create',
            lazy: async () => ({
              Component: (await import('../features/auth/routes/CreateAccountRoute')).CreateAccountRoute,
            }),
          },
        ],
      },
      {
        Component: SignedInOnly,
        children: [
          {
            path: '/onboarding',
            lazy: async () => ({
              Component: (await import('../features/clubs/routes/OnboardingRoute')).OnboardingRoute,
            }),
          },
          {
            path: '/create-club',
            lazy: async () => ({
              Component: (await import('../features/clubs/routes/CreateClubRoute')).CreateClubRoute,
            }),
          },
          {
            Component: WithClub,
            children: [
              {
                path: '/overview',
                lazy: async () => ({
                  Component: (await import('../features/overview/routes/OverviewRoute')).OverviewRoute,
                }),
              },
              { path: '/settings', element: <Navigate to="/settings/general" replace /> },
              {
                path: '/settings/general',
                lazy: async () => ({
                  Component: (await import('../features/settings/routes/GeneralSettingsRoute')).GeneralSettingsRoute,
                }),
              },
              // Other settings tabs come with their issues; until then an unknown sub-path is the general tab
              // (spec document 2 §2.9).
              { path: '/settings/*', element: <Navigate to="/settings/general" replace /> },
            ],
          },
        ],
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
];
