import type { FlagKey } from '@klubhus/domain';
import { createContext, use } from 'react';
import type settingsTexts from '../../i18n/locales/da/settings.json';
import type { LazyScreen } from '../../shell/featureRoutes';

/** The label of a settings tab: a text of settings' own (`settings.tabs.<id>`), there before any area loads. */
type SettingsTabLabelKey = `settings.tabs.${keyof (typeof settingsTexts)['tabs']}`;

/**
 * A tab of /settings that a higher feature contributes (docs/adding-an-area.md §4.6; spec document 2 §2.9: the tabs
 * by flag): settings knows none of them, the shell's route table passes them in.
 */
export interface SettingsTabSlot {
  /** The tab's key and its path under /settings (`activities` → /settings/activities). */
  id: string;
  labelKey: SettingsTabLabelKey;
  /** The flag that shows the tab; while it is off the tab is not offered and its path is an unknown tab's. */
  flag: FlagKey;
  /** The tab's content, lazy (`lazyRoute(...).Component`): settings renders it inside its frame. */
  screen: LazyScreen;
}

/** The places of /settings where higher features show a part of their own. */
export interface SettingsSlots {
  /** Tabs after the built-in ones, in this order. */
  tabs?: readonly SettingsTabSlot[];
}

const SettingsSlotsContext = createContext<SettingsSlots>({});

export const SettingsSlotsProvider = SettingsSlotsContext.Provider;

/** The slots the route table was given. */
export const useSettingsSlots = (): SettingsSlots => use(SettingsSlotsContext);
