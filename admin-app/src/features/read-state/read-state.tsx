import type { ReactNode } from 'react';
import { ErrorPanel, Skeleton, VisuallyHidden } from '@da-boulder/shared-ui';

/** A read as SWR gives it. */
interface Read<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
}

/**
 * A dashboard view's read, named for what it reads ("the trash"): a skeleton while its first read
 * is on its way, an error panel with Try again once it failed, else what `show` makes of its data
 * (kept on screen while a new read is on its way).
 */
export function readState<T>(
  { data, error, isLoading }: Read<T>,
  { what, retry, height = '12rem' }: { what: string; retry: () => void; height?: string },
  show: (data: T) => ReactNode,
): ReactNode {
  if (isLoading && data === undefined)
    return (
      <div role="status" aria-busy="true">
        <VisuallyHidden>Loading {what}</VisuallyHidden>
        <Skeleton height={height} />
      </div>
    );
  if (error || data === undefined)
    return (
      <ErrorPanel
        title={`Unable to load ${what}`}
        description="Please try again later or contact support."
        onRetry={retry}
      />
    );
  return show(data);
}
