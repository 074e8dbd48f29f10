import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../shell/AppProviders';
import { AppRoutes } from '../shell/AppRoutes';
import { ErrorHost } from '../shell/errors/ErrorHost';
import { RouterLinks } from '../shell/RootLayout';
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
 * `content` at `path` with the app's providers on a memory router, for tests of where a visitor ends up. Answers
 * `where()` (the location it is at), `visited` (every location it showed, the first included) and the session.
 */
const renderAt = (content: ReactNode, path: string, options: ScreenContextOptions) => {
  const context = createScreenContext(options);
  const visited: string[] = [];
  const view = render(
    <AppProviders {...context}>
      <MemoryRouter initialEntries={[path]}>
        {content}
        <LocationLog visited={visited} />
      </MemoryRouter>
    </AppProviders>,
  );
  const where = () => visited.at(-1) ?? path;
  return { ...view, where, visited, session: context.session };
};

/** The whole app (every route, guard and the shell) at a path (see `renderAt`). */
export const renderApp = (path: string, options: ScreenContextOptions = {}) => renderAt(<AppRoutes />, path, options);

/**
 * A feature's pages as its tests mount them (`<RegisterRoutes />` …), without the shell, at a path: with the
 * router's links and the error dialog as `RootLayout` gives them in the app (see `renderAt`).
 */
export const renderRoutes = (routes: ReactNode, path: string, options: ScreenContextOptions = {}) =>
  renderAt(
    <RouterLinks>
      {routes}
      <ErrorHost />
    </RouterLinks>,
    path,
    options,
  );
