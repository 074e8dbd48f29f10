export { NavItem } from './NavItem';
export type { NavItemBadge, NavItemProps } from './NavItem';
