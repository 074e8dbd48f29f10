export { NavItem } from './NavItem';
export type { NavItemProps } from './NavItem';
