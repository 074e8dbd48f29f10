import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../shell/AppProviders';
import { AppRoutes } from '../shell/AppRoutes';
import { createScreenContext, type ScreenContextOptions } from './ScreenProviders';

/** Writes down every location the router shows, first to last (path and query). */
const LocationLog = ({ visited }: { visited: string[] }) => {
  const { pathname, search, key } = useLocation();
  useLayoutEffect(() => {
    visited.push(pathname + search);
  }, [visited, pathname, search, key]);
  return null;
};

/**
 * The whole app (every route, guard and the shell) at a path, on a memory router, for tests of where a
 * visitor ends up. Answers `where()` (the location the app is at), `visited` (every location it showed,
 * the first included) and the session.
 */
export const renderApp = (path: string, options: ScreenContextOptions = {}) => {
  const context = createScreenContext(options);
  const visited: string[] = [];
  const view = render(
    <AppProviders {...context}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationLog visited={visited} />
      </MemoryRouter>
    </AppProviders>,
  );
  const where = () => visited.at(-1) ?? path;
  return { ...view, where, visited, session: context.session };
};
