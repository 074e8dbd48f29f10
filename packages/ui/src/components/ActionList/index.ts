export { ActionList, ActionListItem } from './ActionList';
export type { ActionListItemProps, ActionListProps } from './ActionList';
