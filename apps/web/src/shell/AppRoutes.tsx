import { useRoutes } from 'react-router-dom';
import { usePageTitle } from './pageTitle';
import { routes } from './routes';

/** The app's pages at the router's location, and the page title that goes with them (inside a router). */
export const AppRoutes = () => {
  usePageTitle(routes);
  return useRoutes(routes);
};
