import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose, { mongo } from 'mongoose';
import { toObjectId } from '../db/object-id';

const BUCKET = 'uploads';
const URL_PREFIX = '/api/uploads/';

export interface StoredFileInfo {
  id: mongo.ObjectId;
  length: number;
  contentType: string;
  filename: string;
}

function bucket(): mongo.GridFSBucket {
  const db = mongoose.connection.db;
  if (!db) throw new mongo.MongoNotConnectedError('Not connected to the database');
  return new mongo.GridFSBucket(db, { bucketName: BUCKET });
}

export const uploadUrl = (id: mongo.ObjectId | string) => `${URL_PREFIX}${String(id)}`;

/** The GridFS id behind one of our upload URLs, or null for any other URL. */
export function uploadIdFromUrl(url: string | null | undefined): mongo.ObjectId | null {
  return url?.startsWith(URL_PREFIX) ? toObjectId(url.slice(URL_PREFIX.length)) : null;
}

export interface StoredFileMetadata {
  contentType: string;
  /** For a resized copy: the original it was made from, and its width in pixels. */
  variantOf?: mongo.ObjectId;
  width?: number;
}

/**
 * Stores the bytes, or the file at a path (streamed, never whole in memory); returns the id. The
 * id is the file's public address, so it is 96 random bits: a driver's ObjectId counts up from
 * the last, and a draft's flyer would be found by counting on from a public picture's.
 */
export async function storeFile(
  source: Buffer | { path: string },
  filename: string,
  metadata: StoredFileMetadata,
): Promise<mongo.ObjectId> {
  const id = new mongo.ObjectId(randomBytes(12));
  const upload = bucket().openUploadStreamWithId(id, filename, { metadata });
  await pipeline(
    Buffer.isBuffer(source) ? Readable.from([source]) : createReadStream(source.path),
    upload,
  );
  return upload.id;
}

export interface StoredVariant {
  id: mongo.ObjectId;
  variantOf: mongo.ObjectId;
  width: number;
}

/** The resized copies of these originals, narrowest first. */
export async function findVariants(originals: mongo.ObjectId[]): Promise<StoredVariant[]> {
  if (originals.length === 0) return [];
  const files = await bucket()
    .find({ 'metadata.variantOf': { $in: originals } }, { projection: { metadata: 1 } })
    .toArray();
  return files
    .map((file) => ({
      id: file._id,
      variantOf: file.metadata!.variantOf as mongo.ObjectId,
      width: Number(file.metadata!.width),
    }))
    .sort((a, b) => a.width - b.width);
}

export async function findFile(id: mongo.ObjectId): Promise<StoredFileInfo | null> {
  const [file] = await bucket().find({ _id: id }).limit(1).toArray();
  if (!file) return null;
  return {
    id,
    length: file.length,
    filename: file.filename,
    contentType: String(file.metadata?.contentType ?? 'application/octet-stream'),
  };
}

export function openFile(id: mongo.ObjectId): mongo.GridFSBucketReadStream {
  return bucket().openDownloadStream(id);
}

/** Deletes a stored file and its resized copies; one that is already gone is fine. */
export async function deleteFile(id: mongo.ObjectId): Promise<void> {
  const variants = await findVariants([id]);
  for (const fileId of [...variants.map((variant) => variant.id), id]) {
    try {
      await bucket().delete(fileId);
    } catch (error) {
      if (!(error instanceof mongo.MongoRuntimeError && /not found/i.test(error.message)))
        throw error;
    }
  }
}
