import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { mongo } from 'mongoose';
import { Umzug, type UmzugStorage } from 'umzug';
import { isDuplicateKey } from '../db/duplicate-key';
import { bumpEveryListVersion } from '../db/list-version';

/** Applied migrations, one document each: `_id` is the file's name without its extension. */
export const MIGRATIONS_COLLECTION = 'migrations';
/** Holds the one lock document while an instance runs the migrations. */
export const MIGRATION_LOCK_COLLECTION = 'migration_lock';

/** What a numbered file in src/migrations exports. Migrations use the driver, never the models,
 * so they keep meaning what they meant when written. */
export interface Migration {
  up(db: mongo.Db): Promise<void>;
}

interface AppliedMigration {
  _id: string;
  appliedAt: Date;
}

interface MigrationLock {
  _id: string;
  holder: string;
  expiresAt: Date;
}

const MIGRATIONS_DIR = path.join(__dirname, '../migrations');
const LOCK_ID = 'migrations';

function migrator(db: mongo.Db): Umzug {
  const applied = db.collection<AppliedMigration>(MIGRATIONS_COLLECTION);
  const storage: UmzugStorage = {
    // The unique _id records each migration at most once, whatever happens to the lock.
    logMigration: async ({ name }) =>
      void (await applied.insertOne({ _id: name, appliedAt: new Date() })),
    unlogMigration: async ({ name }) => void (await applied.deleteOne({ _id: name })),
    executed: async () => (await applied.find().sort({ _id: 1 }).toArray()).map((row) => row._id),
  };
  return new Umzug({
    // Numbered files, .ts under jest and .js once built: named without the extension.
    migrations: {
      glob: ['[0-9][0-9][0-9][0-9]-*.{js,ts}', { cwd: MIGRATIONS_DIR, ignore: ['*.d.ts'] }],
      resolve: ({ name, path: file }) => ({
        name: name.replace(/\.[jt]s$/, ''),
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a built file, required as before
        up: async () => (require(file!) as Migration).up(db),
      }),
    },
    storage,
    logger: undefined,
  });
}

export interface RunMigrationsOptions {
  log?: (message: string) => void;
  /** How long the lock holds without renewal: a crashed holder's lock is free after it. */
  leaseMs?: number;
  /** How often a waiting instance tries the lock again. */
  pollMs?: number;
}

/**
 * Runs the pending migrations in order, each exactly once however many instances start at once:
 * one holds the lock (a document inserted under the unique _id, as the outbox's leases; FerretDB
 * has no transactions) and the others wait for it, then find nothing left to do. Returns the
 * names this call applied.
 */
export async function runMigrations(
  db: mongo.Db,
  { log = () => undefined, leaseMs = 2 * 60_000, pollMs = 250 }: RunMigrationsOptions = {},
): Promise<string[]> {
  const lock = db.collection<MigrationLock>(MIGRATION_LOCK_COLLECTION);
  const holder = `${os.hostname()}:${process.pid}:${randomUUID()}`;
  const leaseEnd = () => new Date(Date.now() + leaseMs);
  for (let waited = false; ; waited = true) {
    try {
      await lock.insertOne({ _id: LOCK_ID, holder, expiresAt: leaseEnd() });
      break;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    // A holder that died leaves a lock nobody renews: once it has run out, it is anyone's.
    await lock.deleteOne({ _id: LOCK_ID, expiresAt: { $lt: new Date() } });
    if (!waited) log('waiting for another instance to finish the migrations');
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  const renew = setInterval(() => {
    void lock
      .updateOne({ _id: LOCK_ID, holder }, { $set: { expiresAt: leaseEnd() } })
      .catch(() => undefined);
  }, leaseMs / 4);
  try {
    const umzug = migrator(db);
    umzug.on('migrated', ({ name }) => log(`applied migration ${name}`));
    const applied = (await umzug.up()).map((migration) => migration.name);
    // Migrations write through the driver: running instances' people lists must read them anew.
    if (applied.length > 0) await bumpEveryListVersion(db);
    return applied;
  } finally {
    clearInterval(renew);
    await lock.deleteOne({ _id: LOCK_ID, holder });
  }
}

/** The names of the migrations this code has, in order. */
export async function knownMigrations(db: mongo.Db): Promise<string[]> {
  return (await migrator(db).migrations({})).map(({ name }) => name);
}

export interface MigrationStatus {
  applied: { name: string; appliedAt: Date }[];
  pending: string[];
}

export async function migrationStatus(db: mongo.Db): Promise<MigrationStatus> {
  const applied = await db
    .collection<AppliedMigration>(MIGRATIONS_COLLECTION)
    .find()
    .sort({ _id: 1 })
    .toArray();
  const pending = await migrator(db).pending();
  return {
    applied: applied.map(({ _id, appliedAt }) => ({ name: _id, appliedAt })),
    pending: pending.map((migration) => migration.name),
  };
}

/** The database's schema version: the last migration applied to it, or null before any. */
export async function schemaVersion(db: mongo.Db): Promise<string | null> {
  const [last] = await db
    .collection<AppliedMigration>(MIGRATIONS_COLLECTION)
    .find()
    .sort({ _id: -1 })
    .limit(1)
    .toArray();
  return last?._id ?? null;
}
