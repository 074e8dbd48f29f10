import { Navigate } from 'react-router-dom';
import { AreaRoute } from '../../shell/guards/guards';
import { lazyRoute, type FeatureRoutes } from '../../shell/featureRoutes';
import { titled } from '../../shell/pageTitle';

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
