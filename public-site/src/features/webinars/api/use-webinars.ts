import useSWR from 'swr';
import type { Webinar } from '@da-boulder/contracts';
import { longCache } from '@da-boulder/shared-ui';

export const WEBINARS_KEY = '/api/webinars';

/** GET /api/webinars, cached five minutes (SPEC §9). */
export function useWebinars() {
  return useSWR<{ webinars: Webinar[] }>(WEBINARS_KEY, longCache);
}

export const webinarKey = (slug: string) => `/api/webinars/slug/${encodeURIComponent(slug)}`;

/** GET /api/webinars/slug/{slug}, cached five minutes. */
export function useWebinar(slug: string | undefined) {
  return useSWR<{ webinar: Webinar }>(slug ? webinarKey(slug) : null, longCache);
}
