import { Outlet } from 'react-router-dom';
import { lazyRoute, type FeatureRoutes } from '../../shell/featureRoutes';
import { InvitationGate } from '../../shell/guards/guards';
import { titled } from '../../shell/pageTitle';
import { CONTINUE_PATH } from './paths';

/**
 * The public invitation page `/invitation` (spec document 1 §2; ADR 019), reachable signed in and signed out: a
 * signed-in visitor is signed out first and comes back with the same query (`InvitationGate`, ADR 008). Its
 * "Fortsæt i browseren" signs the new member in on a page outside the gate.
 */
export const invitationRoutes: FeatureRoutes = {
  anyone: [
    {
      path: '/invitation',
      ...titled('shell.publicPages.invitation'),
      element: (
        <InvitationGate>
          <Outlet />
        </InvitationGate>
      ),
      children: [{ index: true, ...lazyRoute(() => import('./routes/screens'), 'InvitationRoute', 'invitation') }],
    },
    {
      path: CONTINUE_PATH,
      ...titled('shell.publicPages.invitation'),
      ...lazyRoute(() => import('./routes/screens'), 'ContinueRoute', 'invitation'),
    },
  ],
};
