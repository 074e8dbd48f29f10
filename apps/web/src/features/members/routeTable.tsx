import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import { AreaRoute } from '../../shell/guards/guards';
import { lazyRoute, type FeatureRoutes } from '../../shell/featureRoutes';
import { titled } from '../../shell/pageTitle';
import { MembersSlotsProvider, type MembersSlots } from './slots';

/**
 * The members screen (spec document 1 §2; issue 15), for administrators and group leaders. `slots` are the parts
 * higher features show in it (member import's toolbar button), passed in by the shell's route table.
 */
export const membersRoutes = (slots: MembersSlots = {}): FeatureRoutes => ({
  inClub: [
    {
      path: '/members',
      // The shell's text: a page title shows before the area's texts have loaded.
      ...titled('shell.nav.members'),
      element: (
        <MembersSlotsProvider value={slots}>
          <AreaRoute area="members" />
        </MembersSlotsProvider>
      ),
      children: [
        { index: true, ...lazyRoute(() => import('./routes/MembersRoute'), 'MembersRoute', 'members') },
        // Spec §2: "any other sub-path redirects to /members" (a sub-page of its own, such as the import guide,
        // is a more specific route and wins).
        { path: '*', element: <Navigate to="/members" replace /> },
      ],
    },
  ],
  // The badges' code loads with the signed-in shell, not with this table (which /login loads).
  navCounts: lazy(() => import('./navCounts').then((module) => ({ default: module.MemberNavCounts }))),
});
