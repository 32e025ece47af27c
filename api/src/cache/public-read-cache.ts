import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { currentDay, EVENT_TIMES } from '@da-boulder/contracts';
import { currentSessionId } from '../auth/session';
import { previewsDraft } from '../content/previews';
import { notFound } from '../errors/http-error';
import { publicReadCacheLookups } from '../operations/metrics';
import { prepareJson, sendPrepared, type PreparedResponse } from '../shared/prepared-response';
import type { ContentVersion } from './content-version';

/**
 * Marks a route as a public read, the same answer for every visitor: `router.get(path,
 * publicRead, handler)`. It does nothing itself; publicReadCache caches the routes that carry it.
 */
export const publicRead: Middleware = (_ctx, next) => next();

/** What a public read of one item by its `:slug` says of the slugs there are. */
interface BySlug {
  /** What the item is called in its 404 ("Event not found"). */
  name: string;
  slugs: () => Promise<string[]>;
}
const slugReads = new WeakMap<object, BySlug>();

/**
 * Marks a public read of one `name`d item by its `:slug`, as publicRead does. The cache keeps the
 * slugs `slugs` lists too, read once per content version, and answers a slug that none has with
 * 404 at once: a flood of made-up slugs costs no database read each.
 */
export function publicReadBySlug(name: string, slugs: () => Promise<string[]>): Middleware {
  const marker: Middleware = (_ctx, next) => next();
  slugReads.set(marker, { name, slugs });
  return marker;
}

const bySlugOf = (route: Route): BySlug | undefined =>
  route.stack.map((middleware) => slugReads.get(middleware)).find(Boolean);

/**
 * The content version an answer was read at (a public read) or a write made (a CMS write): the
 * shell keys what it keeps of the public content on it.
 */
export const CONTENT_VERSION_HEADER = 'X-Content-Version';

type Route = Router['stack'][number];

/** The GET routes of `routers` marked publicRead. */
const publicReadsOf = (routers: Router[]): Route[] =>
  routers.flatMap((router) =>
    router.stack.filter(
      (route) =>
        route.methods.includes('GET') &&
        (route.stack.includes(publicRead) || bySlugOf(route) !== undefined),
    ),
  );

export interface CacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/** Room for every list plus a few hundred detail pages; a bounded few MB at most. */
const DEFAULT_LIMITS: CacheLimits = { maxEntries: 500, maxBytes: 8 * 1024 * 1024 };

/** A 200 with this body, headers and all, prepared when stored. */
interface Representation extends PreparedResponse {
  etag: string;
}

interface Entry {
  version: number;
  identity: Representation;
  /** Compressed once when stored; lists of events with descriptions shrink about fourfold. */
  gzip?: Representation;
}

/** Smaller bodies are not worth the encoding header. */
const COMPRESS_FROM_BYTES = 1024;

const entrySize = (entry: Entry) => entry.identity.body.length + (entry.gzip?.body.length ?? 0);

function representation(
  body: Buffer,
  commonHeaders: Record<string, string>,
  encoding?: 'gzip',
): Representation {
  // A strong ETag names one exact representation, so the gzip one has its own.
  const etag = `"${createHash('sha1').update(body).digest('base64url')}${encoding ? '-gz' : ''}"`;
  const headers: Record<string, string> = {
    ...commonHeaders,
    ETag: etag,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  return { ...prepareJson(200, body, headers), etag };
}

/**
 * Admin writes about people and their mail (registrations, messages, subscribers, erasure, mail
 * retries): no public page shows them, so they leave the content, and every cache built on its
 * version (pages, sitemap, calendar feed), as it is.
 */
const PEOPLE_PATH = /^\/api\/cms\/(registrations|messages|subscribers|privacy|mail)(\/|$)/;

const isContentWrite = (ctx: Context) =>
  ctx.method !== 'GET' &&
  ctx.method !== 'HEAD' &&
  ctx.method !== 'OPTIONS' &&
  ctx.path.startsWith('/api/cms/') &&
  !PEOPLE_PATH.test(ctx.path);

/**
 * An in-process cache of the public reads' serialized JSON with a strong ETag: the GET routes of
 * `routers` marked publicRead, so a public read is defined and cached in one place. Browsers
 * revalidate (`no-cache`) and get `304 Not Modified` while nothing changed. Every entry is tagged
 * with the content version it was built at and only served while that is still the current
 * version (see trackContentVersion for the bound across instances); every answer names that
 * version (X-Content-Version). Bounded by entries and bytes; the oldest entries go first.
 */
export function publicReadCache(
  contentVersion: ContentVersion,
  {
    routers,
    limits: { maxEntries, maxBytes } = DEFAULT_LIMITS,
    headers = {},
  }: {
    /** The routers whose public reads are cached. */
    routers: Router[];
    limits?: CacheLimits;
    /** Headers every answer carries (the security headers), prepared with it. */
    headers?: Record<string, string>;
  },
): Middleware {
  const routes = publicReadsOf(routers);
  const entries = new Map<string, Entry>();
  /** The slugs of each by-slug read, at the version the entries were built at. */
  const slugSets = new Map<Route, Promise<Set<string>>>();
  let bytes = 0;
  let builtAt = contentVersion.known();

  const store = (key: string, entry: Entry) => {
    if (entrySize(entry) > maxBytes / 4) return;
    const previous = entries.get(key);
    if (previous) {
      bytes -= entrySize(previous);
      entries.delete(key);
    }
    entries.set(key, entry);
    bytes += entrySize(entry);
    for (const [oldest, stored] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= entrySize(stored);
    }
  };

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const route = routes.find((candidate) => candidate.match(ctx.path));
    // An admin's list with drafts (`?drafts=include` with a session), and a draft's preview, are
    // no public read: never kept, never served. Anyone else asking so gets the public answer.
    const drafts = ctx.query.drafts === 'include' && currentSessionId(ctx) !== undefined;
    if (!route || drafts || previewsDraft(ctx)) return next();
    // Its pattern for the logs and metrics, also when the answer comes from here.
    ctx.state.route = String(route.path);
    const version = contentVersion.isFresh()
      ? contentVersion.known()
      : await contentVersion.refresh();
    if (version !== builtAt) {
      // Everything cached was built at another version: free it now rather than entry by entry.
      entries.clear();
      slugSets.clear();
      bytes = 0;
      builtAt = version;
    }
    const key = cacheKey(ctx);
    const cached = entries.get(key);
    if (cached && cached.version === version) {
      publicReadCacheLookups.inc({ result: 'hit' });
      return send(ctx, cached, headers);
    }

    publicReadCacheLookups.inc({ result: 'miss' });
    // Read before the data: a write in between makes the answer stale, never wrong.
    ctx.set(CONTENT_VERSION_HEADER, String(version));
    const bySlug = bySlugOf(route);
    if (bySlug) {
      const slugs = slugSets.get(route) ?? bySlug.slugs().then((list) => new Set(list));
      slugSets.set(route, slugs);
      // Read again by the next request when the database could not answer.
      slugs.catch(() => slugSets.get(route) === slugs && slugSets.delete(route));
      const { slug } = route.params(ctx.path, route.captures(ctx.path));
      if (!(await slugs).has(slug)) throw notFound(`${bySlug.name} not found`);
    }
    await next();
    const body = cacheableBody(ctx);
    if (!body) return;
    const entryHeaders = {
      ...headers,
      'Content-Type': ctx.response.get('Content-Type'),
      [CONTENT_VERSION_HEADER]: String(version),
    };
    const entry: Entry = {
      version,
      identity: representation(body, entryHeaders),
      gzip:
        body.length >= COMPRESS_FROM_BYTES
          ? representation(gzipSync(body), entryHeaders, 'gzip')
          : undefined,
    };
    store(key, entry);
    send(ctx, entry, headers);
  };
}

/**
 * Today in Denver, the path, and the page of a list or the time of events (`?when=`) when asked
 * for: nothing else changes the answer. Every value of `when` but `upcoming`, `past` and none is
 * one key: the events' lists refuse them all alike (never kept), and any other read answers as
 * without it, so made-up values neither miss the cache nor push real answers out. The day because
 * an event passes by then (isPast): what is upcoming, in a list or the calendar feed, is read
 * anew each day.
 */
function cacheKey(ctx: Context): string {
  const { page, pageSize, when } = ctx.query;
  const paged =
    page === undefined && pageSize === undefined
      ? ''
      : `?page=${String(page)}&pageSize=${String(pageSize)}`;
  const known = ['', ...EVENT_TIMES].find((time) => time === when) ?? '?';
  const timed = when === undefined ? '' : `&when=${known}`;
  return `${currentDay()} ${ctx.path}${paged}${timed}`;
}

/** A 200's body as it is sent, for JSON or text; nothing for a stream, a buffer or an error. */
function cacheableBody(ctx: Context): Buffer | undefined {
  if (ctx.status !== 200) return undefined;
  const { body } = ctx;
  if (typeof body === 'string') return Buffer.from(body);
  if (typeof body === 'object' && body !== null && !Buffer.isBuffer(body) && !('pipe' in body))
    return Buffer.from(JSON.stringify(body));
  return undefined;
}

/**
 * Answers from the cache. Negotiation and revalidation run only for requests that ask for them;
 * a 200 goes out as prepared when it was stored.
 */
function send(ctx: Context, entry: Entry, headers: Record<string, string>): void {
  const gzip =
    entry.gzip && ctx.get('Accept-Encoding') && ctx.acceptsEncodings('gzip', 'identity') === 'gzip'
      ? entry.gzip
      : undefined;
  const chosen = gzip ?? entry.identity;
  if (ctx.get('If-None-Match')) {
    ctx.status = 200;
    ctx.set('ETag', chosen.etag);
    if (ctx.fresh) {
      ctx.set(headers);
      ctx.set(CONTENT_VERSION_HEADER, String(entry.version));
      ctx.status = 304;
      ctx.set('Cache-Control', 'no-cache');
      ctx.vary('Accept-Encoding');
      return;
    }
  }
  sendPrepared(ctx, chosen);
}

/**
 * Marks the content changed after every content write under /api/cms (seed included), before the answer
 * goes out, so the admin's next read shows it; the answer names the new version, so the shell it
 * passed through knows at once. Refused requests (4xx) changed nothing; a write that failed
 * unexpectedly may have changed part, so it counts.
 */
export function invalidateOnContentWrites(contentVersion: ContentVersion): Middleware {
  const bump = async (ctx: Context) =>
    ctx.set(CONTENT_VERSION_HEADER, String(await contentVersion.bump()));
  return async (ctx, next) => {
    if (!isContentWrite(ctx)) return next();
    try {
      await next();
    } catch (error) {
      if (!isClientError(error)) await bump(ctx).catch(() => undefined);
      throw error;
    }
    if (ctx.status < 400) await bump(ctx);
  };
}

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
