import { domainSettingsOf } from '@klubhus/domain';
import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, parsePath } from 'react-router-dom';
import { brandById } from '../brands';
import { createI18n } from '../i18n/i18n';
import { connectApi } from '../shell/api';
import { AppProviders } from '../shell/AppProviders';
import { RouterLinks } from '../shell/RootLayout';
import { createFeatures, defaultFeaturesPayload } from '../shell/features';
import { createSessionStore, memoryStorage, type SessionState } from '../shell/session/sessionStore';
// Stories render screens without main.tsx, so they bring the app's styles themselves.
import '../styles.css';

// What index.html's meta tag gives the app; MSW handlers in stories and stubs in tests answer `*/api/...`.
connectApi('/api');

const defaultBrand = brandById('klubhus');
if (!defaultBrand) throw new Error('The default brand file (klubhus.json) is missing');

export interface ScreenProvidersProps {
  children: ReactNode;
  /** Where the router starts. @default '/' */
  path?: string;
  /** A signed-in session (token, user, club); signed out when left out. */
  session?: Partial<SessionState>;
  /** The router location's state (`{ clubCreated: true }` ...). @default undefined */
  state?: unknown;
  /** Feature flags that differ from the shipped defaults. */
  flags?: Record<string, boolean>;
}

/**
 * A screen's providers without start-up, for stories and component tests: Danish texts, the default
 * brand, default flags, a fresh query cache that does not retry (an error state shows at once) and a
 * memory router.
 */
export const ScreenProviders = ({ children, path = '/', state, session, flags = {} }: ScreenProvidersProps) => {
  const [context] = useState(() => {
    const payload = defaultFeaturesPayload();
    for (const [key, defaultValue] of Object.entries(flags)) payload.features[key] = { defaultValue };
    const store = createSessionStore(memoryStorage());
    if (session?.token) store.setToken(session.token);
    if (session?.clubId) store.setClubId(session.clubId);
    if (session?.user) store.setUser(session.user);
    return {
      i18n: createI18n(),
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      features: createFeatures(payload),
      session: store,
    };
  });
  return (
    <AppProviders {...context} settings={domainSettingsOf(defaultBrand)}>
      <MemoryRouter initialEntries={[{ ...parsePath(path), state }]}>
        <RouterLinks>{children}</RouterLinks>
      </MemoryRouter>
    </AppProviders>
  );
};
