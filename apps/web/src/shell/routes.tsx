import { Navigate, type RouteObject } from 'react-router-dom';
import {
  AreaRoute,
  HomeRedirect,
  InvitationGate,
  RegistrerRedirect,
  SignedInOnly,
  SignedOutOnly,
  UnknownPath,
  WithClub,
} from './guards/guards';
import { AppShell } from './layout/AppShell';
import type { AreaId } from './layout/navigation';
import { LoadingScreen } from './LoadingScreen';
import { NotFoundRoute } from './NotFoundRoute';
import { titled } from './pageTitle';
import { AreaPlaceholder } from './pages/AreaPlaceholder';
import { PublicPlaceholder, type PublicPage } from './pages/PublicPlaceholder';
import { RootLayout } from './RootLayout';
import { RouteErrorScreen } from './RouteErrorScreen';

/** An area of the signed-in app whose screens come with a later issue: guarded, titled, labelled. */
const placeholderArea = (path: string, area: AreaId): RouteObject => ({
  path,
  ...titled(`shell.nav.${area}`),
  element: (
    <AreaRoute area={area}>
      <AreaPlaceholder area={area} />
    </AreaRoute>
  ),
});

/** A page reachable signed out whose flow comes with a later issue. */
const publicPlaceholder = (path: string, page: PublicPage): RouteObject => ({
  path,
  ...titled(`shell.publicPages.${page}`),
  element: <PublicPlaceholder page={page} />,
});

/**
 * The app's routes; paths mirror the spec's routes exactly (ARCHITECTURE §4, with its decisions table).
 * Screens load lazily; each route's `handle.title` names the page ("Betalinger | Klubhus").
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteErrorScreen,
    children: [
      { path: '/', Component: HomeRedirect },
      // Reachable signed in and signed out.
      {
        path: '/download',
        ...titled('download.title'),
        lazy: async () => ({ Component: (await import('../features/download/routes/DownloadRoute')).DownloadRoute }),
      },
      {
        path: '/logout',
        ...titled('shell.nav.logout'),
        lazy: async () => ({ Component: (await import('../features/auth/routes/LogoutRoute')).LogoutRoute }),
      },
      { path: '/registrer', Component: RegistrerRedirect },
      publicPlaceholder('/register/*', 'register'),
      {
        path: '/invitation',
        ...titled('shell.publicPages.invitation'),
        element: (
          <InvitationGate>
            <PublicPlaceholder page="invitation" />
          </InvitationGate>
        ),
      },
      publicPlaceholder('/subscription/mobilepaysubscription/*', 'subscription'),
      publicPlaceholder('/payment/mobilepay/success', 'paymentSuccess'),
      {
        Component: SignedOutOnly,
        children: [
          {
            path: '/login',
            ...titled('auth.login.title'),
            lazy: async () => ({ Component: (await import('../features/auth/routes/LoginRoute')).LoginRoute }),
          },
          {
            path: '/forgot',
            ...titled('auth.forgot.title'),
            lazy: async () => ({ Component: (await import('../features/auth/routes/ForgotRoute')).ForgotRoute }),
          },
          {
            path: '/reset',
            ...titled('auth.reset.title'),
            lazy: async () => ({ Component: (await import('../features/auth/routes/ResetRoute')).ResetRoute }),
          },
          {
            path: '/create',
            ...titled('auth.create.title'),
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
            ...titled('clubs.createClub.title'),
            lazy: async () => ({
              Component: (await import('../features/clubs/routes/CreateClubRoute')).CreateClubRoute,
            }),
          },
          {
            Component: WithClub,
            children: [
              {
                Component: AppShell,
                children: [
                  {
                    path: '/overview',
                    ...titled('shell.nav.overview'),
                    element: <AreaRoute area="overview" />,
                    children: [
                      {
                        index: true,
                        lazy: async () => ({
                          Component: (await import('../features/overview/routes/OverviewRoute')).OverviewRoute,
                        }),
                      },
                    ],
                  },
                  placeholderArea('/members', 'members'),
                  placeholderArea('/activities/*', 'activities'),
                  placeholderArea('/messages/*', 'messages'),
                  placeholderArea('/payments/*', 'payments'),
                  placeholderArea('/my-page', 'myPage'),
                  placeholderArea('/chat', 'chat'),
                  {
                    path: '/settings',
                    ...titled('shell.nav.settings'),
                    element: <AreaRoute area="settings" />,
                    children: [
                      { index: true, element: <Navigate to="/settings/general" replace /> },
                      {
                        path: 'general',
                        lazy: async () => ({
                          Component: (await import('../features/settings/routes/GeneralSettingsRoute'))
                            .GeneralSettingsRoute,
                        }),
                      },
                      // Other settings tabs come with their issues; until then an unknown tab is the general
                      // tab (spec document 2 §2.9).
                      { path: '*', element: <Navigate to="/settings/general" replace /> },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', ...titled('notFound.title'), element: <UnknownPath notFound={<NotFoundRoute />} /> },
    ],
  },
];
