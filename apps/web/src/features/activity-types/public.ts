/** What other features may use of the activity types (docs/adding-an-area.md §4.5): activities shows them. */
export { useActivityTypes, type ActivityTypeLook } from './hooks/useActivityTypes';
export { ActivityTypeBadge } from './components/ActivityTypeBadge';
export { ActivityTypeMark } from './components/ActivityTypeMark';
