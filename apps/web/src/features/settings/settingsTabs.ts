/**
 * The built-in tabs of /settings (spec document 2 §2.9). Only the general tab is settings' own yet. Tabs of higher
 * features (the sponsor tab of sponsors, flag `settings_sponsor`; the activities tab of activity types, flag
 * `settings_activities`) are slots (`slots.tsx`): the shell's route table passes them to `settingsRoutes` in §2.9's
 * order, and `SettingsLayout` shows them after these, each while its flag is on. The others of §2.9 (integrations,
 * payment methods, ambassador, cloud storage, modules) join with their issues, here or as slots, each with its own
 * flag rule.
 */
export const settingsTabs = [{ id: 'general', href: '/settings/general', labelKey: 'settings.tabs.general' }] as const;

/** A tab's id: a built-in tab's, or a slot's (`activities`). */
export type SettingsTabId = (typeof settingsTabs)[number]['id'] | (string & {});
