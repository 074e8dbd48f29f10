import { defaultBrandId, domainSettingsOf, fallbackLocale } from '@klubhus/domain';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, parsePath } from 'react-router-dom';
import { brandById } from '../brands';
import { isArea, type AreaTexts } from '../i18n/areaTexts';
import { addAreaTexts, createI18n } from '../i18n/i18n';
import { connectApi } from '../shell/api';
import { AppProviders } from '../shell/AppProviders';
import { createQueryClient } from '../shell/createQueryClient';
import { createErrorCenter } from '../shell/errors/errorCenter';
import { ErrorHost } from '../shell/errors/ErrorHost';
import { plainFlags, defaultFlagsPayload } from '../shell/flags';
import { RouterLinks } from '../shell/RootLayout';
import { createSessionStore, memoryStorage, type SessionState } from '../shell/session/sessionStore';
// Stories render screens without main.tsx, so they bring the app's styles themselves.
import '../styles.css';

// What index.html's meta tag gives the app; MSW handlers in stories and stubs in tests answer `*/api/...`.
connectApi('/api');

// Screens render here without their routes, so every area's Danish texts are there from the start, as the
// app has them once an area's route has loaded (ADR 015).
const danishFiles = import.meta.glob<unknown>('../i18n/locales/da/*.json', { eager: true, import: 'default' });
const danishAreaTexts = Object.fromEntries(
  Object.entries(danishFiles)
    .map(([file, texts]) => [file.slice('../i18n/locales/da/'.length, -'.json'.length), texts] as const)
    .filter(([namespace]) => isArea(namespace)),
) as Partial<AreaTexts>;

/** The app's i18n instance in Danish, with the texts of every area. */
const createScreenI18n = () => {
  const i18n = createI18n();
  addAreaTexts(i18n, fallbackLocale, danishAreaTexts);
  return i18n;
};

const defaultBrand = brandById(defaultBrandId);
if (!defaultBrand) throw new Error('The default brand file (klubhus.json) is missing');

export interface ScreenContextOptions {
  /** A signed-in session (token, user, club); signed out when left out. */
  session?: Partial<SessionState>;
  /** Feature flags that differ from the shipped defaults. */
  flags?: Record<string, boolean>;
}

/**
 * Everything AppProviders needs, without start-up: Danish texts (the areas' too), the default brand, the flags, a session
 * in memory, and the app's query client and error center without retries (an error state shows at once).
 */
export const createScreenContext = ({ session, flags = {} }: ScreenContextOptions = {}) => {
  const payload = defaultFlagsPayload();
  for (const [key, defaultValue] of Object.entries(flags)) payload.features[key] = { defaultValue };
  const store = createSessionStore(memoryStorage());
  if (session?.token) store.setToken(session.token);
  if (session?.clubId) store.setClubId(session.clubId);
  if (session?.memberId) store.setMemberId(session.memberId);
  if (session?.sponsorPending) store.setSponsorPending(true);
  if (session?.user) store.setUser(session.user);
  const errors = createErrorCenter({ onSessionEnded: store.clear });
  const queryClient = createQueryClient(errors);
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return {
    i18n: createScreenI18n(),
    queryClient,
    flags: plainFlags(payload),
    session: store,
    errors,
    settings: domainSettingsOf(defaultBrand),
  };
};

export interface ScreenProvidersProps extends ScreenContextOptions {
  children: ReactNode;
  /** Where the router starts. @default '/' */
  path?: string;
  /** The router location's state (`{ clubCreated: true }` ...). @default undefined */
  state?: unknown;
}

/**
 * A screen's providers without start-up, for stories and component tests (see `createScreenContext`),
 * with a memory router and the error dialog as in the app.
 */
export const ScreenProviders = ({ children, path = '/', state, session, flags }: ScreenProvidersProps) => {
  const [context] = useState(() => createScreenContext({ session, flags }));
  return (
    <AppProviders {...context}>
      <MemoryRouter initialEntries={[{ ...parsePath(path), state }]}>
        <RouterLinks>
          {children}
          <ErrorHost />
        </RouterLinks>
      </MemoryRouter>
    </AppProviders>
  );
};
