/** What other features may use of the activity types (docs/adding-an-area.md §4.5): activities shows them. */
export { activityTypesQueries } from './queries';
export { useActivityTypes, type ActivityTypeLook } from './hooks/useActivityTypes';
export { ActivityTypeBadge } from './components/ActivityTypeBadge';
export { ActivityTypeIcon } from './components/ActivityTypeIcon';
