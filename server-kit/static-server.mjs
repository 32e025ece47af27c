// Static file serving for the built deployables (shell, public-site, admin-app).
// Content-hashed files are cached for a year; everything else (HTML, remoteEntry.js) is revalidated.
// Precompressed .br/.gz files written at build time are served when the browser accepts them.
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlibConstants,
  gzipSync,
} from 'node:zlib';
import sirv from 'sirv';
/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @typedef {(req: IncomingMessage, res: ServerResponse) => void} Handler */

const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|svg|png|jpe?g|webp|avif)$/;

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
    serve(req, res);
  };
}

/** @typedef {'br' | 'gzip' | ''} Encoding how a document is sent ('': as it is) */

/** Brotli's quality for a document's first answers: about 1 ms for a page, where 11 takes 20. */
const QUICK_BROTLI = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * A small in-memory document, sent compressed when the browser accepts it. It is compressed
 * quickly at first, since many documents are made for one visit (each address of a rendered page
 * is its own); one served again is compressed at brotli's best (about a tenth smaller), off the
 * event loop, for the visits after. `headers` (a flat list of names and values: its security
 * headers) go with every answer; each answer says how it was had in Server-Timing, and names its
 * request's id in X-Request-Id.
 * @param {string} html
 * @param {string[]} headers
 * @param {number} [status] 404 for a page saying it names nothing
 * @returns {(req: IncomingMessage, res: ServerResponse, serverTiming: string, requestId?: string) => void}
 */
export function createDocumentResponder(html, headers, status = 200) {
  const body = Buffer.from(html);
  const variants = { br: brotliCompressSync(body, QUICK_BROTLI), gzip: gzipSync(body) };
  /**
   * @param {Encoding} encoding
   * @param {string} serverTiming
   */
  const headFor = (encoding, serverTiming) => [
    ...headers,
    'Server-Timing',
    serverTiming,
    'Content-Type',
    'text/html; charset=utf-8',
    'Cache-Control',
    'no-cache',
    'Vary',
    'Accept-Encoding',
    ...(encoding ? ['Content-Encoding', encoding] : []),
    'Content-Length',
    String((encoding ? variants[encoding] : body).length),
  ];
  // A page answered from the cache, many times a second, has its head put together once.
  /** @type {Partial<Record<Encoding, string[]>>} */
  let cachedHeads = {};
  let answers = 0;
  return (req, res, serverTiming, requestId) => {
    answers += 1;
    if (answers === 2)
      brotliCompress(body, (error, best) => {
        if (error) return;
        variants.br = best;
        cachedHeads = {};
      });
    const accept = req.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : '';
    const head =
      serverTiming === 'cache'
        ? (cachedHeads[encoding] ??= headFor(encoding, serverTiming))
        : headFor(encoding, serverTiming);
    // The head is whole: writeHead would merge in headers set before (for a file, before the
    // path turned out to be a page), the dashboard's opener policy among them. With none set
    // (a page from the cache), node sends the list as it is, with no header checked again.
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.writeHead(status, requestId === undefined ? head : [...head, 'X-Request-Id', requestId]);
    res.end(req.method === 'HEAD' ? undefined : encoding ? variants[encoding] : body);
  };
}
