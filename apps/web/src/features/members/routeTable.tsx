import { lazy } from 'react';
import { AreaRoute } from '../../shell/guards/guards';
import { lazyRoute, type FeatureRoutes } from '../../shell/featureRoutes';
import { titled } from '../../shell/pageTitle';

/** The members screen (spec document 1 §2; issue 15), for administrators and group leaders. */
export const membersRoutes: FeatureRoutes = {
  inClub: [
    {
      path: '/members',
      // The shell's text: a page title shows before the area's texts have loaded.
      ...titled('shell.nav.members'),
      element: <AreaRoute area="members" />,
      children: [{ index: true, ...lazyRoute(() => import('./routes/MembersRoute'), 'MembersRoute', 'members') }],
    },
  ],
  // The badges' code loads with the signed-in shell, not with this table (which /login loads).
  navCounts: lazy(() => import('./navCounts').then((module) => ({ default: module.MemberNavCounts }))),
};
