import type { Webinar } from '@da-boulder/contracts';
import { useAwaitedRead, useRead } from '../../../lib/use-read';

export const WEBINARS_KEY = '/api/webinars';

/** GET /api/webinars. */
export function useWebinars() {
  return useRead<{ webinars: Webinar[] }>(WEBINARS_KEY);
}

export const webinarKey = (slug: string) => `/api/webinars/slug/${encodeURIComponent(slug)}`;

/** GET /api/webinars/slug/{slug}: the webinar, which its route's loader awaited (as useEvent). */
export function useWebinar(slug: string): Webinar {
  return useAwaitedRead<{ webinar: Webinar }>(webinarKey(slug)).webinar;
}
