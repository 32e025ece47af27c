/** @jest-environment node */
import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createDocumentResponder } from './static-server.mjs';

// A document made once and answered many times, each answer ending with something of its own:
// every encoding a browser takes reads back as the whole page, the answer's own end included.

let server: Server;
let base: string;
let answer = 0;
/** The page's start: big enough to compress, with the characters a page has. */
const start = `<!doctype html><html><head><title>Café ✓</title></head><body>${'<p>Presence, inquiry and the body — together.</p>'.repeat(400)}`;
const tailOf = (n: number) => `<input type="hidden" value="answer-${n}"></body></html>`;
const respond = createDocumentResponder({ start, tail: () => tailOf(++answer) }, ['X-Test', 'yes']);

beforeAll(async () => {
  server = createServer((req, res) => respond(req, res, 'cache', 'request-1')).listen(
    0,
    '127.0.0.1',
  );
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

/** An answer's head and its body as sent, asking with `encoding`. */
function get(encoding: string, method = 'GET') {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(`${base}/`, { method, headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body: Buffer) => body };

it.each(['br', 'gzip', 'identity'] as const)(
  'sends each answer whole in %s, ending with its own tail, its length said right',
  async (encoding) => {
    // Several answers: the first ones compressed quickly, the later ones at brotli's best.
    for (let round = 0; round < 4; round++) {
      const { headers, body } = await get(encoding);
      const text = decode[encoding](body).toString('utf8');
      expect(text).toBe(start + tailOf(answer));
      expect(Number(headers['content-length'])).toBe(body.length);
      expect(headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(headers).toMatchObject({ 'x-test': 'yes', 'x-request-id': 'request-1' });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  },
);

it('answers a HEAD with the head alone', async () => {
  const { headers, body } = await get('br', 'HEAD');
  expect(body.length).toBe(0);
  expect(Number(headers['content-length'])).toBeGreaterThan(0);
});

it('sends a document whose end never changes at brotli’s best once it was asked for again', async () => {
  // Text like a page's, varied enough that brotli's best is smaller than its quick pass.
  const page = Array.from({ length: 3000 }, (_, i) => `<p>${(i * 7919) % 10007}</p>`).join('');
  const same = createDocumentResponder({ start: page, tail: () => tailOf(0) }, []);
  const sameServer = createServer((req, res) => same(req, res, 'cache')).listen(0, '127.0.0.1');
  await once(sameServer, 'listening');
  const url = `http://127.0.0.1:${(sameServer.address() as AddressInfo).port}/`;
  const brotliLength = () =>
    new Promise<number>((resolve, reject) => {
      request(url, { headers: { 'Accept-Encoding': 'br' } }, (res) => {
        res.resume();
        resolve(Number(res.headers['content-length']));
      })
        .on('error', reject)
        .end();
    });
  try {
    const quick = await brotliLength();
    await brotliLength(); // the second answer has the best made, off the event loop
    let best = quick;
    for (let tries = 0; tries < 50 && best >= quick; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      best = await brotliLength();
    }
    expect(best).toBeLessThan(quick);
  } finally {
    sameServer.close();
  }
});
