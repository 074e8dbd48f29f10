import type { DomainSettings } from '@klubhus/domain';
import { createContext, use, type ReactNode } from 'react';

const DomainSettingsContext = createContext<DomainSettings | null>(null);

export interface DomainSettingsProviderProps {
  settings: DomainSettings;
  children: ReactNode;
}

export const DomainSettingsProvider = ({ settings, children }: DomainSettingsProviderProps) => (
  <DomainSettingsContext value={settings}>{children}</DomainSettingsContext>
);

/** The white-label settings of the host the app is served from (brand, company name, store links ...). */
export const useDomainSettings = (): DomainSettings => {
  const settings = use(DomainSettingsContext);
  if (!settings) throw new Error('useDomainSettings needs a DomainSettingsProvider');
  return settings;
};
