import type { Newsletter } from '@da-boulder/contracts';
import { useRead } from '../../../lib/use-read';

export const NEWSLETTERS_KEY = '/api/newsletters';

/** GET /api/newsletters. */
export function useNewsletters() {
  return useRead<{ newsletters: Newsletter[] }>(NEWSLETTERS_KEY);
}
