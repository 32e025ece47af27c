/**
 * Counts events per key within a sliding time window, in memory. Enough for the single API
 * instance this site runs; several instances would each keep their own counts (a shared store
 * would be needed then).
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `key` may try again, or 0 when it is under the limit. */
  retryAfterMs(key: string): number {
    const recent = this.recent(key);
    return recent.length >= this.limit ? recent[0] + this.windowMs - this.now() : 0;
  }

  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune();
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    return (this.hits.get(key) ?? []).filter((time) => time > cutoff);
  }

  /** Keeps memory bounded when many different keys appear (e.g. a username-guessing run). */
  private prune(): void {
    for (const key of this.hits.keys()) {
      if (this.recent(key).length === 0) this.hits.delete(key);
    }
  }
}
