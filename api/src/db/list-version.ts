import { randomUUID } from 'node:crypto';
import {
  model,
  Schema,
  type Model,
  type MongooseDocumentMiddleware,
  type MongooseQueryMiddleware,
} from 'mongoose';

/**
 * One tiny document per people collection (`_id` its collection name), whose `version` every
 * write to that collection replaces with a fresh random value. API instances compare it with the
 * version their in-memory list index was built at (see shared/list-index.ts). A `$set`, never an
 * `$inc`: FerretDB loses concurrent increments, and any new value says "changed", so a lost
 * update between two writers is harmless. Read and written by `_id`, which FerretDB's SQLite
 * backend answers without scanning.
 */
const listVersionSchema = new Schema(
  { _id: { type: String, required: true }, version: { type: String, required: true } },
  { versionKey: false },
);

export const ListVersionModel = model('ListVersion', listVersionSchema, 'list_versions');

/**
 * Marks `collection` changed. Model writes do it themselves (trackListWrites); a write through
 * the driver (`Model.collection.*`, scripts) must call this after it, or lists may not show it.
 */
export async function bumpListVersion(collection: string): Promise<void> {
  const bump = () =>
    ListVersionModel.updateOne(
      { _id: collection },
      { $set: { version: randomUUID() } },
      { upsert: true },
    ).exec();
  try {
    await bump();
  } catch (error) {
    // Two first-ever upserts at once: one inserts, the other hits the unique _id. Once more.
    if ((error as { code?: number }).code !== 11000) throw error;
    await bump();
  }
}

/** The collection's current version; null before its first tracked write. */
export async function readListVersion(collection: string): Promise<string | null> {
  const stored = await ListVersionModel.findById(collection, { version: 1 }).lean();
  return stored?.version ?? null;
}

const QUERY_WRITES: MongooseQueryMiddleware[] = [
  'updateOne',
  'updateMany',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
];
const DOCUMENT_WRITES: MongooseDocumentMiddleware[] = ['save', 'updateOne', 'deleteOne'];

const nameOf = (written: { collection: { collectionName: string } }) =>
  written.collection.collectionName;

/**
 * Bumps the collection's list version after every write made through the schema's model:
 * create/save, insertMany, bulkWrite, and every update or delete, by query or by document.
 * The hooks are awaited, so the write's caller resumes only once the version says "changed".
 * Call before `model()` compiles the schema.
 */
export function trackListWrites(schema: Schema): void {
  schema.post(QUERY_WRITES, { document: false, query: true }, async function () {
    await bumpListVersion(nameOf(this.model));
  });
  schema.post(DOCUMENT_WRITES, { document: true, query: false }, async function () {
    await bumpListVersion(nameOf(this.constructor as unknown as Model<unknown>));
  });
  for (const write of ['insertMany', 'bulkWrite'] as const)
    schema.post(write, async function () {
      await bumpListVersion(nameOf(this));
    });
}
