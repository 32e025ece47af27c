import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { mongo } from 'mongoose';
import * as tar from 'tar';
import { StaffTokenModel } from '../auth/staff-tokens';
import { SessionModel } from '../auth/session.model';
import { ListVersionModel } from '../db/list-version';
import { OutboxLeaseModel } from '../mail/outbox.model';
import { RateLimitSlotModel } from '../security/rate-limit/rate-limiter';
import { MIGRATION_LOCK_COLLECTION, MIGRATIONS_COLLECTION, schemaVersion } from './migrations';

export const MANIFEST = 'manifest.json';
export const ARCHIVE_FORMAT = 1;

/**
 * What a backup holds, and all a restore accepts: every model's collection but the unsaved ones
 * (backup-restore.test.ts holds both lists to the models), the applied migrations, and
 * the uploaded files (GridFS's two collections).
 */
export const BACKED_UP_COLLECTIONS: readonly string[] = [
  // The activity log: who changed what, kept a year.
  'activities',
  'contactmessages',
  'content_versions',
  'event_seats',
  'events',
  'mail_archive',
  'mail_given_up',
  'mail_last_sent',
  'mail_outbox',
  MIGRATIONS_COLLECTION,
  'newsletters',
  'once_claims',
  'programs',
  'registrations',
  'seed_markers',
  'subscriptions',
  'teachers',
  'testimonials',
  // Deleted content waiting TRASH_DAYS to be restored.
  'trash',
  'uploads.chunks',
  'uploads.files',
  'users',
  'webinars',
];

/**
 * Left out of a backup: sessions (no session outlives a restore), what matters for minutes
 * only (rate-limit windows, mail sending leases, the migration lock), and the versions running
 * instances' people lists were read at (a restore sets a new one).
 */
export const UNSAVED_COLLECTIONS: readonly string[] = [
  SessionModel.collection.collectionName,
  // Staff links work for minutes to days, once: a restore never brings one back.
  StaffTokenModel.collection.collectionName,
  RateLimitSlotModel.collection.collectionName,
  OutboxLeaseModel.collection.collectionName,
  MIGRATION_LOCK_COLLECTION,
  ListVersionModel.collection.collectionName,
];

/** An index as a backup holds it: all of the site's indexes that createIndexes needs. */
export interface ArchivedIndex {
  name: string;
  key: Record<string, 1 | -1>;
  unique?: boolean;
}

export interface ArchivedCollection {
  name: string;
  /** Documents in its member, one canonical Extended JSON document a line. */
  count: number;
  /** SHA-256 (hex) of its member. */
  sha256: string;
  /** Its indexes but the _id index. */
  indexes: ArchivedIndex[];
}

export interface BackupManifest {
  format: typeof ARCHIVE_FORMAT;
  createdAt: string;
  /** The last migration applied to the database, or null before any. */
  schemaVersion: string | null;
  /** True when every collection was read in one snapshot (MongoDB replica sets), else one by one. */
  snapshot: boolean;
  collections: ArchivedCollection[];
}

/** Where a collection's documents are in the archive. */
export const memberOf = (collection: string) =>
  `collections/${encodeURIComponent(collection)}.ndjson`;

/**
 * How documents are read for an archive: raw BSON types kept (an Int32 stays one, a double stays a
 * double) so restores are exact, and batches of 64, as FerretDB answers a whole batch however
 * large it is (64 GridFS chunks are 16 MiB; uncapped, a backup held every picture in memory).
 */
export const ARCHIVE_READS = {
  promoteValues: false,
  promoteLongs: false,
  promoteBuffers: false,
  bsonRegExp: true,
  batchSize: 64,
} as const;

/** The collections the database holds, by name; views and system collections are not data. */
export async function dataCollections(db: mongo.Db): Promise<string[]> {
  const collections = await db.listCollections({}, { nameOnly: true }).toArray();
  return collections
    .filter(({ name, type }) => type !== 'view' && !name.startsWith('system.'))
    .map(({ name }) => name)
    .sort();
}

/** Replica-set members of MongoDB read at one point in time for free; FerretDB has no snapshots. */
async function offersSnapshots(db: mongo.Db): Promise<boolean> {
  const hello = await db.command({ hello: 1 });
  return typeof hello.setName === 'string';
}

/**
 * What a collection's backup leaves out of it: mail waiting to be sent whose text holds a sign-in
 * secret (a backup opens no account, and a restore brings back no staff link to send).
 */
const LEFT_OUT: Partial<Record<string, mongo.Filter<mongo.Document>>> = {
  mail_outbox: { secret: { $ne: true } },
};

async function writeCollection(
  db: mongo.Db,
  name: string,
  file: string,
  session: mongo.ClientSession | undefined,
): Promise<ArchivedCollection> {
  const out = createWriteStream(file);
  const hash = createHash('sha256');
  let count = 0;
  const kept = LEFT_OUT[name] ?? {};
  for await (const document of db.collection(name).find(kept, { ...ARCHIVE_READS, session })) {
    const line = `${mongo.BSON.EJSON.stringify(document, { relaxed: false })}\n`;
    hash.update(line);
    count++;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await finished(out);
  return {
    name,
    count,
    sha256: hash.digest('hex'),
    indexes: await indexSpecs(db.collection(name)),
  };
}

/**
 * A collection's indexes as createIndexes takes them, but the _id index every collection has:
 * their name, key and uniqueness, the only options the site's indexes use. The rest of what
 * listIndexes gives is the server's own (`v`, `ns`) or without effect (`background`, which
 * MongoDB keeps on the indexes mongoose made), and would only be refused by a restore.
 */
export async function indexSpecs(collection: mongo.Collection): Promise<ArchivedIndex[]> {
  return (await collection.listIndexes().toArray())
    .filter((index) => index.name !== '_id_')
    .map(({ name, key, unique }) => ({ name, key, ...(unique === undefined ? {} : { unique }) }));
}

/**
 * Writes the BACKED_UP_COLLECTIONS the database has (GridFS files are two collections like any
 * other, so they come back byte for byte) into one tar.gz at `file`: manifest.json, then
 * collections/<name>.ndjson. The archive appears under its name only once it is complete.
 */
export async function createBackup(db: mongo.Db, file: string): Promise<BackupManifest> {
  const target = path.resolve(file);
  const workDir = await mkdtemp(path.join(path.dirname(target), '.backup-'));
  const session = (await offersSnapshots(db))
    ? db.client.startSession({ snapshot: true })
    : undefined;
  try {
    await mkdir(path.join(workDir, 'collections'));
    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      createdAt: new Date().toISOString(),
      schemaVersion: await schemaVersion(db),
      snapshot: session !== undefined,
      collections: [],
    };
    // GridFS writes a file's chunks before its files entry: read entries first, so a picture
    // uploaded meanwhile is at worst chunks without an entry, never an entry without its bytes.
    const names = (await dataCollections(db)).filter((name) =>
      BACKED_UP_COLLECTIONS.includes(name),
    );
    const chunksLast = (name: string) => Number(name.endsWith('.chunks'));
    for (const name of names.sort((a, b) => chunksLast(a) - chunksLast(b))) {
      const member = path.join(workDir, memberOf(name));
      manifest.collections.push(await writeCollection(db, name, member, session));
    }
    await writeFile(path.join(workDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = path.join(workDir, 'archive.tar.gz');
    const members = [MANIFEST, ...manifest.collections.map(({ name }) => memberOf(name))];
    await tar.create({ gzip: true, portable: true, file: partial, cwd: workDir }, members);
    // It holds password hashes and people's addresses: for its owner's eyes only.
    await chmod(partial, 0o600);
    await rename(partial, target);
    return manifest;
  } finally {
    await session?.endSession();
    await rm(workDir, { recursive: true, force: true });
  }
}

/** What a backup into a directory is called: the time it began, so the names sort by age. */
const DATED_ARCHIVE = /^da-boulder-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

/**
 * The nightly backup: a dated archive in `dir`, then the oldest dated archives removed so that
 * `keep` remain. Nothing is removed when the backup fails.
 */
export async function backupIntoDirectory(
  db: mongo.Db,
  dir: string,
  keep: number,
): Promise<{ file: string; manifest: BackupManifest; removed: string[] }> {
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `da-boulder-${stamp}.tar.gz`);
  const manifest = await createBackup(db, file);
  const archives = (await readdir(dir)).filter((name) => DATED_ARCHIVE.test(name)).sort();
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) await unlink(path.join(dir, name));
  return { file, manifest, removed };
}
