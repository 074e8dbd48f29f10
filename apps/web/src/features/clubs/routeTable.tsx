import { lazyRoute, type FeatureRoutes } from '../../shell/featureRoutes';
import { titled } from '../../shell/pageTitle';

/** A signed-in user without a club, and creating one (spec document 1 §2). */
export const clubsRoutes: FeatureRoutes = {
  signedIn: [
    { path: '/onboarding', ...lazyRoute(() => import('./routes/OnboardingRoute'), 'OnboardingRoute') },
    {
      path: '/create-club',
      ...titled('clubs.createClub.title'),
      ...lazyRoute(() => import('./routes/CreateClubRoute'), 'CreateClubRoute'),
    },
  ],
};
