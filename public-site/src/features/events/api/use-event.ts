import { useEffect } from 'react';
import useSWR from 'swr';
import type { Event } from '@da-boulder/contracts';
import { ApiError, toast, useRenderedNotFound } from '@da-boulder/shared-ui';

export const eventKey = (slug: string) => `/api/events/slug/${encodeURIComponent(slug)}`;

/**
 * GET /api/events/slug/{slug}. A 404 simply means "not found", as does null data (the server
 * rendered the address as naming no event); any other failure is also announced with the 'Failed
 * to fetch event' toast (SPEC §8).
 */
export function useEvent(slug: string | undefined) {
  const missing = useRenderedNotFound();
  const result = useSWR<{ event: Event } | null>(
    slug ? eventKey(slug) : null,
    missing ? { fallbackData: null } : undefined,
  );
  const { error } = result;
  useEffect(() => {
    if (error && !(error instanceof ApiError && error.status === 404)) {
      toast({ title: 'Failed to fetch event', variant: 'destructive' });
    }
  }, [error]);
  return result;
}
