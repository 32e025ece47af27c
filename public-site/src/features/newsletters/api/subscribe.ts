import type { SubscribeInput } from '@da-boulder/contracts';
import { apiFetch } from '@da-boulder/shared-ui';

/** POST /api/newsletter/subscribe (idempotent per email on the server). */
export function subscribe({ name, ...rest }: SubscribeInput) {
  return apiFetch<{ message: string }>('/api/newsletter/subscribe', {
    method: 'POST',
    body: name ? { ...rest, name } : rest,
  });
}
