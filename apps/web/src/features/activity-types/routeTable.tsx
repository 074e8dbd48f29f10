import { loadAreaTexts } from '../../i18n/i18n';
import { lazyRoute, type LazyScreen } from '../../shell/featureRoutes';
import type { SettingsSlots } from '../settings/public';

/**
 * The activities tab of /settings (spec document 2 §2.9, §2.11; ADR 024), a settings slot: its label is settings'
 * own text, so the tab shows before this area loads; its screen, its texts and the activities' type names (the
 * built-in types' titles) load when the tab is first opened, never with this table (which /login loads).
 */
const ActivityTypesScreen = lazyRoute(
  () => Promise.all([import('./routes/ActivityTypesRoute'), loadAreaTexts('activities')]).then(([module]) => module),
  'ActivityTypesRoute',
  'activityTypes',
).Component as LazyScreen;

/** What activity types show in settings (docs/adding-an-area.md §4.6): the shell passes it to `settingsRoutes`. */
export const activityTypesSettingsParts: SettingsSlots = {
  tabs: [
    {
      id: 'activities',
      labelKey: 'settings.tabs.activities',
      flag: 'settings_activities',
      screen: ActivityTypesScreen,
    },
  ],
};
