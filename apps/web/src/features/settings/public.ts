/** What other features may use of settings (docs/adding-an-area.md §4.5): the slots a higher feature fills. */
export type { SettingsSlots } from './slots';
export { AdminTab, TabAdminOnly, TabLoading } from './components/AdminTab';
