import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { loadAreaTexts } from '../../i18n/i18n';
import { AreaRoute } from '../../shell/guards/guards';
import { lazyRoute, type FeatureRoutes } from '../../shell/featureRoutes';
import { titled } from '../../shell/pageTitle';
import type { GroupStatisticsPartProps, MembersSlots, MemberStatisticsPartProps } from '../members/public';

/**
 * The activities page (spec document 2 §2.5; issue 20), for administrators and group leaders. Its tabs, filter and
 * search are the page's query (`?tab=past`), its detail and wizard modals, so the area has one route.
 */
export const activitiesRoutes: FeatureRoutes = {
  inClub: [
    {
      path: '/activities',
      // The shell's text: a page title shows before the area's texts have loaded ('Aktiviteter | Klubhus').
      ...titled('shell.nav.activities'),
      element: <AreaRoute area="activities" />,
      children: [
        { index: true, ...lazyRoute(() => import('./routes/ActivitiesRoute'), 'ActivitiesRoute', 'activities') },
        // No sub-pages: any other path under /activities is the page.
        { path: '*', element: <Navigate to="/activities" replace /> },
      ],
    },
  ],
};

/**
 * The statistics parts of the members screen: their code and the activities' texts load when a member's statistics
 * tab or a listed group first shows them, never with this table (which /login loads).
 */
const statisticsParts = () =>
  Promise.all([import('./components/statistics/membersParts'), loadAreaTexts('activities')]).then(([module]) => module);
const LazyMemberStatistics = lazy(() => statisticsParts().then((module) => ({ default: module.MemberStatistics })));
const LazyGroupStatistics = lazy(() => statisticsParts().then((module) => ({ default: module.GroupStatistics })));

/** Nothing until its code is there: the tab's own space, or a button that appears beside the others. */
const MemberStatisticsPart = (props: MemberStatisticsPartProps) => (
  <Suspense fallback={null}>
    <LazyMemberStatistics {...props} />
  </Suspense>
);
const GroupStatisticsPart = (props: GroupStatisticsPartProps) => (
  <Suspense fallback={null}>
    <LazyGroupStatistics {...props} />
  </Suspense>
);

/** What activities show in the members screen (docs/adding-an-area.md §4.6): the shell passes it to members. */
export const activitiesMembersParts: MembersSlots = {
  memberStatistics: MemberStatisticsPart,
  groupStatistics: GroupStatisticsPart,
};
