import useSWR from 'swr';
import type { Newsletter } from '@da-boulder/api/contracts';
import { longCache } from '@da-boulder/shared-ui';

/** GET /api/newsletters, cached five minutes (SPEC §9). */
export function useNewsletters() {
  return useSWR<{ newsletters: Newsletter[] }>('/api/newsletters', longCache);
}
