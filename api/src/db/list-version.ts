import { randomUUID } from 'node:crypto';
import mongoose, {
  model,
  Schema,
  type Model,
  type mongo,
  type MongooseQueryMiddleware,
} from 'mongoose';
import { coalesced } from '../shared/coalesced';
import { upsertRetried } from './duplicate-key';

/**
 * How instances tell each other that a people collection changed (see shared/list-cache.ts). Each
 * API process writes its own document per collection (`_id` "<collection> <process>"), and only
 * that one, with a fresh random `version` after each of its writes: no two writers share a
 * document, so FerretDB's lost concurrent updates cannot hide a write, and any value a process
 * has not seen means another one wrote. A `*` document changes for every collection at once
 * (migrations, restores). Documents untouched for PRUNE_DAYS (instances long gone) are deleted
 * daily (pruneListVersions): a vanished document also reads as a change, so that is safe.
 */
const listVersionSchema = new Schema(
  {
    _id: { type: String, required: true },
    list: { type: String, required: true },
    version: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

export const ListVersionModel = model('ListVersion', listVersionSchema, 'list_versions');

const PROCESS = randomUUID();
const EVERY_LIST = '*';
const PRUNE_DAYS = 30;

/**
 * Rows this process wrote, by id: each as stored when the writer has it (an insert), null when
 * deleted, undefined when it must be read back. Undefined as a whole: any row may have changed.
 */
export type WrittenRows = ReadonlyMap<string, object | null | undefined> | undefined;

/** This process's caches of a collection hear of its writes. */
type Listener = (rows: WrittenRows) => void;
const listeners = new Map<string, Set<Listener>>();

export function onListWrite(collection: string, listener: Listener): void {
  if (!listeners.has(collection)) listeners.set(collection, new Set());
  listeners.get(collection)!.add(listener);
}

/** Sets a new version in `_id`'s document, through the driver, so any process can. */
async function setVersion(db: mongo.Db, _id: string, list: string): Promise<void> {
  await upsertRetried(() =>
    db
      .collection<{ _id: string }>(ListVersionModel.collection.collectionName)
      .updateOne(
        { _id },
        { $set: { list, version: randomUUID(), at: new Date() } },
        { upsert: true },
      ),
  );
}

/**
 * How soon other instances hear of a visitor's new record (insertFromVisitor): a rush of
 * registrations then costs four version updates a second, not one each.
 */
const VISITOR_INSERTS_TOLD_WITHIN_MS = 250;

/**
 * This process's version update of each collection, shared by the writes of a burst: at once,
 * and spaced for visitors' inserts.
 */
const versionUpdates = new Map<
  string,
  { now: () => Promise<void>; soon: () => Promise<void>; told: Promise<void> }
>();

function versionUpdateOf(collection: string) {
  let update = versionUpdates.get(collection);
  if (!update) {
    const set = () => setVersion(mongoose.connection.db!, `${collection} ${PROCESS}`, collection);
    update = {
      now: coalesced(set),
      soon: coalesced(set, { spacingMs: VISITOR_INSERTS_TOLD_WITHIN_MS }),
      told: Promise.resolve(),
    };
    versionUpdates.set(collection, update);
  }
  return update;
}

/**
 * Tells this process's caches of `collection` which rows it wrote, then the other instances (a
 * version update that starts after the write: writes made together share one). With `soon`,
 * the answer does not wait for the other instances, which hear of it within a quarter second.
 */
export async function listWritten(
  collection: string,
  rows?: WrittenRows,
  { soon = false } = {},
): Promise<void> {
  for (const listener of listeners.get(collection) ?? []) listener(rows);
  const update = versionUpdateOf(collection);
  // Should it fail, the next write's update tells them (a version only ever changes).
  if (soon) {
    update.told = update.soon();
    void update.told.catch(() => undefined);
  } else await update.now();
}

/**
 * Settles once other instances can hear of this process's visitor inserts into `collection` made
 * so far (listWritten's `soon`); rejects when that version update failed.
 */
export const othersTold = (collection: string): Promise<void> =>
  versionUpdates.get(collection)?.told ?? Promise.resolve();

/**
 * Stores a record a visitor sent (a registration, a message, a subscription) through its model:
 * this process's lists have it at once, other instances' within a quarter second, so a rush of
 * them is not one version update each.
 */
export async function insertFromVisitor<T>(
  model: new (fields: object) => { $locals: Record<string, unknown>; save(): Promise<T> },
  fields: object,
): Promise<T> {
  const record = new model(fields);
  record.$locals.othersSoon = true;
  return record.save();
}

/** Deletes the version documents of processes that have not written for PRUNE_DAYS. */
export async function pruneListVersions(): Promise<void> {
  const before = new Date(Date.now() - PRUNE_DAYS * 24 * 60 * 60 * 1000);
  await ListVersionModel.deleteMany({ at: mongoose.trusted({ $lt: before }) });
}

/**
 * Marks `collection` changed everywhere. Writes through its model do it themselves
 * (trackListWrites); a write through the driver (`Model.collection.*`) must call this after it.
 */
export const bumpListVersion = (collection: string) => listWritten(collection);

/** Marks every people collection changed on every instance (after a migration, a restore). */
export const bumpEveryListVersion = (db: mongo.Db) => setVersion(db, EVERY_LIST, EVERY_LIST);

/** What other writers have set for `collection`: a different answer means one of them wrote. */
export async function othersListVersion(collection: string): Promise<string> {
  const stored = await ListVersionModel.find({
    list: mongoose.trusted({ $in: [collection, EVERY_LIST] }),
  }).lean();
  const own = `${collection} ${PROCESS}`;
  return stored
    .filter(({ _id }) => _id !== own)
    .map(({ _id, version }) => `${_id}=${version}`)
    .sort()
    .join();
}

const QUERY_UPDATES: MongooseQueryMiddleware[] = [
  'updateOne',
  'updateMany',
  'replaceOne',
  'findOneAndUpdate',
  'findOneAndReplace',
];
const QUERY_DELETES: MongooseQueryMiddleware[] = ['deleteOne', 'deleteMany', 'findOneAndDelete'];

const nameOf = (written: { collection: { collectionName: string } }) =>
  written.collection.collectionName;

const each = (ids: readonly unknown[], row?: object | null) =>
  new Map(ids.map((id) => [String(id), row]));

/** The ids a write's filter names (`_id` equal to one, or `$in` a list); undefined otherwise. */
function idsOf(filter: Record<string, unknown>): string[] | undefined {
  const id = filter._id as { $in?: unknown } | undefined;
  if (typeof id === 'string' || id instanceof mongoose.Types.ObjectId) return [String(id)];
  if (id && Object.keys(id).length === 1 && Array.isArray(id.$in)) return id.$in.map(String);
  return undefined;
}

/** Whether a write's result says it changed nothing (no match, nothing deleted or upserted). */
const changedNothing = (result: unknown) => {
  const { matchedCount, deletedCount, upsertedCount } = (result ?? {}) as Record<string, unknown>;
  return deletedCount === 0 || (matchedCount === 0 && !upsertedCount);
};

/**
 * Reports every write made through the schema's model (listWritten), awaited, so the write's
 * caller resumes only once other instances can see it: create/save, insertMany, bulkWrite, and
 * every update or delete, by query or by document. A write by query names its rows when its
 * filter names their ids, or returns its document; otherwise it may have changed any row.
 * Inserts give their records and deletes say so, so neither is read back (FerretDB finds a row
 * by `_id` by scanning up to it: the newest cost the most). Call before `model()` compiles it.
 */
export function trackListWrites(schema: Schema): void {
  for (const [writes, row] of [
    [QUERY_UPDATES, undefined],
    [QUERY_DELETES, null],
  ] as const)
    schema.post(writes, { document: false, query: true }, async function (result: unknown) {
      if (result === null || changedNothing(result)) return;
      const returned = (result as { _id?: unknown })._id;
      const ids = returned === undefined ? idsOf(this.getFilter()) : [returned];
      await listWritten(nameOf(this.model), ids && each(ids, row));
    });
  const modelOf = (doc: object) => doc.constructor as unknown as Model<unknown>;
  schema.pre('save', function () {
    this.$locals.inserting = this.isNew;
  });
  schema.post('save', async function () {
    const row = this.$locals.inserting ? this.toObject() : undefined;
    await listWritten(nameOf(modelOf(this)), each([this._id], row), {
      soon: this.$locals.othersSoon === true,
    });
  });
  for (const [write, row] of [
    ['updateOne', undefined],
    ['deleteOne', null],
  ] as const)
    schema.post(write, { document: true, query: false }, async function () {
      await listWritten(nameOf(modelOf(this)), each([this._id], row));
    });
  schema.post<Model<unknown>>('insertMany', async function (inserted: unknown) {
    const stored = new Map<string, object>();
    for (const doc of inserted as { _id: unknown; toObject?: () => object }[])
      stored.set(String(doc._id), doc.toObject?.() ?? doc);
    await listWritten(nameOf(this), stored);
  });
  schema.post('bulkWrite', async function () {
    await listWritten(nameOf(this));
  });
}
