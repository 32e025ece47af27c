export { EmptyState } from './empty-state';
export type { EmptyStateProps } from './empty-state';
