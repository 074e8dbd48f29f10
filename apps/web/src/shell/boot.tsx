import { bcp47, fallbackLocale } from '@klubhus/domain';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createI18n } from '../i18n/i18n';
import { browserFetch } from './api';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './createQueryClient';
import { ErrorScreen } from './ErrorScreen';
import { LoadingScreen } from './LoadingScreen';
import { routes } from './routes';
import { createSessionStore } from './session/sessionStore';
import { startUp } from './startUp';

/** Renders the loading screen, runs start-up, then renders the app or the error screen. */
export const boot = async (container: HTMLElement): Promise<void> => {
  const root = createRoot(container);
  const i18n = createI18n();
  // Danish until the host's locale is known, so that an early error screen is labelled correctly.
  document.documentElement.lang = bcp47(fallbackLocale);
  const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

  render(
    <I18nextProvider i18n={i18n}>
      <LoadingScreen />
    </I18nextProvider>,
  );
  const session = createSessionStore(window.localStorage);
  try {
    const { settings, features } = await startUp({
      document,
      location: window.location,
      fetch: browserFetch,
      i18n,
      getToken: () => session.get().token,
    });
    render(
      <AppProviders
        i18n={i18n}
        queryClient={createQueryClient(session.clear)}
        settings={settings}
        features={features}
        session={session}
      >
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProviders>,
    );
  } catch (error) {
    console.error('Start-up failed', error);
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorScreen message={error instanceof Error ? error.message : String(error)} />
      </I18nextProvider>,
    );
  }
};
