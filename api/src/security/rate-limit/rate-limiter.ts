import { randomInt } from 'node:crypto';
import mongoose, { model, Schema } from 'mongoose';
import { isDuplicateKey } from '../../db/duplicate-key';
import { rateLimitRefusals } from '../../operations/metrics';

/**
 * One counted request: the n-th slot of a key's time window, its `_id` `<bucket>:<n>`. The unique
 * `_id` is what makes the count exact under concurrency, across every API instance: two requests
 * that both saw n-1 slots both try to insert slot n, and the database lets exactly one of them.
 *
 * Why not `$inc` on one counter document (rate-limiter-flexible's Mongo store): FerretDB 1.24
 * loses concurrent updates. 300 parallel upserting `$inc`s of one counter left it at 11 there,
 * so 289 requests would have slipped past a limit. Inserts of distinct ids are never lost.
 */
const rateLimitSlotSchema = new Schema(
  {
    _id: { type: String, required: true },
    bucket: { type: String, required: true, index: true },
    /** No TTL indexes on FerretDB: expired slots are swept (sweepExpiredSlots). */
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export const RateLimitSlotModel = model('RateLimitSlot', rateLimitSlotSchema);

export interface Limit {
  /** Requests a key may make within one window. */
  points: number;
  windowMs: number;
}

export type Taken = { allowed: true; slotId: string } | { allowed: false; retryAfterMs: number };

/** 1..points in random order: contenders arriving together mostly try different slots. */
function shuffledSlotNumbers(points: number): number[] {
  const numbers = Array.from({ length: points }, (_, index) => index + 1);
  for (let index = numbers.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [numbers[index], numbers[other]] = [numbers[other], numbers[index]];
  }
  return numbers;
}

/**
 * A fixed-window limit per key, counted in MongoDB (so shared by every API instance) before the
 * work it guards, so parallel requests cannot slip past it.
 */
export class RateLimiter {
  constructor(
    private readonly name: string,
    private readonly limit: Limit,
    private readonly now: () => number = Date.now,
  ) {}

  private windowOf(at: number) {
    const index = Math.floor(at / this.limit.windowMs);
    return { index, endsAt: (index + 1) * this.limit.windowMs };
  }

  private bucketOf(key: string, windowIndex: number) {
    return `${this.name}:${windowIndex}:${key}`;
  }

  /** Takes one of the key's slots in the current window, or says how long until the next one. */
  async take(key: string): Promise<Taken> {
    const at = this.now();
    const { index, endsAt } = this.windowOf(at);
    const bucket = this.bucketOf(key, index);
    // Slot numbers run 1..points, so the window can never hold more. A contender may take the
    // one tried first: count again, and try another while any is left.
    for (const number of shuffledSlotNumbers(this.limit.points)) {
      if ((await RateLimitSlotModel.countDocuments({ bucket })) >= this.limit.points) break;
      const slotId = `${bucket}:${number}`;
      try {
        await RateLimitSlotModel.create({ _id: slotId, bucket, expiresAt: new Date(endsAt) });
        return { allowed: true, slotId };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    rateLimitRefusals.inc({ limiter: this.name });
    return { allowed: false, retryAfterMs: Math.max(endsAt - at, 1000) };
  }

  /**
   * Gives slots back, for a request that should not count after all (a login that succeeded).
   * Their numbers are free again for later requests in the window.
   */
  static async release(slotIds: string[]): Promise<void> {
    if (slotIds.length > 0)
      await RateLimitSlotModel.deleteMany({ _id: mongoose.trusted({ $in: slotIds }) });
  }
}

/** Removes slots whose window has ended (a periodic sweep; FerretDB has no TTL indexes). */
export async function sweepExpiredSlots(now = new Date()): Promise<number> {
  const { deletedCount } = await RateLimitSlotModel.deleteMany({
    expiresAt: mongoose.trusted({ $lte: now }),
  });
  return deletedCount;
}
