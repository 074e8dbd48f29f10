import type { GrowthBook } from '@growthbook/growthbook';
import type { DomainSettings } from '@klubhus/domain';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DomainSettingsProvider } from './DomainSettingsContext';
import { FeaturesProvider } from './FeaturesContext';
import { SessionProvider } from './session/SessionContext';
import type { SessionStore } from './session/sessionStore';

export interface AppProvidersProps {
  i18n: i18n;
  queryClient: QueryClient;
  settings: DomainSettings;
  features: GrowthBook;
  session: SessionStore;
  children: ReactNode;
}

/** Everything a screen needs around it; the app and the stories wrap screens in the same providers. */
export const AppProviders = ({ i18n, queryClient, settings, features, session, children }: AppProvidersProps) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={queryClient}>
      <DomainSettingsProvider settings={settings}>
        <FeaturesProvider features={features}>
          <SessionProvider store={session}>{children}</SessionProvider>
        </FeaturesProvider>
      </DomainSettingsProvider>
    </QueryClientProvider>
  </I18nextProvider>
);
