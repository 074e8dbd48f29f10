import { bcp47, fallbackLocale } from '@klubhus/domain';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { createI18n } from '../i18n/i18n';
import { browserFetch } from './api';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { createQueryClient } from './createQueryClient';
import { startErrorReporting } from './errorReporting';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { createErrorCenter } from './errors/errorCenter';
import { ErrorScreen } from './ErrorScreen';
import { isLazyScreen } from './featureRoutes';
import { preloadOverlaysOnFirstInteraction } from './overlays/lazyOverlays';
import { LoadingScreen } from './LoadingScreen';
import { routes } from './routes';
import { createSessionStore } from './session/sessionStore';
import { startUp } from './startUp';

/**
 * Starts loading the screens of the page asked for (the lazy routes it matches) at once, beside start-up, so
 * that their chunks are there when the router needs them rather than fetched after start-up (issue 14).
 * Rendering the screen later uses the load this started.
 */
const preloadMatchedRoutes = (table: RouteObject[], pathname: string) => {
  for (const { route } of matchRoutes(table, pathname) ?? []) {
    if (isLazyScreen(route.Component)) {
      route.Component.preload().catch(() => undefined); // A failure shows when the page renders.
    }
  }
};

/** Renders the loading screen, runs start-up, then renders the app or the error screen. */
export const boot = async (container: HTMLElement): Promise<void> => {
  const root = createRoot(container);
  const i18n = createI18n();
  // Danish until the host's locale is known, so that an early error screen is labelled correctly.
  document.documentElement.lang = bcp47(fallbackLocale);
  const render = (node: ReactNode) =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <AppErrorBoundary>{node}</AppErrorBoundary>
        </I18nextProvider>
      </StrictMode>,
    );

  render(<LoadingScreen />);
  preloadMatchedRoutes(routes, window.location.pathname);
  const session = createSessionStore(window.localStorage);
  try {
    const { settings, flags, errorReporting } = await startUp({
      document,
      location: window.location,
      fetch: browserFetch,
      i18n,
      session,
      storage: window.localStorage,
    });
    if (errorReporting) {
      startErrorReporting(errorReporting).catch((error: unknown) =>
        console.error('Error reporting failed to start', error),
      );
    }
    const errors = createErrorCenter({ onSessionEnded: session.clear });
    render(
      <AppProviders
        i18n={i18n}
        queryClient={createQueryClient(errors)}
        settings={settings}
        flags={flags}
        session={session}
        errors={errors}
      >
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>,
    );
    preloadOverlaysOnFirstInteraction(document);
  } catch (error) {
    console.error('Start-up failed', error);
    render(<ErrorScreen message={error instanceof Error ? error.message : String(error)} />);
  }
};
