/**
 * Runs `sweep` every `everyMs` (and at once with `now`), one run after another; a run that fails
 * goes to `onError`, and the next is tried. `stop` ends the runs and waits for the one under way,
 * so a stopping instance finishes what it began (a person moved up and mailed, a draft made
 * public and its activity entry).
 */
export function startSweep(
  sweep: () => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void,
  { now = false } = {},
): { stop: () => Promise<void> } {
  let runs: Promise<unknown> = Promise.resolve();
  const run = () => {
    runs = runs.then(sweep).catch(onError);
  };
  if (now) run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await runs;
    },
  };
}
