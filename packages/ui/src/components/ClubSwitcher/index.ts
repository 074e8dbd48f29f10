export { ClubSwitcher } from './ClubSwitcher';
export type { ClubOption, ClubSwitcherProps } from './ClubSwitcher';
