import { AreaRoute } from '../../shell/guards/guards';
import { lazyRoute, type FeatureRoutes } from '../../shell/featureRoutes';
import { titled } from '../../shell/pageTitle';

/** The club's overview, the staff's home (spec document 2 §2.3). */
export const overviewRoutes: FeatureRoutes = {
  inClub: [
    {
      path: '/overview',
      ...titled('shell.nav.overview'),
      element: <AreaRoute area="overview" />,
      children: [{ index: true, ...lazyRoute(() => import('./routes/OverviewRoute'), 'OverviewRoute') }],
    },
  ],
};
