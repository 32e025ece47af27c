import { setTimeout as sleep } from 'node:timers/promises';

/**
 * `run` for callers that only need it to start after they called: calls that arrive while one is
 * under way share the single run that starts when it ends. A burst of writes then costs two
 * version updates, not one each. With `spacingMs`, a run also starts no sooner than that after
 * the one before it started, for callers that can wait that long.
 */
export function coalesced<T>(
  run: () => Promise<T>,
  { spacingMs = 0 }: { spacingMs?: number } = {},
): () => Promise<T> {
  let current: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  let lastStart = -Infinity;
  const start = (): Promise<T> => {
    const wait = lastStart + spacingMs - performance.now();
    lastStart = performance.now() + Math.max(wait, 0);
    current = (wait > 0 ? sleep(wait).then(run) : run()).finally(() => {
      current = undefined;
    });
    return current;
  };
  return () => {
    if (!current) return start();
    next ??= current
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
