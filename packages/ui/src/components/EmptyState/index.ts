export { EmptyState } from './EmptyState';
export type { EmptyStateHeadingLevel, EmptyStateProps } from './EmptyState';
