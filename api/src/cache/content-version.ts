import type { mongo } from 'mongoose';
import { upsertRetried } from '../db/duplicate-key';
import { ContentVersionModel } from './content-version.model';

const CONTENT = 'content';

/** Increments the shared content version and returns the new value. */
export async function bumpContentVersion(): Promise<number> {
  const bumped = await upsertRetried(() =>
    ContentVersionModel.findOneAndUpdate(
      { _id: CONTENT },
      { $inc: { version: 1 } },
      { upsert: true, new: true },
    ).lean(),
  );
  return bumped!.version;
}

/** The versions' collection through `db`'s driver, as operator commands (restores) write. */
const versionsIn = (db: mongo.Db) =>
  db.collection<{ _id: string; version: number }>(ContentVersionModel.collection.collectionName);

/** The shared content version `db` holds (0 before the first content write). */
export async function storedContentVersion(db: mongo.Db): Promise<number> {
  const stored = await versionsIn(db).findOne({ _id: CONTENT }, { projection: { version: 1 } });
  return stored?.version ?? 0;
}

/**
 * For a restore: sets the shared content version past `above` (the one before it) and the one it
 * restored. The archive's may be a version that caches (the API's reads, the shell's pages) were
 * built at with other content: a new one has them all read again.
 */
export async function moveContentVersionPast(db: mongo.Db, above: number): Promise<number> {
  await upsertRetried(() =>
    versionsIn(db).updateOne({ _id: CONTENT }, { $max: { version: above } }, { upsert: true }),
  );
  const moved = await versionsIn(db).findOneAndUpdate(
    { _id: CONTENT },
    { $inc: { version: 1 } },
    { returnDocument: 'after' },
  );
  return moved!.version;
}

async function readContentVersion(): Promise<number> {
  const stored = await ContentVersionModel.findById(CONTENT, { version: 1 }).lean();
  return stored?.version ?? 0;
}

export interface ContentVersion {
  /** True while the known version is recent enough to be trusted without asking the database. */
  isFresh(): boolean;
  /** The version last read or written by this instance. */
  known(): number;
  /** Re-reads the shared version (concurrent callers share one read). */
  refresh(): Promise<number>;
  /** Records a content write: increments the shared version and adopts the new one at once. */
  bump(): Promise<number>;
}

/**
 * This instance's view of the shared content version, trusted for `maxAgeMs` after it was read.
 * Staleness bound: a write that finished (its response sent) at time T on any instance is seen
 * by every other instance for all requests after T + maxAgeMs, because a version is only
 * trusted for maxAgeMs from the moment its read was started. On the instance that wrote, it is
 * seen at once.
 */
export function trackContentVersion(maxAgeMs: number): ContentVersion {
  let version = 0;
  let readAt = -Infinity;
  // Bumped by each local write, so a read that started before the write cannot undo it.
  let writes = 0;
  let pending: Promise<number> | undefined;

  const refresh = () => {
    pending ??= (async () => {
      const startedAt = Date.now();
      const writesAtStart = writes;
      try {
        const stored = await readContentVersion();
        if (writes === writesAtStart) {
          version = stored;
          readAt = startedAt;
        }
        return version;
      } finally {
        pending = undefined;
      }
    })();
    return pending;
  };

  return {
    isFresh: () => Date.now() - readAt < maxAgeMs,
    known: () => version,
    refresh,
    async bump() {
      const startedAt = Date.now();
      writes++;
      // Two local writes may return out of order; the higher version is the later one.
      version = Math.max(version, await bumpContentVersion());
      readAt = startedAt;
      return version;
    },
  };
}
