import type { Event } from '@da-boulder/contracts';
import { useAwaitedRead } from '../../../lib/use-read';

export const eventKey = (slug: string) => `/api/events/slug/${encodeURIComponent(slug)}`;

/**
 * GET /api/events/slug/{slug}: the event, which its route's loader awaited. A slug that names no
 * event, or a read that failed, shows the route's error view instead (the page's NotFound,
 * ReadFailed).
 */
export function useEvent(slug: string): Event {
  return useAwaitedRead<{ event: Event }>(eventKey(slug)).event;
}
