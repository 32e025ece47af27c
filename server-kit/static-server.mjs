// Static file serving for the built deployables (shell, public-site, admin-app).
// Content-hashed files are cached for a year; everything else (HTML, remoteEntry.js) is revalidated.
// Precompressed .br/.gz files written at build time are served when the browser accepts them.
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlibConstants,
  crc32,
  gzipSync,
} from 'node:zlib';
import sirv from 'sirv';
/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @typedef {(req: IncomingMessage, res: ServerResponse) => void} Handler */

const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|svg|png|jpe?g|webp|avif)$/;

/**
 * The one kind of Range sirv reads right: `bytes=first-last` (first up to last) or `bytes=first-`,
 * in numbers it can count exactly. It throws out of the process on a last before the first or past
 * 2^53, and misreads a suffix (`bytes=-5`) or several ranges; those are ignored, as HTTP lets a
 * server do, and the whole file is sent.
 */
const SINGLE_RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/;

/** @param {string} range */
function sirvReadsRange(range) {
  const [, first, last] = SINGLE_RANGE.exec(range) ?? [];
  return first !== undefined && (last === '' || Number(first) <= Number(last));
}

/** @param {string} pathname */
export function cacheControlFor(pathname) {
  return HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @param {string} root folder of built files
 * @param {{ allowedOrigins?: string[], onNoMatch?: Handler }} [options]
 * @returns {Handler}
 */
export function createStaticHandler(root, { allowedOrigins = [], onNoMatch } = {}) {
  const serve = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      // sirv sets Vary: Accept-Encoding just before this; a reflected origin must vary too.
      if (res.hasHeader('Access-Control-Allow-Origin'))
        res.setHeader('Vary', 'Origin, Accept-Encoding');
    },
    onNoMatch:
      onNoMatch ??
      ((req, res) => {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not found');
      }),
  });
  return (req, res) => {
    const origin = req.headers.origin;
    if (origin && (allowedOrigins.includes('*') || allowedOrigins.includes(origin))) {
      res.setHeader('Access-Control-Allow-Origin', origin);
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD' });
      res.end();
      return;
    }
    // sirv pipes the file without listening for its errors, so one removed or replaced under a
    // running server (a build in place) would throw out of the process. Its answer, whose head is
    // already sent, is cut off instead, and the server goes on.
    res.once('pipe', (/** @type {import('node:stream').Readable} */ file) =>
      file.once('error', () => res.destroy()),
    );
    if (req.headers.range !== undefined && !sirvReadsRange(req.headers.range))
      delete req.headers.range;
    serve(req, res);
  };
}

/** @typedef {'br' | 'gzip' | ''} Encoding how a document is sent ('': as it is) */

/** Brotli's quality for a document's first answers: about 1 ms for a page, where 11 takes 20. */
const QUICK_BROTLI = 5;

/**
 * A document's bytes compressed once, but for its last ones (its tail), which each answer makes
 * anew (a signed time): the bytes before are compressed and flushed to a byte boundary without
 * ending the stream, and each answer ends it with its tail as it is, in gzip's stored block or
 * brotli's uncompressed meta-block (RFC 1951 3.2.4, RFC 7932 9.2). A few hundred bytes, which no
 * compressor would shrink by much; the document is never compressed again per answer.
 * @param {Buffer} start
 */
function compressedStart(start) {
  const startCrc = crc32(start);
  const brotli = (/** @type {number} */ quality) => ({
    finishFlush: zlibConstants.BROTLI_OPERATION_FLUSH,
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality },
  });
  const bodies = {
    br: brotliCompressSync(start, brotli(QUICK_BROTLI)),
    gzip: gzipSync(start, { finishFlush: zlibConstants.Z_SYNC_FLUSH }),
  };
  return {
    /**
     * Compresses the start at brotli's best, off the event loop, for the answers after;
     * `onImproved` runs once they have it.
     * @param {() => void} onImproved
     */
    improve(onImproved) {
      brotliCompress(start, brotli(zlibConstants.BROTLI_MAX_QUALITY), (error, best) => {
        if (error) return;
        bodies.br = best;
        onImproved();
      });
    },
    /**
     * The whole document in `encoding`, ended by `tail` (at most 64 KiB): the start's bytes, and
     * the end's.
     * @param {Encoding} encoding
     * @param {Buffer} tail
     * @returns {[Buffer, Buffer]}
     */
    with(encoding, tail) {
      const length = tail.length;
      if (encoding === '') return [start, tail];
      if (encoding === 'br') {
        // ISLAST 0, MNIBBLES 4, MLEN - 1 in 16 bits, ISUNCOMPRESSED 1; then the last, empty one.
        const header = ((length - 1) << 3) | (1 << 19);
        const bytes = [header & 0xff, (header >> 8) & 0xff, header >> 16];
        return [bodies.br, Buffer.concat([Buffer.from(bytes), tail, Buffer.from([0x03])])];
      }
      // BFINAL 1, BTYPE 00 (stored), LEN and its complement; then gzip's CRC-32 and size.
      const block = [0x01, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff];
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc32(tail, startCrc), 0);
      trailer.writeUInt32LE((start.length + length) >>> 0, 4);
      return [bodies.gzip, Buffer.concat([Buffer.from(block), tail, trailer])];
    },
  };
}

/**
 * A small in-memory document, sent compressed when the browser accepts it: `start`, then the
 * `tail` each answer makes (by default none), so one document made once can carry something of
 * each answer's own. It is `Cache-Control: no-cache` unless `headers` say otherwise. It is compressed quickly at first, since many documents are made for one
 * visit (each address of a rendered page is its own); one served again is compressed at brotli's
 * best (about a tenth smaller), off the event loop, for the visits after. `headers` (a flat list
 * of names and values: its security headers) go with every answer; each answer says how it was
 * had in Server-Timing, and names its request's id in X-Request-Id.
 * @param {{ start: string, tail?: () => string }} page
 * @param {string[]} headers
 * @param {number} [status] 404 for a page saying it names nothing
 * @returns {(req: IncomingMessage, res: ServerResponse, serverTiming: string, requestId?: string) => void}
 */
export function createDocumentResponder({ start, tail = () => '' }, headers, status = 200) {
  const compressed = compressedStart(Buffer.from(start));
  const ownCacheControl = headers.some(
    (name, index) => index % 2 === 0 && name.toLowerCase() === 'cache-control',
  );
  /**
   * @param {Encoding} encoding
   * @param {string} serverTiming
   * @param {number} length
   */
  const headFor = (encoding, serverTiming, length) => [
    ...headers,
    'Server-Timing',
    serverTiming,
    'Content-Type',
    'text/html; charset=utf-8',
    ...(ownCacheControl ? [] : ['Cache-Control', 'no-cache']),
    'Vary',
    'Accept-Encoding',
    ...(encoding ? ['Content-Encoding', encoding] : []),
    'Content-Length',
    String(length),
  ];
  // A page answered from the cache, many times a second, has its head put together once for
  // each length of body (the tail's is the same answer after answer), and its end once for each
  // tail (the same for the answers of one millisecond).
  /** @type {Map<string, string[]>} */
  const cachedHeads = new Map();
  /** @type {{ tail: string, ends: Partial<Record<Encoding, [Buffer, Buffer]>> }} */
  let ended = { tail: '', ends: {} };
  let answers = 0;
  return (req, res, serverTiming, requestId) => {
    answers += 1;
    // The ends made with the quick start go: the next answer is made with the best.
    if (answers === 2)
      compressed.improve(() => {
        ended = { tail: '', ends: {} };
        cachedHeads.clear();
      });
    const accept = req.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : '';
    const tailText = tail();
    if (tailText !== ended.tail) ended = { tail: tailText, ends: {} };
    const chunks = (ended.ends[encoding] ??= compressed.with(encoding, Buffer.from(tailText)));
    const length = chunks[0].length + chunks[1].length;
    const key = `${encoding}:${length}`;
    let head = serverTiming === 'cache' ? cachedHeads.get(key) : undefined;
    if (!head) {
      head = headFor(encoding, serverTiming, length);
      if (serverTiming === 'cache') cachedHeads.set(key, head);
    }
    // The head is whole: writeHead would merge in headers set before (for a file, before the
    // path turned out to be a page), the dashboard's opener policy among them. With none set
    // (a page from the cache), node sends the list as it is, with no header checked again.
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.writeHead(status, requestId === undefined ? head : [...head, 'X-Request-Id', requestId]);
    if (req.method === 'HEAD') return void res.end();
    // One packet for the lot where it fits: end() uncorks.
    res.cork();
    res.write(chunks[0]);
    res.end(chunks[1]);
  };
}
