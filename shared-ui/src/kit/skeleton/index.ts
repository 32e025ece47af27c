export { Skeleton } from './skeleton';
export type { SkeletonProps } from './skeleton';
