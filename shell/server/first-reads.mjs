// A page's first API reads, asked of the API while the page is put together and written into it:
// on a slow connection the data then arrives with the page instead of over a connection of its own.
import { requestIdHeader } from './request-id.mjs';

/** How long a page waits for the API before leaving a read to the browser. */
const FIRST_READ_TIMEOUT_MS = 300;
/** How long a read may take at all: one that comes later than a page waits is kept for the next. */
const READ_LIMIT_MS = 10_000;
/**
 * How long the content version this shell last heard of is trusted without asking the API: a
 * write that did not pass through this shell (another shell instance, a script) shows within this
 * bound and one answer of the API (plus the API's own bound between its instances). One that did
 * shows on the next request.
 */
const KNOWN_FOR_MS = 250;
/** Answers kept (bounded: paths have slugs); the oldest goes first. */
const MAX_KEPT = 1000;

/** The header the API names its content version in (api/src/cache/public-read-cache.ts). */
export const CONTENT_VERSION_HEADER = 'x-content-version';

/**
 * The reads by slug whose whole set of slugs a list gives: a slug the list (read and kept like
 * any page's read) does not name is missing without asking the API, so made-up slugs cost it at
 * most one list read per content version. A list longer than its first page tells nothing: the
 * API is asked for the slug then.
 */
const SLUG_LISTS = [
  { prefix: '/api/events/slug/', list: '/api/cms/events', name: 'events' },
  { prefix: '/api/webinars/slug/', list: '/api/webinars', name: 'webinars' },
];

/**
 * An answer kept: a read (200 JSON, with its ETag and an id that changes with its body) or a
 * miss (404), and the content version it was read or revalidated at.
 * @typedef {{ status: 200, json: unknown, etag: string | null, id: number, version: number }
 *   | { status: 404, version: number }} Kept
 */

/**
 * Reads a page's first reads from the API. Reads are public: they go without the visitor's
 * cookies, and only paths under /api/ are asked for. What the API answers with 200 JSON in time
 * comes back in `reads`; what it answered 404 in `missing` (the page then needs no preload for
 * it, and every unknown slug of a route gets one and the same document); anything else (failed,
 * slow, not JSON) in neither, so the page preloads it as before and shows its own state.
 * `version` names the answers given: the same version, the same reads, so a page made from them
 * can be used again without looking at them.
 *
 * Answers are kept by the API's content version (X-Content-Version on its answers, and on the
 * answers to CMS writes the shell passes on: `tell`): one kept at the newest version this shell
 * knows, known within KNOWN_FOR_MS, is used without asking. Otherwise the API is asked again, a
 * kept read with its ETag (a 304 costs the API a lookup and no body), once however many pages wait.
 * So a write through this shell shows on its next page; one elsewhere on the first page after
 * KNOWN_FOR_MS, which asks and waits for the answer.
 * @param {URL} apiUrl
 * @param {{ timeoutMs?: number, knownForMs?: number, maxKept?: number,
 *           now?: () => number }} [options]
 */
export function createFirstReads(
  apiUrl,
  {
    timeoutMs = FIRST_READ_TIMEOUT_MS,
    knownForMs = KNOWN_FOR_MS,
    maxKept = MAX_KEPT,
    now = Date.now,
  } = {},
) {
  /** The newest content version heard of, and when (when the read that told it was sent). */
  let known = { version: -1, at: -Infinity };
  const knownNow = () => now() - known.at < knownForMs;
  /**
   * What the API says the content version is. Higher wins; once what is known is older than
   * knownForMs, any answer replaces it (a restored database may count from lower again).
   * @param {number} version
   * @param {number} [at]
   */
  const tell = (version, at = now()) => {
    if (version > known.version || !knownNow() || (version === known.version && at > known.at))
      known = { version, at };
  };

  /** @type {Map<string, Kept>} */
  const kept = new Map();
  /**
   * Reads under way, shared by the pages waiting, with the version known when each was sent: one
   * sent before a newer version was heard of may answer with the older content, so it is not shared.
   * @type {Map<string, { answer: Promise<Kept | undefined>, sentKnowing: number }>}
   */
  const asking = new Map();
  let reads = 0;
  /** @param {Kept | undefined} answer */
  const usable = (answer) => answer !== undefined && answer.version === known.version && knownNow();
  /**
   * @param {string} path
   * @param {Kept} answer
   */
  const keep = (path, answer) => {
    kept.delete(path);
    const oldest = kept.keys().next();
    if (kept.size >= maxKept && !oldest.done) kept.delete(oldest.value);
    kept.set(path, answer);
  };

  /**
   * Asks the API for `path` (a kept read with its ETag) and keeps what it answers, however late.
   * Undefined when it failed: nothing is kept then.
   * @param {string} path
   * @returns {Promise<Kept | undefined>}
   */
  const ask = (path) => {
    const pending = asking.get(path);
    if (pending && pending.sentKnowing === known.version) return pending.answer;
    const previous = kept.get(path);
    const etag = previous?.status === 200 ? previous.etag : null;
    const sentAt = now();
    /** @type {{ answer: Promise<Kept | undefined>, sentKnowing: number }} */
    const entry = { answer: Promise.resolve(undefined), sentKnowing: known.version };
    entry.answer = (async () => {
      // Asked once this call has returned, so the read is in `asking` before it can end.
      await null;
      try {
        const response = await fetch(new URL(path, apiUrl), {
          signal: AbortSignal.timeout(READ_LIMIT_MS),
          // max-age=0 revalidates: fetch would add `no-cache` beside If-None-Match, and a server
          // answers a request that says no-cache in full.
          headers: {
            ...requestIdHeader(),
            ...(etag ? { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } : {}),
          },
        });
        const version = Number(response.headers.get(CONTENT_VERSION_HEADER) ?? NaN);
        const json = response.status === 200 ? await response.json() : undefined;
        if (response.status !== 200) await response.body?.cancel();
        // An answer that names no version (an API older than this shell) is this page's alone.
        const versioned = Number.isSafeInteger(version);
        if (versioned) tell(version, sentAt);
        /** @type {Kept | undefined} */
        const answered =
          response.status === 304 && previous?.status === 200
            ? { ...previous, version }
            : response.status === 200
              ? { status: 200, json, etag: response.headers.get('etag'), id: ++reads, version }
              : response.status === 404
                ? { status: 404, version }
                : undefined;
        if (answered && versioned) keep(path, answered);
        return answered;
      } catch {
        // Unreachable, slow or not JSON: the page goes without.
        return undefined;
      } finally {
        if (asking.get(path) === entry) asking.delete(path);
      }
    })();
    asking.set(path, entry);
    return entry.answer;
  };

  /**
   * The answer for `path`: the kept one while usable, else the API's, waited for at most `waitMs`
   * (a later one is kept for the next page). The page waits for the question (a 304 when nothing
   * changed), so a write made elsewhere shows on the first page after the bound, and a slug
   * written there is never taken as missing; only when the API is slower than that, a kept answer
   * of the newest version known stands in, since nothing says it changed.
   * @param {string} path
   * @param {number} [waitMs]
   * @returns {Promise<Kept | undefined>}
   */
  const answerFor = async (path, waitMs = timeoutMs) => {
    const answer = kept.get(path);
    if (usable(answer)) return answer;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    /** @type {Promise<undefined>} */
    const late = new Promise((resolve) => (timer = setTimeout(() => resolve(undefined), waitMs)));
    try {
      const fresh = await Promise.race([ask(path), late]);
      return fresh ?? (answer?.version === known.version ? answer : undefined);
    } finally {
      clearTimeout(timer);
    }
  };

  /**
   * True when `path` reads a slug its list (whole, as just read) does not name; false when the
   * list names it or cannot tell.
   * @param {string} path
   */
  const unlisted = async (path) => {
    const source = SLUG_LISTS.find(({ prefix }) => path.startsWith(prefix));
    if (!source) return false;
    const answer = await answerFor(source.list);
    const json = /** @type {any} */ (answer?.status === 200 ? answer.json : undefined);
    const items = json?.[source.name];
    if (!Array.isArray(items) || !(typeof json.total === 'number' && json.total <= items.length))
      return false;
    let slug;
    try {
      slug = decodeURIComponent(path.slice(source.prefix.length));
    } catch {
      return true;
    }
    return !items.some((item) => item?.slug === slug);
  };

  /**
   * `waitMs`: how long to wait for the API instead (the sitemap, which is nothing without its read).
   * @param {string[]} paths
   * @param {{ waitMs?: number }} [options]
   * @returns {Promise<{ reads: Record<string, unknown>, missing: string[],
   *                     version: string | undefined }>}
   */
  async function fetchFirstReads(paths, { waitMs } = {}) {
    /** @type {Record<string, unknown>} */
    const reads = {};
    /** @type {string[]} */
    const missing = [];
    const answers = await Promise.all(
      paths
        .filter((path) => path.startsWith('/api/'))
        .map(async (path) => {
          if (await unlisted(path)) return void missing.push(path);
          const answer = await answerFor(path, waitMs);
          if (answer?.status === 404) missing.push(path);
          else if (answer?.status === 200) {
            reads[path] = answer.json;
            return answer.id;
          }
        }),
    );
    // A failure or a miss gets no id: a page with one is made again.
    const version = answers.every((id) => id !== undefined) ? answers.join(',') : undefined;
    return { reads, missing, version };
  }
  /**
   * The version fetchFirstReads would give `paths` now, when it can be told without waiting:
   * each read kept and usable. Undefined otherwise: ask fetchFirstReads.
   * @param {string[]} paths
   */
  fetchFirstReads.versionNow = (paths) => {
    /** @type {number[]} */
    const ids = [];
    for (const path of paths) {
      if (!path.startsWith('/api/')) continue;
      const answer = kept.get(path);
      if (answer?.status !== 200 || !usable(answer)) return undefined;
      ids.push(answer.id);
    }
    return ids.join(',');
  };
  /** The API named its content version on an answer that passed through the shell (a CMS write). */
  fetchFirstReads.tell = tell;
  return fetchFirstReads;
}

/**
 * The source of the inline script that hands the reads to the page (shared-ui's takeFirstRead).
 * `<` is escaped, so no value can end the script early.
 * @param {Record<string, unknown>} reads
 */
export function firstReadsScript(reads) {
  return `window.__FIRST_READS__=${JSON.stringify(reads).replace(/</g, '\\u003c')}`;
}
