import type { ContactInput } from '@da-boulder/contracts';
import { apiFetch } from '@da-boulder/shared-ui';

/** POST /api/contact. An unchosen optional interest is left out rather than sent empty. */
export function sendContactMessage({ interest, ...rest }: ContactInput) {
  return apiFetch<{ message: string }>('/api/contact', {
    method: 'POST',
    body: interest ? { ...rest, interest } : rest,
  });
}
