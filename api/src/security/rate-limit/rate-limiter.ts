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

/**
 * 1..points in random order, drawn as needed (a lazy Fisher-Yates shuffle): contenders arriving
 * together mostly try different slots, and a limit of thousands costs no more than one of five.
 */
function* randomSlotNumbers(points: number): Generator<number> {
  const moved = new Map<number, number>();
  for (let index = 0; index < points; index++) {
    const other = index + randomInt(points - index);
    yield (moved.get(other) ?? other) + 1;
    moved.set(other, moved.get(index) ?? index);
  }
}

/** Slots found taken before the window's slots are counted, to know whether to go on trying. */
const TRIES_BEFORE_COUNTING = 16;

const FULL_WINDOWS_KEPT = 10_000;

/**
 * A fixed-window limit per key, counted in MongoDB (so shared by every API instance) before the
 * work it guards, so parallel requests cannot slip past it.
 */
export class RateLimiter {
  /**
   * With `rememberFull`, for a limit whose slots are never given back (release): the windows this
   * process found full are refused until they end, so a flood past the limit costs the database
   * nothing more.
   */
  private readonly fullUntil?: Map<string, number>;

  constructor(
    private readonly name: string,
    private readonly limit: Limit,
    { now = Date.now, rememberFull = false }: { now?: () => number; rememberFull?: boolean } = {},
  ) {
    this.now = now;
    if (rememberFull) this.fullUntil = new Map();
  }

  private readonly now: () => number;

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
    if ((this.fullUntil?.get(bucket) ?? 0) > at) return this.refuse(endsAt, at);
    // Slot numbers run 1..points, so the window can never hold more. Trying slots is cheap (an
    // insert); counting them reads every slot of every window on FerretDB, so it happens only
    // after many were found taken, to stop trying when the window is full.
    let taken = 0;
    for (const number of randomSlotNumbers(this.limit.points)) {
      const slotId = `${bucket}:${number}`;
      try {
        await RateLimitSlotModel.create({ _id: slotId, bucket, expiresAt: new Date(endsAt) });
        return { allowed: true, slotId };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      if (
        ++taken % TRIES_BEFORE_COUNTING === 0 &&
        (await RateLimitSlotModel.countDocuments({ bucket })) >= this.limit.points
      )
        break;
    }
    if (this.fullUntil) {
      if (this.fullUntil.size >= FULL_WINDOWS_KEPT) this.fullUntil.clear();
      this.fullUntil.set(bucket, endsAt);
    }
    return this.refuse(endsAt, at);
  }

  private refuse(endsAt: number, at: number): Taken {
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

/**
 * Counts one more try at something that allows `tries` in all (a mailed code), kept until
 * `expiresAt`: the number of this try, 1 to `tries`, or null once all are spent. Exact under
 * concurrency and across instances, as a window's slots are.
 */
export async function countTry(
  key: string,
  tries: number,
  expiresAt: Date,
): Promise<number | null> {
  for (let number = 1; number <= tries; number++) {
    try {
      await RateLimitSlotModel.create({ _id: `${key}:${number}`, bucket: key, expiresAt });
      return number;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  return null;
}

/** Removes slots whose window has ended (a periodic sweep; FerretDB has no TTL indexes). */
export async function sweepExpiredSlots(now = new Date()): Promise<number> {
  const { deletedCount } = await RateLimitSlotModel.deleteMany({
    expiresAt: mongoose.trusted({ $lte: now }),
  });
  return deletedCount;
}
