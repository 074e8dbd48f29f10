/**
 * The tabs of /settings (spec document 2 §2.9). Only the general tab exists yet; the others (integrations,
 * sponsor, payment methods, ambassador, cloud storage, modules, activities) join this table with their issues,
 * each with its own flag rule.
 */
export const settingsTabs = [{ id: 'general', href: '/settings/general', labelKey: 'settings.tabs.general' }] as const;

export type SettingsTabId = (typeof settingsTabs)[number]['id'];
