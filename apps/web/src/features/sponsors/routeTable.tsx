import { lazyRoute, type LazyScreen } from '../../shell/featureRoutes';
import type { SettingsSlots } from '../settings/public';

/**
 * The sponsor tab of /settings (spec document 2 §2.9, §3–§6; issue 26; ADR 029), a settings slot: its label is
 * settings' own text, so the tab shows before this area loads; its screen and texts load when the tab is first opened,
 * never with this table (which /login loads).
 */
const SponsorsScreen = lazyRoute(() => import('./routes/SponsorsRoute'), 'SponsorsRoute', 'sponsors')
  .Component as LazyScreen;

/** What sponsors show in settings (docs/adding-an-area.md §4.6): the shell passes it to `settingsRoutes`. */
export const sponsorSettingsParts: SettingsSlots = {
  tabs: [{ id: 'sponsor', labelKey: 'settings.tabs.sponsor', flag: 'settings_sponsor', screen: SponsorsScreen }],
};
