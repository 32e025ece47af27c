import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import mongoose, { mongo } from 'mongoose';
import * as tar from 'tar';
import { connectTestDatabase, dropTestDatabase } from '../../test/support/test-database';
import { SessionModel } from '../auth/session.model';
import { OutboxModel } from '../mail/outbox.model';
import { RateLimitSlotModel } from '../security/rate-limit/rate-limiter';
import { seedOnce } from '../seed/seed';
import { storeFile } from '../uploads/gridfs';
import {
  BACKED_UP_COLLECTIONS,
  backupIntoDirectory,
  createBackup,
  dataCollections,
  MANIFEST,
  memberOf,
  UNSAVED_COLLECTIONS,
  type BackupManifest,
} from './backup';
import { restoreBackup, RestoreRefused } from './restore';
import { migrationStatus, runMigrations } from './migrations';

const db = () => mongoose.connection.db!;
const apiSource = path.join(__dirname, '..');
/** The API's modules but its tests and server.ts (importing it starts the API): every model. */
const apiModules = readdirSync(apiSource, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'server.ts',
);
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

/**
 * Every index with every option the server keeps but its own (`v`, `ns`): one a backup left out
 * would not come back.
 */
async function indexes(): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const name of await dataCollections(db())) {
    const specs = await db().collection(name).listIndexes().toArray();
    all[name] = specs
      .map(({ v: _v, ns: _ns, ...spec }) => spec)
      .sort((a, b) => String(a.name).localeCompare(String(b.name)));
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
  for (const file of apiModules) await import(path.join(apiSource, file));
  await connectTestDatabase();
  // Every model's collection and indexes, so the round trip holds every kind of index there is.
  await mongoose.syncIndexes();
  await runMigrations(db());
  await seedOnce();
  for (const [i, bytes] of pictures.entries()) {
    await storeFile(bytes, `picture-${i}.jpg`, { contentType: 'image/jpeg' });
  }
  // Values whose BSON type JSON would lose: each must come back as the same type.
  await db()
    .collection('events')
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
  await db().collection('notes_by_hand').insertOne({ note: 'no collection of the site' });
  before = await contents();
  archive = path.join(workDir, 'site.tar.gz');
  await createBackup(db(), archive);
});
afterAll(dropTestDatabase);

/** What a backup holds: the site's collections but sessions, rate-limit slots, leases and locks. */
const backedUp = <T>(all: Record<string, T>) =>
  Object.fromEntries(Object.entries(all).filter(([name]) => BACKED_UP_COLLECTIONS.includes(name)));

/** What a restore brings back as it was: all a backup holds but the content version, moved on. */
const restoredAsIs = <T>(all: Record<string, T>) => {
  const { content_versions: _moved, ...rest } = backedUp(all);
  return rest;
};

describe('what a backup holds', () => {
  it("names every model's collection: backed up, or left out on purpose", () => {
    const modelCollections = mongoose
      .modelNames()
      .map((name) => mongoose.model(name).collection.collectionName);
    const named = [...BACKED_UP_COLLECTIONS, ...UNSAVED_COLLECTIONS];
    expect(modelCollections.length).toBeGreaterThan(15);
    expect(modelCollections.filter((name) => !named.includes(name))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
    // Named yet no model's: the collections written through the driver, and nothing stale.
    expect(named.filter((name) => !modelCollections.includes(name)).sort()).toEqual([
      'migration_lock',
      'migrations',
      'uploads.chunks',
      'uploads.files',
    ]);
  });
});

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
      schemaVersion: '0010-messages-filed-out-of-hold',
    });
    expect(manifest.snapshot).toBe(false);
    const saved = backedUp(before);
    // The seeded database has every collection a backup writes.
    expect(Object.keys(saved)).toEqual([...BACKED_UP_COLLECTIONS].sort());
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
    expect(listed).not.toContain(memberOf('notes_by_hand'));
    expect(listed).toContain(memberOf('uploads.chunks'));
    expect(listed).toContain(memberOf('migrations'));
  });
});

describe('restore', () => {
  it('brings back every document, type for type, every index and every file byte for byte', async () => {
    const files = await storedFiles();
    const indexesBefore = await indexes();
    expect(Object.values(files).sort()).toEqual(pictures.map(sha256).sort());
    await db().dropDatabase();

    await restoreBackup(db(), archive);

    expect(restoredAsIs(await contents())).toEqual(restoredAsIs(before));
    expect(await storedFiles()).toEqual(files);
    expect(backedUp(await indexes())).toEqual(backedUp(indexesBefore));
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
    expect(restoredAsIs(await contents())).toEqual(restoredAsIs(before));
    // No session, nothing staged or set aside: the archive's collections, and a new list version.
    expect(await dataCollections(db())).toEqual([...BACKED_UP_COLLECTIONS, 'list_versions'].sort());
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

/**
 * The test's archive unpacked, changed by `change` (given its folder and manifest), its checksums
 * and counts made to match again, and packed anew: a forgery no checksum gives away.
 */
async function forge(
  name: string,
  change: (dir: string, manifest: BackupManifest) => Promise<void>,
): Promise<string> {
  const dir = await mkdtemp(path.join(workDir, `${name}-`));
  await tar.extract({ file: archive, cwd: dir });
  const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as BackupManifest;
  await change(dir, manifest);
  for (const collection of manifest.collections) {
    const bytes = readFileSync(path.join(dir, memberOf(collection.name)));
    collection.sha256 = sha256(bytes);
    collection.count = bytes.toString('utf8').split('\n').length - 1;
  }
  await writeFile(path.join(dir, MANIFEST), JSON.stringify(manifest));
  const forged = path.join(workDir, `${name}.tar.gz`);
  const members = manifest.collections.map((collection) => memberOf(collection.name));
  await tar.create({ gzip: true, file: forged, cwd: dir }, [MANIFEST, ...members]);
  return forged;
}

/** A forgery with one more line in a collection's member. */
const withLine = (name: string, collection: string, line: string) =>
  forge(name, async (dir) => {
    await appendFile(path.join(dir, memberOf(collection)), `${line}\n`);
  });

/** Everything a restore could change: every document, every index, which collections exist. */
const state = async () => ({ contents: await contents(), indexes: await indexes() });

/** The database a restore must leave alone: the site's data, a session, an event added since. */
async function filledDatabase() {
  await db().dropDatabase();
  await restoreBackup(db(), archive);
  await SessionModel.create({ _id: 'session-3', data: {}, expiresAt: new Date(Date.now() + 1e6) });
  await db().collection('events').insertOne({ slug: 'added-since', title: 'Added since' });
  return state();
}

/** The largest resident set size seen while `work` runs, above what it was before. */
async function peakMemoryGrowth(work: () => Promise<unknown>): Promise<number> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  try {
    await work();
  } finally {
    clearInterval(sample);
    peak = Math.max(peak, process.memoryUsage.rss());
  }
  return peak - start;
}

/** What this process has written so far, to files, sockets and pipes alike (Linux). */
const bytesWritten = () =>
  Number(/^wchar: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'))![1]);

/** A gzip member of `bytes` zeros: about a thousandth of that, repeated to make a bomb. */
const zeros = (bytes: number) => gzipSync(Buffer.alloc(bytes), { level: 9 });
const MiB = 1024 ** 2;
const GiB = 1024 ** 3;

/** One tar header block, as a forger would write it. */
function tarHeader(fields: Pick<tar.HeaderData, 'path' | 'size' | 'type'>): Buffer {
  const header = new tar.Header({ ...fields, mode: 0o600, mtime: new Date(0) });
  header.encode();
  return header.block!;
}

/** An archive whose events member is `size` zeros, one line without end: 1/1000 of that gzipped. */
async function eventsOfZeros(name: string, size: number): Promise<string> {
  const manifest = Buffer.from(
    JSON.stringify({
      format: 1,
      createdAt: new Date(0).toISOString(),
      schemaVersion: null,
      snapshot: false,
      collections: [{ name: 'events', count: 1, sha256: '0'.repeat(64), indexes: [] }],
    }),
  );
  const tarStart = Buffer.concat([
    tarHeader({ path: MANIFEST, size: manifest.length, type: 'File' }),
    manifest,
    Buffer.alloc(512 - (manifest.length % 512)),
    tarHeader({ path: memberOf('events'), size, type: 'File' }),
  ]);
  const file = path.join(workDir, `${name}.tar.gz`);
  const body = Array<Buffer>(Math.ceil(size / MiB)).fill(zeros(MiB));
  await writeFile(file, Buffer.concat([gzipSync(tarStart), ...body]));
  return file;
}

describe('restore checks everything before it changes anything', () => {
  it('refuses a forged document with an operator key, with or without --replace, and changes nothing', async () => {
    const forged = await withLine(
      'where',
      'users',
      '{"_id":{"$oid":"65f000000000000000000001"},"username":"intruder","$where":"sleep(1e9)"}',
    );
    const filled = await filledDatabase();

    await expect(restoreBackup(db(), forged, { replace: true })).rejects.toThrow(
      /line \d+ of collections\/users\.ndjson: the key "\$where": MongoDB reads a key starting with \$ as an operator/,
    );
    expect(await state()).toEqual(filled);
    // The archive is refused before the database is even looked at.
    await expect(restoreBackup(db(), forged)).rejects.toThrow(/"\$where"/);
    expect(await state()).toEqual(filled);

    await db().dropDatabase();
    await expect(restoreBackup(db(), forged)).rejects.toThrow(/"\$where"/);
    expect(await dataCollections(db())).toEqual([]);
  });

  it.each([
    ['an operator deep in an array', '{"_id":1,"a":[{"b":[{"$gt":""}]}]}', /"\$gt" in a\.0\.b\.0/],
    ['a dotted key', '{"_id":1,"profile":{"role.admin":true}}', /"role\.admin".*as a path/],
    ['a NUL in a key', '{"_id":1,"a\\u0000b":1}', /null bytes/],
    ['a __proto__ key', '{"_id":1,"__proto__":{"isAdmin":true}}', /"__proto__".*prototype/],
    ['JavaScript', '{"_id":1,"f":{"$code":"while(true){}"}}', /f is a Code value/],
    ['a DBRef', '{"_id":1,"r":{"$ref":"users","$id":1}}', /r is a DBRef value/],
    [
      'a pattern',
      '{"_id":1,"email":{"$regularExpression":{"pattern":".*","options":""}}}',
      /email is a BSONRegExp value/,
    ],
    ['a timestamp', '{"_id":1,"t":{"$timestamp":{"t":0,"i":0}}}', /t is a Timestamp value/],
    ['no _id', '{"username":"x"}', /has no _id/],
    ['not a document', '[{"_id":1}]', /is not a document/],
    ['a _bsontype key', '{"_id":1,"a":{"_bsontype":"Code","code":"x"}}', /could not store it/],
  ])('refuses a forged line with %s', async (_, line, reason) => {
    const forged = await withLine('line', 'users', line);
    await db().dropDatabase();

    await expect(restoreBackup(db(), forged)).rejects.toThrow(reason);
    expect(await dataCollections(db())).toEqual([]);
  });

  it("refuses an archive that holds sessions, or a collection that is not the site's", async () => {
    const session = `{"_id":"stolen","data":{"userId":"x"},"expiresAt":{"$date":"2099-01-01T00:00:00Z"}}\n`;
    const addCollection = (name: string) => async (dir: string, manifest: BackupManifest) => {
      manifest.collections.push({ name, count: 0, sha256: '', indexes: [] });
      await writeFile(path.join(dir, memberOf(name)), session);
    };
    const withSessions = await forge('sessions', addCollection('sessions'));
    const withOther = await forge('other', addCollection('typed_values'));
    await db().dropDatabase();

    await expect(restoreBackup(db(), withSessions)).rejects.toThrow(
      /it lists sessions, which backups leave out and a restore never writes/,
    );
    await expect(restoreBackup(db(), withOther)).rejects.toThrow(
      /it lists typed_values, which is not a collection a backup writes/,
    );
    expect(await dataCollections(db())).toEqual([]);
  });

  it('refuses an index option MongoDB would act on', async () => {
    const forged = await forge('ttl', async (_, manifest) => {
      const events = manifest.collections.find(({ name }) => name === 'events')!;
      const ttl = { name: 'gone_in_a_second', key: { slug: 1 }, expireAfterSeconds: 1 } as const;
      events.indexes.push(ttl);
    });
    await db().dropDatabase();

    await expect(restoreBackup(db(), forged)).rejects.toThrow(/no valid manifest\.json.*indexes/);
    expect(await dataCollections(db())).toEqual([]);
  });

  it("takes indexes listed with `background`, as MongoDB lists mongoose's (FerretDB drops it)", async () => {
    await db().dropDatabase();
    await restoreBackup(db(), archive);
    const restored = await indexes();
    const forged = await forge('background', async (_, manifest) => {
      for (const { indexes } of manifest.collections) {
        for (const index of indexes) Object.assign(index, { background: true });
      }
    });
    await db().dropDatabase();

    await restoreBackup(db(), forged);
    expect(await indexes()).toEqual(restored);
    expect(restoredAsIs(await contents())).toEqual(restoredAsIs(before));
  });

  it('refuses an archive from newer code, whose migrations this code lacks, unless allowNewer', async () => {
    const future = await forge('future', async (dir, manifest) => {
      manifest.schemaVersion = '0010-future-shape';
      const applied = { _id: '0010-future-shape', appliedAt: new Date('2027-01-01T00:00:00Z') };
      await appendFile(
        path.join(dir, memberOf('migrations')),
        `${mongo.BSON.EJSON.stringify(applied, { relaxed: false })}\n`,
      );
    });
    const filled = await filledDatabase();

    await expect(restoreBackup(db(), future, { replace: true })).rejects.toThrow(
      /future\.tar\.gz is refused: it is from a newer release of the site \(its data went through 0010-future-shape, which this code does not have\)\. Restore it with that release, or add --allow-newer/,
    );
    expect(await state()).toEqual(filled);

    await restoreBackup(db(), future, { replace: true, allowNewer: true });
    expect((await migrationStatus(db())).applied.map(({ name }) => name)).toContain(
      '0010-future-shape',
    );
  });

  it('leaves the database as it was when the server turns down what the archive holds', async () => {
    // Every line sound, so the chunk repeated last meets the server's unique _id only once
    // every other collection is written.
    const forged = await forge('duplicate', async (dir) => {
      const chunks = path.join(dir, memberOf('uploads.chunks'));
      const [first] = (await readFile(chunks, 'utf8')).split('\n');
      await appendFile(chunks, `${first}\n`);
    });
    const filled = await filledDatabase();

    await expect(restoreBackup(db(), forged, { replace: true })).rejects.toThrow(
      /the database would not take its uploads\.chunks \(.*duplicate key/,
    );
    expect(await state()).toEqual(filled);
  });

  it('refuses a compression bomb without writing to disk or holding it in memory', async () => {
    // An extended header tar skips by itself, a gigabyte of zeros: under 1.1 MB of gzip.
    const bomb = path.join(workDir, 'bomb.tar.gz');
    const skipped = tarHeader({ path: 'PaxHeader/x', size: GiB, type: 'ExtendedHeader' });
    writeFileSync(
      bomb,
      Buffer.concat([gzipSync(skipped), ...Array<Buffer>(1024).fill(zeros(MiB))]),
    );
    expect(statSync(bomb).size).toBeLessThan(1.1e6);
    const filled = await filledDatabase();
    const writtenBefore = bytesWritten();

    const growth = await peakMemoryGrowth(() =>
      expect(restoreBackup(db(), bomb, { maxBytes: 256 * MiB, replace: true })).rejects.toThrow(
        /bomb\.tar\.gz is refused: it expands past 256 MiB, the most a restore reads \(--max-gib raises it\)/,
      ),
    );
    expect(growth).toBeLessThan(128 * MiB);
    expect(bytesWritten() - writtenBefore).toBeLessThan(MiB);
    expect(await state()).toEqual(filled);
  });

  it('refuses an archive compressed twice, which tar would inflate uncounted', async () => {
    const twice = path.join(workDir, 'twice.tar.gz.gz');
    writeFileSync(twice, gzipSync(readFileSync(archive)));
    await db().dropDatabase();

    await expect(restoreBackup(db(), twice)).rejects.toThrow(
      /twice\.tar\.gz\.gz is refused: it is compressed twice/,
    );
    expect(await dataCollections(db())).toEqual([]);
  });

  it('reads nothing past the end of the tar', async () => {
    const trailed = path.join(workDir, 'trailed.tar.gz');
    writeFileSync(
      trailed,
      Buffer.concat([readFileSync(archive), ...Array<Buffer>(1024).fill(zeros(MiB))]),
    );
    await db().dropDatabase();

    await restoreBackup(db(), trailed, { maxBytes: 64 * MiB });
    expect(restoredAsIs(await contents())).toEqual(restoredAsIs(before));
  });

  it('refuses a member that claims to be larger than the cap before inflating it', async () => {
    const bomb = await eventsOfZeros('claims-a-gigabyte', GiB);
    await db().dropDatabase();

    await expect(restoreBackup(db(), bomb, { maxBytes: 64 * MiB })).rejects.toThrow(
      /expands past 64 MiB/,
    );
    expect(await dataCollections(db())).toEqual([]);
  });

  it('refuses a line longer than MongoDB takes a document, holding only that much', async () => {
    const bomb = await eventsOfZeros('endless-line', 512 * MiB);
    await db().dropDatabase();

    const growth = await peakMemoryGrowth(() =>
      expect(restoreBackup(db(), bomb)).rejects.toThrow(
        /line 1 of collections\/events\.ndjson is longer than 16 MiB, MongoDB's limit on a document/,
      ),
    );
    expect(growth).toBeLessThan(128 * MiB);
    expect(await dataCollections(db())).toEqual([]);
  });
});

describe('nightly backups into a folder', () => {
  it('keeps the newest archives and leaves other files alone', async () => {
    await db().dropDatabase();
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

describe('mail that holds a sign-in secret', () => {
  it('is left out of a backup while it waits to be sent: a backup opens no account', async () => {
    const later = new Date(Date.now() + 3_600_000);
    const waiting = await OutboxModel.create([
      { to: ['new@example.org'], subject: 'Invite', text: 'invite-token-1', secret: true },
      { to: ['dana@example.org'], subject: 'Welcome', text: 'a plain welcome' },
    ]);
    await OutboxModel.updateMany({}, { $set: { nextAttemptAt: later } });
    const file = path.join(workDir, 'waiting-secrets.tar.gz');
    const unpacked = await mkdtemp(path.join(workDir, 'waiting-secrets-'));
    try {
      await createBackup(db(), file);
    } finally {
      await OutboxModel.deleteMany({
        _id: mongoose.trusted({ $in: waiting.map(({ _id }) => _id) }),
      });
    }
    await tar.extract({ file, cwd: unpacked });
    const outbox = await readFile(path.join(unpacked, memberOf('mail_outbox')), 'utf8');
    expect(outbox).toContain('a plain welcome');
    expect(outbox).not.toContain('invite-token-1');
  });
});
