import { Readable } from 'node:stream';
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

export async function storeFile(
  bytes: Buffer,
  { filename, contentType }: { filename: string; contentType: string },
): Promise<string> {
  const upload = bucket().openUploadStream(filename, { metadata: { contentType } });
  await new Promise<void>((resolve, reject) => {
    Readable.from([bytes]).pipe(upload).on('finish', resolve).on('error', reject);
  });
  return uploadUrl(upload.id);
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

/** Deletes a stored file; one that is already gone is fine. */
export async function deleteFile(id: mongo.ObjectId): Promise<void> {
  try {
    await bucket().delete(id);
  } catch (error) {
    if (!(error instanceof mongo.MongoRuntimeError && /not found/i.test(error.message)))
      throw error;
  }
}
