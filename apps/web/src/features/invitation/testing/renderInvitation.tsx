import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../../../shell/AppProviders';
import { ErrorHost } from '../../../shell/errors/ErrorHost';
import { RouterLinks } from '../../../shell/RootLayout';
import { createScreenContext, type ScreenContextOptions } from '../../../testing/ScreenProviders';
import { InvitationRoutes } from './InvitationRoutes';

/** Writes down every location the router shows, first to last. */
const LocationLog = ({ visited }: { visited: string[] }) => {
  const { pathname, search, key } = useLocation();
  useLayoutEffect(() => {
    visited.push(pathname + search);
  }, [visited, pathname, search, key]);
  return null;
};

/**
 * Renders the invitation at `path` with the app's providers; `where()` is the location it ends at, `visited` every
 * location on the way, `session` the app's session (which the flow must leave alone until the visitor continues).
 */
export const renderInvitation = (path: string, options: ScreenContextOptions = {}) => {
  const context = createScreenContext(options);
  const visited: string[] = [];
  const view = render(
    <AppProviders {...context}>
      <MemoryRouter initialEntries={[path]}>
        <RouterLinks>
          <InvitationRoutes />
          <LocationLog visited={visited} />
          <ErrorHost />
        </RouterLinks>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, where: () => visited.at(-1) ?? path, visited, session: context.session };
};
