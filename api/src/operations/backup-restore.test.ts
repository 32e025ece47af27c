import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import mongoose, { mongo } from 'mongoose';
import * as tar from 'tar';
import { connectTestDatabase, dropTestDatabase } from '../../test/support/test-database';
import { SessionModel } from '../auth/session.model';
import { RateLimitSlotModel } from '../security/rate-limit/rate-limiter';
import { seedOnce } from '../seed/seed';
import { storeFile } from '../uploads/gridfs';
import {
  backupIntoDirectory,
  createBackup,
  dataCollections,
  MANIFEST,
  memberOf,
  UNSAVED_COLLECTIONS,
} from './backup';
import { restoreBackup, RestoreRefused } from './restore';
import { runMigrations } from './migrations';

const db = () => mongoose.connection.db!;
const workDir = mkdtempSync(path.join(os.tmpdir(), 'da-boulder-backup-test-'));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every document of every collection as canonical EJSON, in _id order: types and all. */
async function contents(): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const name of await dataCollections(db())) {
    const documents = await db()
      .collection(name)
      .find({}, { promoteValues: false, promoteLongs: false, promoteBuffers: false })
      .toArray();
    all[name] = documents
      .map((document) => mongo.BSON.EJSON.stringify(document, { relaxed: false }))
      .sort();
  }
  return all;
}

async function indexes(): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const name of await dataCollections(db())) {
    const specs = await db().collection(name).listIndexes().toArray();
    all[name] = specs
      .map(({ name: indexName, key, unique }) => ({ indexName, key, unique }))
      .sort((a, b) => String(a.indexName).localeCompare(String(b.indexName)));
  }
  return all;
}

/** Each stored file's bytes, by id, as GridFS streams them. */
async function storedFiles(): Promise<Record<string, string>> {
  const bucket = new mongo.GridFSBucket(db(), { bucketName: 'uploads' });
  const files: Record<string, string> = {};
  for (const file of await bucket.find().toArray()) {
    const chunks: Buffer[] = [];
    for await (const chunk of bucket.openDownloadStream(file._id)) chunks.push(chunk as Buffer);
    files[String(file._id)] = sha256(Buffer.concat(chunks));
  }
  return files;
}

const pictures = [randomBytes(700_000), randomBytes(1_000), Buffer.alloc(0)];
let archive: string;
let before: Record<string, string[]>;

beforeAll(async () => {
  await connectTestDatabase();
  await mongoose.syncIndexes();
  await runMigrations(db());
  await seedOnce();
  for (const [i, bytes] of pictures.entries()) {
    await storeFile(bytes, `picture-${i}.jpg`, { contentType: 'image/jpeg' });
  }
  // Values whose BSON type JSON would lose: each must come back as the same type.
  await db()
    .collection('typed_values')
    .insertOne({
      int: new mongo.Int32(7),
      double: new mongo.Double(7),
      long: mongo.Long.fromString('9007199254740993'),
      date: new Date('2026-11-26T06:00:00.123Z'),
      binary: new mongo.Binary(randomBytes(64)),
      nested: { list: [new mongo.ObjectId(), null, 'text\nwith a line break', -0.5] },
    });
  await SessionModel.create({ _id: 'session-1', data: {}, expiresAt: new Date(Date.now() + 1e6) });
  await db()
    .collection(RateLimitSlotModel.collection.collectionName)
    .insertOne({ key: 'x', count: 1 });
  before = await contents();
  archive = path.join(workDir, 'site.tar.gz');
  await createBackup(db(), archive);
});
afterAll(dropTestDatabase);

/** What a backup holds: all but sessions, rate-limit slots, leases and the migration lock. */
const withoutUnsaved = <T>(all: Record<string, T>) =>
  Object.fromEntries(Object.entries(all).filter(([name]) => !UNSAVED_COLLECTIONS.includes(name)));

describe('backup', () => {
  it('writes a manifest with counts, the schema version and a checksum per member', async () => {
    const listed: string[] = [];
    await tar.list({ file: archive, onReadEntry: (entry) => void listed.push(entry.path) });
    expect(listed[0]).toBe(MANIFEST);
    // Password hashes and addresses: readable by its owner alone.
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    const unpacked = await mkdtemp(path.join(workDir, 'unpacked-'));
    await tar.extract({ file: archive, cwd: unpacked });
    const manifest = JSON.parse(await readFile(path.join(unpacked, MANIFEST), 'utf8'));
    expect(manifest).toMatchObject({
      format: 1,
      schemaVersion: '0006-diamond-heart-monthly',
    });
    expect(manifest.snapshot).toBe(false);
    const saved = withoutUnsaved(before);
    const names = manifest.collections.map((c: { name: string }) => c.name);
    expect([...names].sort()).toEqual(Object.keys(saved));
    // A picture's files entry is read before its chunks, which GridFS writes first.
    expect(names.indexOf('uploads.files')).toBeLessThan(names.indexOf('uploads.chunks'));
    for (const { name, count, sha256: sum } of manifest.collections) {
      expect(count).toBe(saved[name].length);
      expect(sha256(readFileSync(path.join(unpacked, memberOf(name))))).toBe(sum);
    }
    expect(before.sessions).toHaveLength(1);
    expect(before.ratelimitslots).toHaveLength(1);
    expect(listed).not.toContain(memberOf('sessions'));
    expect(listed).not.toContain(memberOf('ratelimitslots'));
    expect(listed).toContain(memberOf('uploads.chunks'));
  });
});

describe('restore', () => {
  it('brings back every document, type for type, every index and every file byte for byte', async () => {
    const files = await storedFiles();
    const indexesBefore = await indexes();
    expect(Object.values(files).sort()).toEqual(pictures.map(sha256).sort());
    await db().dropDatabase();

    await restoreBackup(db(), archive);

    expect(withoutUnsaved(await contents())).toEqual(withoutUnsaved(before));
    expect(await storedFiles()).toEqual(files);
    expect(withoutUnsaved(await indexes())).toEqual(withoutUnsaved(indexesBefore));
  });

  it('refuses a database that holds anything, and with --replace drops all of it, sessions too', async () => {
    await SessionModel.create({
      _id: 'session-2',
      data: {},
      expiresAt: new Date(Date.now() + 1e6),
    });
    await db().collection('events').insertOne({ slug: 'added-since', title: 'Added since' });
    const holding = await contents();

    await expect(restoreBackup(db(), archive)).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(db(), archive)).rejects.toThrow(/not empty.*--replace/);
    expect(await contents()).toEqual(holding);

    await restoreBackup(db(), archive, { replace: true });
    expect(withoutUnsaved(await contents())).toEqual(withoutUnsaved(before));
  });

  it('refuses a damaged archive before writing anything: a flipped byte', async () => {
    const damaged = path.join(workDir, 'flipped.tar.gz');
    const bytes = readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    writeFileSync(damaged, bytes);
    await db().dropDatabase();

    await expect(restoreBackup(db(), damaged)).rejects.toThrow(RestoreRefused);
    expect(await dataCollections(db())).toEqual([]);
  });

  it('refuses an archive whose member does not match its checksum, writing nothing', async () => {
    const unpacked = await mkdtemp(path.join(workDir, 'tampered-'));
    await tar.extract({ file: archive, cwd: unpacked });
    const events = path.join(unpacked, memberOf('events'));
    await writeFile(events, (await readFile(events, 'utf8')).replace('Sunday', 'Monday'));
    const members = [
      MANIFEST,
      ...readdirSync(path.join(unpacked, 'collections')).map((f) => `collections/${f}`),
    ];
    const tampered = path.join(workDir, 'tampered.tar.gz');
    await tar.create({ gzip: true, file: tampered, cwd: unpacked }, members);

    await expect(restoreBackup(db(), tampered)).rejects.toThrow(
      /collections\/events\.ndjson .* does not match its checksum/,
    );
    expect(await dataCollections(db())).toEqual([]);
  });

  it('refuses what is not a backup: no manifest', async () => {
    const other = await mkdtemp(path.join(workDir, 'other-'));
    await mkdir(path.join(other, 'collections'));
    await writeFile(path.join(other, 'collections', 'events.ndjson'), '{}\n');
    const notBackup = path.join(workDir, 'not-a-backup.tar.gz');
    await tar.create({ gzip: true, file: notBackup, cwd: other }, ['collections/events.ndjson']);

    await expect(restoreBackup(db(), notBackup)).rejects.toThrow(/no valid manifest\.json/);
    expect(await dataCollections(db())).toEqual([]);
  });
});

describe('nightly backups into a folder', () => {
  it('keeps the newest archives and leaves other files alone', async () => {
    await restoreBackup(db(), archive);
    const folder = path.join(workDir, 'nightly');
    await mkdir(folder);
    writeFileSync(path.join(folder, 'notes.txt'), 'mine');
    const written: string[] = [];
    for (let night = 0; night < 3; night++) {
      const { file } = await backupIntoDirectory(db(), folder, 2);
      written.push(path.basename(file));
      // Dated names differ by the millisecond.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(readdirSync(folder).sort()).toEqual([...written.slice(1), 'notes.txt'].sort());
  });
});
