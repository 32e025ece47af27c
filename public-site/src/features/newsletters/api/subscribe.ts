import type { SubscribeInput } from '@da-boulder/api/contracts';
import { apiFetch } from '@da-boulder/shared-ui';

/** POST /api/newsletter/subscribe (idempotent per email on the server). */
export function subscribe({ email, name }: SubscribeInput) {
  return apiFetch<{ message: string }>('/api/newsletter/subscribe', {
    method: 'POST',
    body: name ? { email, name } : { email },
  });
}
