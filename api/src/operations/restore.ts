import { mongo } from 'mongoose';
import { moveContentVersionPast, storedContentVersion } from '../cache/content-version';
import { bumpEveryListVersion } from '../db/list-version';
import { ARCHIVE_READS, dataCollections, indexSpecs, type BackupManifest } from './backup';
import { knownMigrations, MIGRATIONS_COLLECTION } from './migrations';
import { DEFAULT_MAX_RESTORE_BYTES, readArchive, RestoreRefused } from './read-archive';

export { DEFAULT_MAX_RESTORE_BYTES, RestoreRefused };

/**
 * Where an archived collection is written until all of it is in, and where the one it replaces
 * waits until every collection is swapped in. Neither is a name a backup writes.
 */
const STAGING_PREFIX = 'restore_new_';
const REPLACED_PREFIX = 'restore_old_';
const staged = (name: string) => `${STAGING_PREFIX}${name}`;
const replaced = (name: string) => `${REPLACED_PREFIX}${name}`;

/** FerretDB 1.x renames no collection with a dot in its name (GridFS's), nor onto one. */
const INVALID_NAMESPACE = 73;

async function copyCollection(db: mongo.Db, from: string, to: string): Promise<void> {
  const target = await db.createCollection(to);
  try {
    const cursor = db.collection(from).find({}, ARCHIVE_READS);
    while (await cursor.hasNext()) {
      await target.insertMany(cursor.readBufferedDocuments(), { ordered: true });
    }
    const indexes = await indexSpecs(db.collection(from));
    if (indexes.length > 0) await target.createIndexes(indexes);
  } catch (error) {
    await target.drop();
    throw error;
  }
}

/**
 * Renames a collection, or where the server cannot (FerretDB and GridFS's names) copies it and
 * drops the original. Either way, a move that fails leaves `from` as it was and no `to`.
 */
async function moveCollection(db: mongo.Db, from: string, to: string): Promise<void> {
  try {
    await db.renameCollection(from, to);
  } catch (error) {
    if (!(error instanceof mongo.MongoServerError && error.code === INVALID_NAMESPACE)) throw error;
    await copyCollection(db, from, to);
    await db.collection(from).drop();
  }
}

/**
 * Puts each staged collection in place of the live one, which is moved aside first. Should a move
 * fail, the ones done are undone, so the database holds what it held before.
 */
async function swapIn(db: mongo.Db, names: string[], existing: string[]): Promise<void> {
  const moves: [from: string, to: string][] = [];
  try {
    for (const name of names) {
      if (existing.includes(name)) {
        await moveCollection(db, name, replaced(name));
        moves.push([name, replaced(name)]);
      }
      await moveCollection(db, staged(name), name);
      moves.push([staged(name), name]);
    }
  } catch (error) {
    try {
      for (const [from, to] of moves.reverse()) await moveCollection(db, to, from);
    } catch (undoError) {
      throw new Error(
        `The restore failed while swapping collections in (${(error as Error).message}), and putting the previous ones back failed too (${(undoError as Error).message}): those not back in place are in the ${REPLACED_PREFIX}* collections.`,
      );
    }
    throw error;
  }
}

/** The server turning the archive's data down (a duplicate key, say) refuses the archive. */
async function stage(file: string, name: string, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!(error instanceof mongo.MongoServerError)) throw error;
    throw new RestoreRefused(
      `${file} is refused: the database would not take its ${name} (${error.message})`,
    );
  }
}

/**
 * The migrations applied to the archive's data (as staged) that this code does not have: the
 * data may have a shape it cannot read, and `migrate status` would list them as applied.
 */
async function newerMigrations(db: mongo.Db): Promise<string[]> {
  const known = new Set(await knownMigrations(db));
  const applied = await db
    .collection<{ _id: string }>(staged(MIGRATIONS_COLLECTION))
    .find({}, { projection: { _id: 1 } })
    .toArray();
  return applied.map(({ _id }) => _id).filter((name) => !known.has(name));
}

async function dropStaged(db: mongo.Db): Promise<void> {
  for (const name of await dataCollections(db)) {
    if (name.startsWith(STAGING_PREFIX)) await db.collection(name).drop();
  }
}

export interface RestoreOptions {
  /** Drop everything the database holds (sessions included), instead of refusing. */
  replace?: boolean;
  /** The most the archive may hold once inflated, in bytes. */
  maxBytes?: number;
  /** Restore an archive from newer code (migrations this code lacks), instead of refusing. */
  allowNewer?: boolean;
}

/**
 * Restores a backup. Refuses a database that holds any document unless `replace`; then reads the
 * archive once, checking each line as it comes (readArchive), into new collections beside the
 * live ones, with their indexes, and only once all of it was read and checked (and its
 * migrations are all this code's, unless `allowNewer`) swaps them in. A restore that fails
 * leaves the database as it was.
 */
export async function restoreBackup(
  db: mongo.Db,
  file: string,
  {
    replace = false,
    maxBytes = DEFAULT_MAX_RESTORE_BYTES,
    allowNewer = false,
  }: RestoreOptions = {},
): Promise<BackupManifest> {
  // What an interrupted restore staged is no data; what it moved aside is.
  const existing = (await dataCollections(db)).filter((name) => !name.startsWith(STAGING_PREFIX));
  const holding: string[] = [];
  for (const name of existing) {
    if (await db.collection(name).findOne({}, { projection: { _id: 1 } })) holding.push(name);
  }
  if (holding.length > 0 && !replace) {
    // A forged or broken archive is said to be one first, whatever the database holds.
    await readArchive(file, { maxBytes });
    throw new RestoreRefused(
      `The database is not empty (${holding.join(', ')}). Restore into an empty database, or add --replace to drop all it holds first.`,
    );
  }

  await dropStaged(db);
  let manifest: BackupManifest;
  let names: string[];
  let liveContentVersion: number;
  try {
    manifest = await readArchive(file, {
      maxBytes,
      onBatch: (name, documents) =>
        stage(file, name, () => db.collection(staged(name)).insertMany(documents)),
    });
    const newer = allowNewer ? [] : await newerMigrations(db);
    if (newer.length > 0) {
      throw new RestoreRefused(
        `${file} is refused: it is from a newer release of the site (its data went through ${newer.join(', ')}, which this code does not have). Restore it with that release, or add --allow-newer to restore it anyway.`,
      );
    }
    names = manifest.collections.map(({ name }) => name);
    for (const { name, count, indexes } of manifest.collections) {
      // A collection with documents was made by their first insert.
      if (count === 0) await db.createCollection(staged(name));
      if (indexes.length === 0) continue;
      await stage(file, name, () => db.collection(staged(name)).createIndexes(indexes));
    }
    // Left by an interrupted restore, and in the way of moving the live collections aside.
    for (const name of existing) {
      if (name.startsWith(REPLACED_PREFIX)) await db.collection(name).drop();
    }
    liveContentVersion = await storedContentVersion(db);
    await swapIn(db, names, existing);
  } catch (error) {
    await dropStaged(db);
    throw error;
  }
  // Empty collections go too, so none keeps indexes the archive does not have.
  for (const name of existing.filter((name) => !name.startsWith(REPLACED_PREFIX))) {
    await db.collection(names.includes(name) ? replaced(name) : name).drop();
  }
  // Running instances' people lists must not keep what the database held before, nor their
  // caches (and the shell's pages) what they built at the live version or at the archive's.
  await bumpEveryListVersion(db);
  await moveContentVersionPast(db, liveContentVersion);
  return manifest;
}
