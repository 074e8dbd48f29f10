export { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';
export type {
  MenuItemProps,
  MenuItemVariant,
  MenuPlacement,
  MenuProps,
  MenuSectionProps,
  MenuTriggerProps,
} from './Menu';
