/**
 * `run` for callers that only need it to start after they called: calls that arrive while one is
 * under way share the single run that starts when it ends. A burst of writes then costs two
 * version updates, not one each.
 */
export function coalesced<T>(run: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    current = run().finally(() => {
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
