import { renderRoutes } from '../../../testing/renderApp';
import type { ScreenContextOptions } from '../../../testing/ScreenProviders';
import { InvitationRoutes } from './InvitationRoutes';

/**
 * Renders the invitation at `path` with the app's providers; `where()` is the location it ends at, `visited` every
 * location on the way, `session` the app's session (which the flow must leave alone until the visitor continues).
 */
export const renderInvitation = (path: string, options: ScreenContextOptions = {}) =>
  renderRoutes(<InvitationRoutes />, path, options);
