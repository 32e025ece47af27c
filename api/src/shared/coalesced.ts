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
    current = (async () => {
      // Until the spacing has passed by this clock: a timer may fire a little early (Node times
      // it from the loop's cached time), more so on a busy machine.
      const due = lastStart + spacingMs;
      while (performance.now() < due) await sleep(due - performance.now());
      lastStart = performance.now();
      return run();
    })().finally(() => {
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
