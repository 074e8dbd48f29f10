import { domainSettingsOf } from '@klubhus/domain';
import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { brandById } from '../brands';
import { createI18n } from '../i18n/i18n';
import { connectApi } from '../shell/api';
import { AppProviders } from '../shell/AppProviders';
import { createFeatures, defaultFeaturesPayload } from '../shell/features';
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
}

/**
 * A screen's providers without start-up, for stories and component tests: Danish texts, the default
 * brand, default flags, a fresh query cache that does not retry (an error state shows at once) and a
 * memory router.
 */
export const ScreenProviders = ({ children, path = '/' }: ScreenProvidersProps) => {
  const [context] = useState(() => ({
    i18n: createI18n(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    features: createFeatures(defaultFeaturesPayload()),
  }));
  return (
    <AppProviders {...context} settings={domainSettingsOf(defaultBrand)}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </AppProviders>
  );
};
