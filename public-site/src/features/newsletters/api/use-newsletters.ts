import useSWR from 'swr';
import type { Newsletter } from '@da-boulder/contracts';
import { longCache } from '@da-boulder/shared-ui';

export const NEWSLETTERS_KEY = '/api/newsletters';

/** GET /api/newsletters, cached five minutes (SPEC §9). */
export function useNewsletters() {
  return useSWR<{ newsletters: Newsletter[] }>(NEWSLETTERS_KEY, longCache);
}
