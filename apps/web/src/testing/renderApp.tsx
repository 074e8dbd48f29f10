import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../shell/AppProviders';
import { routes } from '../shell/routes';
import { createScreenContext, type ScreenContextOptions } from './ScreenProviders';

/**
 * The whole app (every route, guard and the shell) at a path, on a memory router, for tests of where a
 * visitor ends up. Answers the router, whose `state.location` is where the app went, and the session.
 */
export const renderApp = (path: string, options: ScreenContextOptions = {}) => {
  const context = createScreenContext(options);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders {...context}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const where = () => router.state.location.pathname + router.state.location.search;
  return { ...view, router, where, session: context.session };
};
