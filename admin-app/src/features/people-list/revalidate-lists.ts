import type { ScopedMutator } from 'swr';
import { ATTENTION_PATH } from '@da-boulder/contracts';

/**
 * Refetches every cached page and filter of the lists under these paths (a delete or status
 * change moves people between pages and filters), and what needs attention, which counts them.
 * Lists not on screen refetch when shown again.
 */
export async function revalidateLists(
  mutate: ScopedMutator,
  pathPrefixes: readonly string[],
): Promise<void> {
  await mutate(
    (key) =>
      typeof key === 'string' &&
      (key === ATTENTION_PATH || pathPrefixes.some((prefix) => key.startsWith(prefix))),
  );
}
