import type { RouteObject } from 'react-router-dom';
import { activitiesMembersParts, activitiesRoutes } from '../features/activities/routeTable';
import { activityTypesSettingsParts } from '../features/activity-types/routeTable';
import { authRoutes } from '../features/auth/routeTable';
import { clubsRoutes } from '../features/clubs/routeTable';
import { downloadRoutes } from '../features/download/routeTable';
import { invitationRoutes } from '../features/invitation/routeTable';
import { memberImportParts, memberImportRoutes } from '../features/member-import/routeTable';
import { membersRoutes } from '../features/members/routeTable';
import { messagesRoutes } from '../features/messages/routeTable';
import { overviewRoutes } from '../features/overview/routeTable';
import { registerRoutes } from '../features/register/routeTable';
import { settingsRoutes } from '../features/settings/routeTable';
import { sponsorSettingsParts } from '../features/sponsors/routeTable';
import { lazyRoute, type FeatureRoutes, type LazyScreen } from './featureRoutes';
import {
  AreaRoute,
  HomeRedirect,
  RegistrerRedirect,
  SignedInOnly,
  SignedOutOnly,
  UnknownPath,
  WithClub,
} from './guards/guards';
import { NavCountSources } from './layout/navCounts';
import type { AreaId } from './layout/navigation';
import { NotFoundRoute } from './NotFoundRoute';
import { titled } from './pageTitle';
import { AreaPlaceholder } from './pages/AreaPlaceholder';
import { PublicPlaceholder, type PublicPage } from './pages/PublicPlaceholder';
import { RootLayout } from './RootLayout';

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
 * The features' route tables. A new area adds its `routeTable.tsx` here, once; its routes land behind the
 * guards its table names. This file is the only shell file that may import features (the lint rule
 * `webBoundaries`), and only their route tables.
 */
const features: FeatureRoutes[] = [
  authRoutes,
  downloadRoutes,
  registerRoutes,
  invitationRoutes,
  clubsRoutes,
  overviewRoutes,
  // The tabs of higher areas in the order of spec document 2 §2.9: general, integrations, sponsor, …, activities.
  settingsRoutes({ tabs: [...(sponsorSettingsParts.tabs ?? []), ...(activityTypesSettingsParts.tabs ?? [])] }),
  membersRoutes({ ...memberImportParts, ...activitiesMembersParts }),
  memberImportRoutes,
  activitiesRoutes,
  messagesRoutes,
];
const routesOf = (place: Exclude<keyof FeatureRoutes, 'navCounts'>): RouteObject[] =>
  features.flatMap((feature) => feature[place] ?? []);
const navCountSources = features.flatMap((feature) => (feature.navCounts ? [feature.navCounts] : []));

/**
 * The signed-in shell (sidebar, switchers, the phone drawer), with the features' badge counts: its code loads
 * with the first signed-in page, never on /login, and is preloaded with the page like any lazy screen.
 */
const AppShell = lazyRoute(() => import('./layout/AppShell'), 'AppShell').Component as LazyScreen;
const ShellWithCounts: LazyScreen = Object.assign(
  () => (
    <NavCountSources value={navCountSources}>
      <AppShell />
    </NavCountSources>
  ),
  { preload: AppShell.preload },
);

/**
 * The app's routes; paths mirror the spec's routes exactly (ARCHITECTURE §4, with its decisions table).
 * Screens load lazily (`lazyRoute`); each route's `handle.title` names the page ("Betalinger | Klubhus").
 * The router runs in declarative mode (`useRoutes` in `AppRoutes`, ADR 015): routes have `path`, `index`,
 * `Component` or `element`, `handle` and `children`; loaders, actions, `lazy` and route error boundaries are
 * the data router's, which /login does not load. `RootLayout` is every page's Suspense and error boundary.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { path: '/', Component: HomeRedirect },
      // Reachable signed in and signed out.
      ...routesOf('anyone'),
      { path: '/registrer', Component: RegistrerRedirect },
      publicPlaceholder('/subscription/mobilepaysubscription/*', 'subscription'),
      publicPlaceholder('/payment/mobilepay/success', 'paymentSuccess'),
      { Component: SignedOutOnly, children: routesOf('signedOut') },
      {
        Component: SignedInOnly,
        children: [
          ...routesOf('signedIn'),
          {
            Component: WithClub,
            children: [
              {
                Component: ShellWithCounts,
                children: [
                  ...routesOf('inClub'),
                  // Areas whose screens come with later issues; each is replaced by its feature's route table.
                  placeholderArea('/payments/*', 'payments'),
                  placeholderArea('/my-page', 'myPage'),
                  placeholderArea('/chat', 'chat'),
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
