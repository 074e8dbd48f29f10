import type { DomainSettings } from '@klubhus/domain';
import { I18nProvider } from '@klubhus/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { DomainSettingsProvider } from './DomainSettingsContext';
import { ErrorCenterProvider } from './errors/ErrorCenterContext';
import type { ErrorCenter } from './errors/errorCenter';
import { FlagsProvider } from './FlagsContext';
import type { Flags } from './flags';
import { SessionProvider } from './session/SessionContext';
import type { SessionStore } from './session/sessionStore';

export interface AppProvidersProps {
  i18n: i18n;
  queryClient: QueryClient;
  settings: DomainSettings;
  flags: Flags;
  session: SessionStore;
  errors: ErrorCenter;
  children: ReactNode;
}

/** The ui's dates, numbers and screen-reader texts in the app's language (i18next speaks BCP 47). */
const UiLocale = ({ children }: { children: ReactNode }) => {
  const { i18n: instance } = useTranslation();
  return <I18nProvider locale={instance.language}>{children}</I18nProvider>;
};

/** Everything a screen needs around it; the app and the stories wrap screens in the same providers. */
export const AppProviders = ({ i18n, queryClient, settings, flags, session, errors, children }: AppProvidersProps) => (
  <I18nextProvider i18n={i18n}>
    <UiLocale>
      <QueryClientProvider client={queryClient}>
        <DomainSettingsProvider settings={settings}>
          <FlagsProvider flags={flags}>
            <SessionProvider store={session}>
              <ErrorCenterProvider center={errors}>{children}</ErrorCenterProvider>
            </SessionProvider>
          </FlagsProvider>
        </DomainSettingsProvider>
      </QueryClientProvider>
    </UiLocale>
  </I18nextProvider>
);
