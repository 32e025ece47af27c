import type { ScopedMutator } from 'swr';
import { ATTENTION_PATH } from '@da-boulder/contracts';

/**
 * After an admin write: refetch every dashboard read of the type at `listPath` (its tab's list,
 * and others': the registrations tab's events) and what needs attention (an event's places), and
 * drop the cached public views of the same content (they are cached as never stale, so without
 * this the public pages would show old data).
 */
export async function revalidateContent(
  mutate: ScopedMutator,
  listPath: string,
  publicKeyPrefixes: readonly string[],
): Promise<void> {
  const isDashboardRead = (key: unknown) =>
    key === ATTENTION_PATH || (typeof key === 'string' && key.split('?')[0] === listPath);
  const isPublicView = (key: unknown) =>
    typeof key === 'string' &&
    !isDashboardRead(key) &&
    publicKeyPrefixes.some((prefix) => key.startsWith(prefix));
  await Promise.all([
    mutate(isDashboardRead),
    mutate(isPublicView, undefined, { revalidate: true }),
  ]);
}
