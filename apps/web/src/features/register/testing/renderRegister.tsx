import { renderRoutes } from '../../../testing/renderApp';
import type { ScreenContextOptions } from '../../../testing/ScreenProviders';
import { RegisterRoutes } from './RegisterRoutes';

/** Renders the sign-up at `path`; `where()` is the location it ends at, `visited` every location on the way. */
export const renderRegister = (path: string, options: ScreenContextOptions = {}) =>
  renderRoutes(<RegisterRoutes />, path, options);
