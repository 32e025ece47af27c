import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { mongo } from 'mongoose';
import * as tar from 'tar';
import * as v from 'valibot';
import { bumpEveryListVersion } from '../db/list-version';
import { ARCHIVE_FORMAT, dataCollections, MANIFEST, memberOf, type BackupManifest } from './backup';

/** The archive or the database is not one a restore may go ahead with; nothing was written. */
export class RestoreRefused extends Error {}

const ManifestSchema = v.object({
  format: v.literal(ARCHIVE_FORMAT),
  createdAt: v.string(),
  schemaVersion: v.nullable(v.string()),
  snapshot: v.boolean(),
  collections: v.pipe(
    v.array(
      v.object({
        // What MongoDB allows in a collection name, system collections aside.
        name: v.pipe(v.string(), v.regex(/^(?!system\.)[^$\0]+$/)),
        count: v.pipe(v.number(), v.integer(), v.minValue(0)),
        sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
        indexes: v.array(
          v.looseObject({ name: v.string(), key: v.record(v.string(), v.unknown()) }),
        ),
      }),
    ),
    v.check(
      (collections) => new Set(collections.map(({ name }) => name)).size === collections.length,
    ),
  ),
});

/** One batch of documents per insert: a few MB (GridFS chunks are 255 kB each). */
const BATCH_DOCUMENTS = 1000;
const BATCH_BYTES = 8 * 1024 * 1024;

async function* documentLines(file: string): AsyncGenerator<string> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) if (line !== '') yield line;
}

/** SHA-256 and line count of a member, read as written. */
async function digest(file: string): Promise<{ sha256: string; count: number }> {
  const hash = createHash('sha256');
  let count = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    for (const byte of chunk) if (byte === 0x0a) count++;
  }
  return { sha256: hash.digest('hex'), count };
}

/**
 * Unpacks the archive's manifest and collections (nothing else, nowhere else) into `workDir`
 * and checks every member against the manifest: the archive as a whole is sound or refused.
 */
async function unpackVerified(file: string, workDir: string): Promise<BackupManifest> {
  try {
    await tar.extract({
      file,
      cwd: workDir,
      strict: true,
      filter: (member, entry) =>
        'type' in entry &&
        entry.type === 'File' &&
        (member === MANIFEST || /^collections\/[^/]+\.ndjson$/.test(member)),
    });
  } catch (error) {
    throw new RestoreRefused(
      `${file} is not a readable backup archive: ${(error as Error).message}`,
    );
  }
  let manifest: BackupManifest;
  try {
    manifest = v.parse(
      ManifestSchema,
      JSON.parse(await readFile(path.join(workDir, MANIFEST), 'utf8')),
    );
  } catch {
    throw new RestoreRefused(`${file} has no valid ${MANIFEST}: it is not a backup of this site`);
  }
  for (const { name, sha256, count } of manifest.collections) {
    const member = memberOf(name);
    const actual = await digest(path.join(workDir, member)).catch(() => null);
    if (!actual) throw new RestoreRefused(`${file} lacks ${member}, which its manifest lists`);
    if (actual.sha256 !== sha256 || actual.count !== count) {
      throw new RestoreRefused(
        `${member} in ${file} does not match its checksum: the archive is damaged`,
      );
    }
  }
  return manifest;
}

async function insertAll(collection: mongo.Collection, file: string): Promise<void> {
  let batch: mongo.Document[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length > 0) await collection.insertMany(batch, { ordered: true });
    batch = [];
    bytes = 0;
  };
  for await (const line of documentLines(file)) {
    batch.push(mongo.BSON.EJSON.parse(line, { relaxed: false }) as mongo.Document);
    bytes += line.length;
    if (batch.length >= BATCH_DOCUMENTS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
}

export interface RestoreOptions {
  /** Drop everything the database holds first (sessions included), instead of refusing. */
  replace?: boolean;
}

/**
 * Restores a backup: checks every member's checksum first, refuses a database that holds any
 * document unless `replace`, then writes each collection and its indexes.
 */
export async function restoreBackup(
  db: mongo.Db,
  file: string,
  { replace = false }: RestoreOptions = {},
): Promise<BackupManifest> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'da-boulder-restore-'));
  try {
    const manifest = await unpackVerified(file, workDir);
    const existing = await dataCollections(db);
    const holding: string[] = [];
    for (const name of existing) {
      if (await db.collection(name).findOne({}, { projection: { _id: 1 } })) holding.push(name);
    }
    if (holding.length > 0 && !replace) {
      throw new RestoreRefused(
        `The database is not empty (${holding.join(', ')}). Restore into an empty database, or add --replace to drop all it holds first.`,
      );
    }
    // Empty collections go too, so none keeps indexes the archive does not have.
    for (const name of existing) await db.collection(name).drop();
    for (const { name, indexes } of manifest.collections) {
      await db.createCollection(name);
      await insertAll(db.collection(name), path.join(workDir, memberOf(name)));
      if (indexes.length > 0) {
        await db.collection(name).createIndexes(indexes as mongo.IndexDescription[]);
      }
    }
    // Running instances' people lists must not keep what the database held before.
    await bumpEveryListVersion(db);
    return manifest;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
