import type { FlagKey } from '@klubhus/domain';
import { createContext, use, type ReactNode } from 'react';
import type { Flags } from './flags';

const FlagsContext = createContext<Flags | null>(null);

export interface FlagsProviderProps {
  flags: Flags;
  children: ReactNode;
}

export const FlagsProvider = ({ flags, children }: FlagsProviderProps) => (
  <FlagsContext value={flags}>{children}</FlagsContext>
);

/** The flag lookup itself, for rules that take one (`navEntries(role, isOn)`). */
export const useIsOn = (): ((key: FlagKey) => boolean) => {
  const flags = use(FlagsContext);
  if (!flags) throw new Error('useIsOn needs a FlagsProvider');
  return (key) => flags.isOn(key);
};

/** Whether a feature flag is on; only the spec's flags (`@klubhus/domain` `flags`) can be asked for. */
export const useFlag = (key: FlagKey): boolean => useIsOn()(key);
