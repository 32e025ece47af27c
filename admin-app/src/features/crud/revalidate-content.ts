import type { ScopedMutator } from 'swr';

/**
 * After an admin write: refetch the dashboard list, and drop the cached public views of the same
 * content (they are cached as never stale, so without this the public pages would show old data).
 */
export async function revalidateContent(
  mutate: ScopedMutator,
  listKey: string,
  publicKeyPrefixes: readonly string[],
): Promise<void> {
  const isPublicView = (key: unknown) =>
    typeof key === 'string' &&
    key !== listKey &&
    publicKeyPrefixes.some((prefix) => key.startsWith(prefix));
  await Promise.all([mutate(listKey), mutate(isPublicView, undefined, { revalidate: true })]);
}
