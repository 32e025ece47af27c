import type { ScopedMutator } from 'swr';

/**
 * Refetches every cached page and filter of the lists under these paths (a delete or status
 * change moves people between pages and filters). Lists not on screen refetch when shown again.
 */
export async function revalidateLists(
  mutate: ScopedMutator,
  pathPrefixes: readonly string[],
): Promise<void> {
  await mutate(
    (key) => typeof key === 'string' && pathPrefixes.some((prefix) => key.startsWith(prefix)),
  );
}
