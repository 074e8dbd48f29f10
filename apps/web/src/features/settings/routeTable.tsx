import { Navigate } from 'react-router-dom';
import { AreaRoute } from '../../shell/guards/guards';
import { lazyRoute, type FeatureRoutes } from '../../shell/featureRoutes';
import { titled } from '../../shell/pageTitle';

/** The club's settings, a tab per route (spec document 2 §2.9). */
export const settingsRoutes: FeatureRoutes = {
  inClub: [
    {
      path: '/settings',
      ...titled('shell.nav.settings'),
      element: <AreaRoute area="settings" />,
      children: [
        { index: true, element: <Navigate to="/settings/general" replace /> },
        { path: 'general', ...lazyRoute(() => import('./routes/GeneralSettingsRoute'), 'GeneralSettingsRoute') },
        // Other settings tabs come with their issues; until then an unknown tab is the general tab (spec
        // document 2 §2.9).
        { path: '*', element: <Navigate to="/settings/general" replace /> },
      ],
    },
  ],
};
