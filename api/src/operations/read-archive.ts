import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { mongo } from 'mongoose';
import * as tar from 'tar';
import * as v from 'valibot';
import {
  ARCHIVE_FORMAT,
  BACKED_UP_COLLECTIONS,
  MANIFEST,
  memberOf,
  UNSAVED_COLLECTIONS,
  type ArchivedCollection,
  type BackupManifest,
} from './backup';

/** The archive or the database is not one a restore may go ahead with; nothing was changed. */
export class RestoreRefused extends Error {}

const MiB = 1024 ** 2;
const GiB = 1024 ** 3;
/** Room for a chapter's years of data with its pictures; --max-gib raises it. */
export const DEFAULT_MAX_RESTORE_BYTES = 4 * GiB;
/** MongoDB's limit on a document, and so on a member's line. */
const MAX_DOCUMENT_BYTES = 16 * MiB;
/** A manifest lists some twenty collections and their indexes: a few kB. */
const MAX_MANIFEST_BYTES = MiB;
/** MongoDB nests documents 100 deep at most. */
const MAX_DEPTH = 100;
/** One batch of documents per insert: a few MB (GridFS chunks are 255 kB each). */
const BATCH_DOCUMENTS = 1000;
const BATCH_BYTES = 8 * MiB;
const NEWLINE = 0x0a;
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

const size = (bytes: number) =>
  bytes >= GiB ? `${+(bytes / GiB).toFixed(2)} GiB` : `${+(bytes / MiB).toFixed(2)} MiB`;

/** An index key path: a field, or a dotted path into one; never an operator. */
const IndexedPath = v.pipe(v.string(), v.regex(/^[^$\0][^\0]*$/));

const ManifestSchema = v.object({
  format: v.literal(ARCHIVE_FORMAT),
  createdAt: v.string(),
  schemaVersion: v.nullable(v.string()),
  snapshot: v.boolean(),
  collections: v.pipe(
    v.array(
      v.object({
        name: v.picklist(BACKED_UP_COLLECTIONS, ({ input }) =>
          UNSAVED_COLLECTIONS.includes(String(input))
            ? `it lists ${String(input)}, which backups leave out and a restore never writes`
            : `it lists ${String(input)}, which is not a collection a backup writes`,
        ),
        count: v.pipe(v.number(), v.integer(), v.minValue(0)),
        sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
        // The indexes backups hold and nothing else: no option MongoDB would act on (a TTL
        // index's expireAfterSeconds deletes documents) comes in with them. `background`, which
        // MongoDB ignores since 4.2 yet lists on the indexes mongoose made (archives from before
        // backups left it out hold it), is dropped rather than refused.
        indexes: v.array(
          v.pipe(
            v.strictObject({
              name: v.pipe(v.string(), v.regex(/^[^$\0]+$/)),
              key: v.pipe(v.record(IndexedPath, v.picklist([1, -1])), v.minEntries(1)),
              unique: v.optional(v.boolean()),
              background: v.optional(v.unknown()),
            }),
            v.transform(({ background: _background, ...index }) => index),
          ),
        ),
      }),
    ),
    v.check(
      (collections) => new Set(collections.map(({ name }) => name)).size === collections.length,
      'it lists a collection twice',
    ),
  ),
});

function parseManifest(file: string, bytes: Buffer): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new RestoreRefused(`${file} has no valid ${MANIFEST}: it is not a backup of this site`);
  }
  const result = v.safeParse(ManifestSchema, json);
  if (!result.success) {
    const [issue] = result.issues;
    const where = v.getDotPath(issue);
    throw new RestoreRefused(
      `${file} has no valid ${MANIFEST}: ${issue.message}${where ? ` (at ${where})` : ''}`,
    );
  }
  return result.output;
}

/** The BSON types a backup writes: data, never what the server or the driver would act on. */
const DATA_TYPES = new Set(['ObjectId', 'Int32', 'Double', 'Long', 'Decimal128', 'Binary']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function keyRefusal(key: string): string | undefined {
  if (key.startsWith('$')) return 'MongoDB reads a key starting with $ as an operator';
  if (key.includes('.')) return 'MongoDB reads a dotted key as a path';
  if (key.includes('\0')) return 'a NUL ends a BSON key early';
  if (key === '__proto__') return "JavaScript reads it as the object's prototype";
  return undefined;
}

/**
 * Why a value is not what a backup writes, or undefined. Besides operator keys, that refuses
 * JavaScript the server can run (Code), references drivers follow (DBRef), patterns a query
 * would match with (BSONRegExp), timestamps the server fills in, MinKey and MaxKey.
 */
function valueRefusal(value: unknown, path: string, depth: number): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (value instanceof Date) return undefined;
  if (Array.isArray(value) || isPlainObject(value)) {
    if (depth >= MAX_DEPTH) return `${path} is nested deeper than MongoDB allows`;
    for (const [key, item] of Object.entries(value)) {
      const badKey = keyRefusal(key);
      if (badKey) return `the key ${JSON.stringify(key)}${path ? ` in ${path}` : ''}: ${badKey}`;
      const refusal = valueRefusal(item, path ? `${path}.${key}` : key, depth + 1);
      if (refusal) return refusal;
    }
    return undefined;
  }
  // What EJSON makes of its type wrappers; a Timestamp is a Long to instanceof.
  const type = (value as { _bsontype?: unknown })._bsontype;
  if (typeof type === 'string' && DATA_TYPES.has(type)) return undefined;
  return `${path} is a ${String(type ?? typeof value)} value, which a backup never writes`;
}

/** Why a parsed line is not a document a backup writes, or undefined. */
function documentRefusal(document: unknown): string | undefined {
  if (!isPlainObject(document)) return 'it is not a document';
  if (!Object.hasOwn(document, '_id')) return 'it has no _id';
  const refusal = valueRefusal(document, '', 0);
  if (refusal) return refusal;
  try {
    if (mongo.BSON.calculateObjectSize(document) > MAX_DOCUMENT_BYTES) {
      return `it is larger than ${size(MAX_DOCUMENT_BYTES)}, MongoDB's limit`;
    }
  } catch (error) {
    return `MongoDB could not store it: ${(error as Error).message}`;
  }
  return undefined;
}

/**
 * One member as it streams by: its checksum and count, and every line parsed and checked. Holds
 * one line at a time (and, when restoring, one batch).
 */
class MemberReader {
  private readonly hash = createHash('sha256');
  private lines = 0;
  private line: Buffer[] = [];
  private lineBytes = 0;
  private batch: mongo.Document[] = [];
  private batchBytes = 0;

  constructor(
    private readonly file: string,
    private readonly collection: ArchivedCollection,
    private readonly onBatch?: (documents: mongo.Document[]) => void,
  ) {}

  write(chunk: Buffer): void {
    this.hash.update(chunk);
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      this.keep(chunk.subarray(start, end));
      this.readLine(Buffer.concat(this.line).toString('utf8'));
      this.line = [];
      this.lineBytes = 0;
      start = end + 1;
    }
    this.keep(chunk.subarray(start));
  }

  end(): void {
    const { sha256, count } = this.collection;
    if (this.lineBytes > 0 || this.lines !== count || this.hash.digest('hex') !== sha256) {
      throw new RestoreRefused(
        `${this.member} in ${this.file} does not match its checksum: the archive is damaged`,
      );
    }
    this.flush();
  }

  private get member() {
    return memberOf(this.collection.name);
  }

  private keep(piece: Buffer): void {
    this.lineBytes += piece.length;
    if (this.lineBytes > MAX_DOCUMENT_BYTES) {
      throw new RestoreRefused(
        `${this.file} is refused: line ${this.lines + 1} of ${this.member} is longer than ${size(MAX_DOCUMENT_BYTES)}, MongoDB's limit on a document`,
      );
    }
    this.line.push(piece);
  }

  private readLine(text: string): void {
    this.lines++;
    let document: unknown;
    let refusal: string | undefined;
    try {
      document = mongo.BSON.EJSON.parse(text, { relaxed: false });
      refusal = documentRefusal(document);
    } catch (error) {
      refusal = `it is not a document (${(error as Error).message})`;
    }
    if (refusal) {
      throw new RestoreRefused(
        `${this.file} is refused: line ${this.lines} of ${this.member}: ${refusal}`,
      );
    }
    if (!this.onBatch) return;
    this.batch.push(document as mongo.Document);
    this.batchBytes += text.length;
    if (this.batch.length >= BATCH_DOCUMENTS || this.batchBytes >= BATCH_BYTES) this.flush();
  }

  private flush(): void {
    if (this.batch.length > 0) this.onBatch?.(this.batch);
    this.batch = [];
    this.batchBytes = 0;
  }
}

const tooLarge = (file: string, maxBytes: number) =>
  new RestoreRefused(
    `${file} is refused: it expands past ${size(maxBytes)}, the most a restore reads (--max-gib raises it)`,
  );

/** The archive's tar, inflated a chunk at a time and refused once past `maxBytes`. */
async function* inflate(file: string, maxBytes: number): AsyncGenerator<Buffer> {
  let inflated = 0;
  let opening = Buffer.alloc(0);
  // Errors reach the loop through the last stream; the callback has nothing left to do.
  const chunks: AsyncIterable<Buffer> = pipeline(
    createReadStream(file),
    createGunzip(),
    () => undefined,
  );
  try {
    for await (const chunk of chunks) {
      inflated += chunk.length;
      if (inflated > maxBytes) throw tooLarge(file, maxBytes);
      if (opening.length < GZIP_MAGIC.length) {
        opening = Buffer.concat([opening, chunk]).subarray(0, GZIP_MAGIC.length);
        // tar would inflate a gzip it finds inside by itself, past the count above.
        if (opening.equals(GZIP_MAGIC)) {
          throw new RestoreRefused(`${file} is refused: it is compressed twice`);
        }
      }
      yield chunk;
    }
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(
      `${file} is not a readable backup archive: ${(error as Error).message}`,
    );
  }
}

export interface ReadArchiveOptions {
  /** Refuse an archive whose tar is larger than this once inflated. */
  maxBytes: number;
  /** Given each member's documents in batches, checked, as the archive is read. */
  onBatch?: (collection: string, documents: mongo.Document[]) => Promise<void>;
}

/**
 * Reads a backup archive as a stream, never whole and never onto disk, and checks all of it: the
 * manifest first, then every member against its checksum and count, every line a document of
 * the collections a backup writes that MongoDB would store as data and nothing more. Throws
 * RestoreRefused at the first fault; onBatch may have been given documents by then.
 */
export async function readArchive(
  file: string,
  { maxBytes, onBatch }: ReadArchiveOptions,
): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  const seen = new Set<string>();
  const verified = new Set<string>();
  const batches: { collection: string; documents: mongo.Document[] }[] = [];
  const insertBatches = async () => {
    for (const { collection, documents } of batches.splice(0)) {
      await onBatch?.(collection, documents);
    }
  };
  // The parser calls back synchronously as chunks are written: a fault is kept, and the loop
  // below stops at it.
  let fault: unknown;
  const guarded =
    <A extends unknown[]>(handle: (...args: A) => void) =>
    (...args: A) => {
      if (fault) return;
      try {
        handle(...args);
      } catch (error) {
        fault = error;
      }
    };

  const readEntry = (entry: tar.ReadEntry) => {
    if (entry.type !== 'File') {
      throw new RestoreRefused(`${file} is refused: it holds ${entry.path}, which is not a file`);
    }
    if (entry.size > maxBytes) throw tooLarge(file, maxBytes);
    if (!manifest) {
      if (entry.path !== MANIFEST || entry.size > MAX_MANIFEST_BYTES) {
        throw new RestoreRefused(
          `${file} has no valid ${MANIFEST} first: it is not a backup of this site`,
        );
      }
      const parts: Buffer[] = [];
      entry.on(
        'data',
        guarded((chunk: Buffer) => void parts.push(chunk)),
      );
      entry.on(
        'end',
        guarded(() => {
          manifest = parseManifest(file, Buffer.concat(parts));
        }),
      );
      return;
    }
    const collection = manifest.collections.find(({ name }) => memberOf(name) === entry.path);
    if (!collection) {
      throw new RestoreRefused(
        `${file} is refused: it holds ${entry.path}, which its manifest does not list`,
      );
    }
    if (seen.has(collection.name)) {
      throw new RestoreRefused(`${file} is refused: it holds ${entry.path} twice`);
    }
    seen.add(collection.name);
    const member = new MemberReader(
      file,
      collection,
      onBatch && ((documents) => void batches.push({ collection: collection.name, documents })),
    );
    entry.on(
      'data',
      guarded((chunk: Buffer) => member.write(chunk)),
    );
    entry.on(
      'end',
      guarded(() => {
        member.end();
        verified.add(collection.name);
      }),
    );
  };

  let atEnd = false;
  const parser = new tar.Parser({ strict: true, zstd: false, onReadEntry: guarded(readEntry) });
  parser.on('error', (error: Error) => {
    fault ??= new RestoreRefused(`${file} is not a readable backup archive: ${error.message}`);
  });
  parser.on('eof', () => (atEnd = true));
  for await (const chunk of inflate(file, maxBytes)) {
    parser.write(chunk);
    if (fault) throw fault;
    await insertBatches();
    // Nothing after the tar's end is read: the parser would only pile it up.
    if (atEnd) break;
  }
  parser.end();
  if (fault) throw fault;
  if (!manifest) {
    throw new RestoreRefused(`${file} has no valid ${MANIFEST}: it is not a backup of this site`);
  }
  const missing = manifest.collections.find(({ name }) => !verified.has(name));
  if (missing) {
    throw new RestoreRefused(`${file} lacks ${memberOf(missing.name)}, which its manifest lists`);
  }
  await insertBatches();
  return manifest;
}
