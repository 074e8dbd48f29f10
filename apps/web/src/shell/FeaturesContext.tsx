import type { GrowthBook } from '@growthbook/growthbook';
import type { FlagKey } from '@klubhus/domain';
import { createContext, use, type ReactNode } from 'react';

const FeaturesContext = createContext<GrowthBook | null>(null);

export interface FeaturesProviderProps {
  features: GrowthBook;
  children: ReactNode;
}

export const FeaturesProvider = ({ features, children }: FeaturesProviderProps) => (
  <FeaturesContext value={features}>{children}</FeaturesContext>
);

/** The flag lookup itself, for rules that take one (`navEntries(role, isOn)`). */
export const useIsOn = (): ((key: FlagKey) => boolean) => {
  const features = use(FeaturesContext);
  if (!features) throw new Error('useIsOn needs a FeaturesProvider');
  return (key) => features.isOn(key);
};

/** Whether a feature flag is on; only the spec's flags (`@klubhus/domain` `flags`) can be asked for. */
export const useFlag = (key: FlagKey): boolean => useIsOn()(key);
