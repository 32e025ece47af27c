import { mkdtempSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import request from 'supertest';
import sharp from 'sharp';
import { createUser } from '../modules/users/users.service';
import { exeBytes, pdfBytes, pngBytes } from '../../test/support/files';
import {
  eventually,
  signedInAgent,
  startTestApp,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/support/test-app';
import { dropTestDatabase } from '../../test/support/test-database';
import { sweepUploadTempDir } from './multipart';

/**
 * Uploads leave nothing in their temporary folder, however a request ends (refused, cut off by
 * the client, or stored); what a crash left there is swept at start; and the refusals name the
 * real reason.
 */

const MAX_BYTES = 64 * 1024;
const tempDir = mkdtempSync(path.join(os.tmpdir(), 'da-boulder-upload-test-'));

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
let server: Server;
beforeAll(async () => {
  app = await startTestApp({ UPLOAD_MAX_BYTES: String(MAX_BYTES), UPLOAD_TMP_DIR: tempDir });
  admin = await signedInAgent(app.handler);
  server = createServer(app.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await dropTestDatabase();
});

/** Every file and folder under `dir`, at any depth. */
async function entriesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true }).catch(() => []);
  return entries.map(String);
}
const storedFileCount = () => mongoose.connection.db!.collection('uploads.files').countDocuments();
const eventData = JSON.stringify({ title: 'Temp file test', eventDate: null });

/**
 * Posts a multipart body over a raw socket, stops once the server has begun writing its first
 * file, and hangs up mid-body. `parts` are the complete parts sent before the unfinished one.
 */
async function hangUpMidUpload(cookie: string, parts: Buffer[]): Promise<void> {
  const boundary = 'hangup-boundary';
  const fileHead = (name: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
  const { port } = server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.on('error', () => undefined);
  socket.write(
    'POST /api/cms/events HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      `Cookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
      // Promises far more than is sent.
      `Content-Length: ${MAX_BYTES}\r\n\r\n`,
  );
  socket.write(
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="eventData"\r\n\r\n${eventData}\r\n`,
      ),
      ...parts.map((part, index) =>
        Buffer.concat([fileHead(`file${index}`), part, Buffer.from('\r\n')]),
      ),
      fileHead('unfinished'),
      Buffer.alloc(4096, 7),
    ]),
  );
  // The file on its way is really on disk before the client goes.
  await eventually(async () => (await entriesUnder(tempDir)).some((entry) => /\//.test(entry)));
  socket.destroy();
}

describe('temporary upload files', () => {
  it('are all gone after 20 refused or cut-off uploads, and after a stored one', async () => {
    expect(await entriesUnder(tempDir)).toEqual([]);
    const storedBefore = await storedFileCount();
    const post = () => admin.post('/api/cms/events').field('eventData', eventData);
    const image = await pngBytes();
    // The raw socket's session: signed in over the same server.
    await createUser({ username: 'temp-files-admin', password: TEST_PASSWORD, isAdmin: true });
    const signedIn = await request(server)
      .post('/api/auth/login')
      .send({ username: 'temp-files-admin', password: TEST_PASSWORD })
      .expect(200);
    const cookie = (signedIn.headers['set-cookie'] as unknown as string[])
      .map((header) => header.split(';')[0])
      .join('; ');

    for (let round = 0; round < 4; round += 1) {
      // More files than a form takes: the answer says how many it takes.
      const tooMany = await post()
        .attach('image', image, 'one.png')
        .attach('flyer', pdfBytes(), 'two.pdf')
        .attach('extra', image, 'three.png')
        .expect(400);
      expect(tooMany.body).toEqual({ message: 'Too many files: a form takes at most 2' });

      // A file past the size limit.
      const tooLarge = await post()
        .attach('image', Buffer.alloc(MAX_BYTES + 1024, 1), 'big.png')
        .expect(413);
      expect(tooLarge.body).toEqual({
        message: 'The upload is too large (the limit is 0.1 MB per file)',
      });

      // A file of the wrong type, and a valid image beside fields that fail validation.
      await post().attach('image', exeBytes(), 'photo.png').expect(415);
      await admin
        .post('/api/cms/events')
        .field('eventData', '{not json')
        .attach('image', image, 'photo.png')
        .expect(400);

      // The client hangs up mid-file: its first, or its second after a complete one.
      const cutOffs = round % 2 === 0 ? [] : [image];
      await hangUpMidUpload(cookie, cutOffs);
    }
    // 4 rounds of 5 bad uploads: none left anything behind, and nothing was stored. (The server
    // may still be ending the last cut-off request; the list shows whatever stays.)
    await eventually(async () => (await entriesUnder(tempDir)).length === 0).catch(() => false);
    expect(await entriesUnder(tempDir)).toEqual([]);
    expect(await storedFileCount()).toBe(storedBefore);

    // A stored upload leaves nothing behind either.
    await post().attach('image', image, 'kept.png').expect(201);
    expect(await entriesUnder(tempDir)).toEqual([]);
  }, 60_000);

  it('left by a crash are swept at start, and nothing outside the uploads folder', async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'da-boulder-sweep-test-'));
    const uploads = path.join(parent, 'uploads');
    // A request's folder with a half-written file, and a stray file, as a killed API leaves them.
    await mkdir(path.join(uploads, 'request-abc123'), { recursive: true });
    await writeFile(path.join(uploads, 'request-abc123', 'a1b2c3'), Buffer.alloc(1024));
    await writeFile(path.join(uploads, 'stray'), 'x');
    await writeFile(path.join(parent, 'not-ours'), 'keep me');
    // A request in flight in another API process on this machine (this test's parent runs).
    const inFlight = `request-${process.ppid}-xyz789`;
    await mkdir(path.join(uploads, inFlight));

    expect(await sweepUploadTempDir(uploads)).toBe(2);
    expect(await readdir(uploads)).toEqual([inFlight]);
    expect(await readdir(parent)).toEqual(['not-ours', 'uploads'].sort());

    // A first start makes the folder.
    const fresh = path.join(parent, 'fresh');
    expect(await sweepUploadTempDir(fresh)).toBe(0);
    expect(await readdir(fresh)).toEqual([]);
  });
});

describe('an image with more pixels than its copies can be made from', () => {
  it('is refused with 413 naming the limit, and nothing is stored', async () => {
    const storedBefore = await storedFileCount();
    // 8000 x 5001, one colour: 40,008,000 pixels in a PNG of a few dozen KB.
    const huge = await sharp({
      create: { width: 8000, height: 5001, channels: 3, background: '#c0a060' },
    })
      .toColourspace('b-w')
      .png({ compressionLevel: 9, adaptiveFiltering: false })
      .toBuffer();
    expect(huge.length).toBeLessThan(MAX_BYTES);
    const refused = await admin
      .post('/api/cms/teachers')
      .field('name', 'Huge Photo')
      .attach('image', huge, 'huge.png')
      .expect(413);
    expect(refused.body).toEqual({
      message:
        'The photo has too many pixels (8,000 × 5,001): the limit is 40,000,000 pixels, such as 8,000 × 5,000',
    });
    expect(await storedFileCount()).toBe(storedBefore);
    expect(await entriesUnder(tempDir)).toEqual([]);
  }, 60_000);

  it('is refused by its header alone when it claims more pixels than sharp itself opens', async () => {
    // A small PNG whose header says 30,000 x 30,000 (900 million pixels, a decompression bomb).
    const bomb = await pngBytes();
    bomb.writeUInt32BE(30_000, 16);
    bomb.writeUInt32BE(30_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const refused = await admin
      .post('/api/cms/events')
      .field('eventData', eventData)
      .attach('image', bomb, 'bomb.png')
      .expect(413);
    expect(refused.body.message).toBe(
      'The image has too many pixels (30,000 × 30,000): the limit is 40,000,000 pixels, such as 8,000 × 5,000',
    );
  });
});
