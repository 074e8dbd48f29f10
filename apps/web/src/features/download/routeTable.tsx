import { lazyRoute, type FeatureRoutes } from '../../shell/featureRoutes';
import { titled } from '../../shell/pageTitle';

/** The app download page (spec document 1 §2). */
export const downloadRoutes: FeatureRoutes = {
  anyone: [
    {
      path: '/download',
      ...titled('download.title'),
      ...lazyRoute(() => import('./routes/DownloadRoute'), 'DownloadRoute'),
    },
  ],
};
