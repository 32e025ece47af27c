import { coalesced } from './coalesced';

describe('coalesced', () => {
  it('runs once for the calls made during a run, and that run starts after them', async () => {
    const starts: number[] = [];
    let release: () => void = () => undefined;
    const run = coalesced(async () => {
      starts.push(starts.length);
      await new Promise<void>((resolve) => (release = resolve));
      return starts.length;
    });
    const first = run();
    const during = [run(), run(), run()];
    expect(starts).toEqual([0]);
    release();
    expect(await first).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    // One more run for the three calls made while the first was under way.
    expect(starts).toEqual([0, 1]);
    release();
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
    expect(starts).toHaveLength(2);
  });

  it('starts the next run after a failed one', async () => {
    let fail = true;
    const run = coalesced(async () => {
      await Promise.resolve();
      if (fail) throw new Error('away');
      return 'done';
    });
    const first = run();
    const second = run();
    fail = true;
    await expect(first).rejects.toThrow('away');
    fail = false;
    await expect(second).resolves.toBe('done');
  });
});

describe('coalesced with spacing', () => {
  it('starts a run no sooner than the spacing after the one before it started', async () => {
    const starts: number[] = [];
    const run = coalesced(
      async () => {
        starts.push(performance.now());
      },
      { spacingMs: 200 },
    );
    await run();
    await run();
    // The second of these arrives while the first runs: it has a run of its own after it.
    await Promise.all([run(), run()]);
    expect(starts).toHaveLength(4);
    // Read inside each run, a few microseconds after the time coalesced spaced it from.
    for (let index = 1; index < starts.length; index++)
      expect(starts[index] - starts[index - 1]).toBeGreaterThanOrEqual(199);
  });
});
