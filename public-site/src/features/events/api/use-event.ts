import { useEffect } from 'react';
import useSWR from 'swr';
import type { Event } from '@da-boulder/contracts';
import { ApiError, toast } from '@da-boulder/shared-ui';

export const eventKey = (slug: string) => `/api/events/slug/${encodeURIComponent(slug)}`;

/**
 * GET /api/events/slug/{slug}. A 404 simply means "not found"; any other failure is also
 * announced with the 'Failed to fetch event' toast (SPEC §8).
 */
export function useEvent(slug: string | undefined) {
  const result = useSWR<{ event: Event }>(slug ? eventKey(slug) : null);
  const { error } = result;
  useEffect(() => {
    if (error && !(error instanceof ApiError && error.status === 404)) {
      toast({ title: 'Failed to fetch event', variant: 'destructive' });
    }
  }, [error]);
  return result;
}
