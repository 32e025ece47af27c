import { mongo } from 'mongoose';

/** A unique index said no: another request stored the same key first. */
export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

/**
 * Runs an upsert, and once more when it lost the race to insert: of two first upserts of one
 * `_id` at once, the unique index turns the second away, and its retry updates what the first
 * inserted.
 */
export async function upsertRetried<T>(upsert: () => Promise<T>): Promise<T> {
  try {
    return await upsert();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return upsert();
  }
}

/**
 * Inserts each document whose key is not taken yet, in one write: the indexes of those inserted.
 * Any error but a taken key is thrown.
 */
export async function insertUntaken(
  collection: mongo.Collection,
  documents: mongo.OptionalId<mongo.Document>[],
): Promise<number[]> {
  const all = documents.map((_, index) => index);
  if (documents.length === 0) return [];
  try {
    await collection.insertMany(documents, { ordered: false });
    return all;
  } catch (error) {
    const writeErrors = (error as { writeErrors?: { code?: number; index: number }[] }).writeErrors;
    if (!(error instanceof mongo.MongoBulkWriteError) || !writeErrors?.every(isDuplicateKey))
      throw error;
    const taken = new Set(writeErrors.map(({ index }) => index));
    return all.filter((index) => !taken.has(index));
  }
}
