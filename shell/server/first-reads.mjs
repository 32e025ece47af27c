// A page's first API reads, asked of the API while the page is put together and written into it:
// on a slow connection the data then arrives with the page instead of over a connection of its own.
import { fetchJsonAnswer } from './fetch-json.mjs';

/** How long a page waits for the API before leaving a read to the browser. */
const FIRST_READ_TIMEOUT_MS = 300;
/**
 * How long a read the API answered 404 (an unknown slug) is taken as missing without asking
 * again, and how many such paths are remembered: a flood of made-up slugs costs the API at most
 * one read per path and period, and the shell's memory a bounded list.
 */
const MISS_TTL_MS = 10_000;
const MAX_MISSES = 1000;
/**
 * How long an answer is used again without asking the API: a busy page costs the API one read
 * per path and period, and the shell a lookup. `forget()` drops them all at once (the shell calls
 * it when an admin's write passes through it), so this is how stale a page can be only after a
 * write that went to the API another way (another shell instance).
 */
const FRESH_MS = 250;
const MAX_RECENT = 1000;

/**
 * The reads by slug whose whole set of slugs a list gives: a slug the list (read and kept like
 * any page's read) does not name is missing without asking the API, so made-up slugs cost it at
 * most one list read per period. A list longer than its first page tells nothing: the API is
 * asked for the slug then.
 */
const SLUG_LISTS = [
  { prefix: '/api/events/slug/', list: '/api/cms/events', name: 'events' },
  { prefix: '/api/webinars/slug/', list: '/api/webinars', name: 'webinars' },
];

/**
 * Reads a page's first reads from the API. Reads are public: they go without the visitor's
 * cookies, and only paths under /api/ are asked for. What the API answers with 200 JSON in time
 * comes back in `reads`; what it answered 404 in `missing` (the page then needs no preload for
 * it, and every unknown slug of a route gets one and the same document); anything else (failed,
 * slow, not JSON) in neither, so the page preloads it as before and shows its own state.
 * `version` names the answers given: the same version, the same reads, so a page made from them
 * can be used again without looking at them.
 * @param {URL} apiUrl
 * @param {{ timeoutMs?: number, missTtlMs?: number, maxMisses?: number, freshMs?: number,
 *           now?: () => number }} [options]
 */
export function createFirstReads(
  apiUrl,
  {
    timeoutMs = FIRST_READ_TIMEOUT_MS,
    missTtlMs = MISS_TTL_MS,
    maxMisses = MAX_MISSES,
    freshMs = FRESH_MS,
    now = Date.now,
  } = {},
) {
  /** @type {Map<string, number>} path -> until when it is taken as missing */
  const misses = new Map();
  /** @param {string} path */
  const rememberMiss = (path) => {
    misses.delete(path);
    const oldest = misses.keys().next();
    if (misses.size >= maxMisses && !oldest.done) misses.delete(oldest.value);
    misses.set(path, now() + missTtlMs);
  };
  /**
   * Asked lately; `read` once the API answered with a read (200 JSON).
   * @typedef {{ until: number, id: number, answer: ReturnType<typeof fetchJsonAnswer>,
   *             read?: true }} Asked
   * @type {Map<string, Asked>}
   */
  const recent = new Map();
  let answersAsked = 0;
  /**
   * The API's answer for `path`, asked once per `freshMs` however many pages wait for it.
   * @param {string} path
   */
  const answerFor = (path) => {
    const kept = recent.get(path);
    if (kept && kept.until > now()) return kept;
    /** @type {Asked} */
    const asked = {
      until: now() + freshMs,
      id: ++answersAsked,
      answer: fetchJsonAnswer(new URL(path, apiUrl), timeoutMs),
    };
    recent.delete(path);
    const oldest = recent.keys().next();
    if (recent.size >= MAX_RECENT && !oldest.done) recent.delete(oldest.value);
    recent.set(path, asked);
    // Only a usable answer is used again; a failure is asked again by the next page.
    void asked.answer.then((answer) => {
      if (answer?.json === undefined) {
        if (recent.get(path) === asked) recent.delete(path);
      } else if (answer.status !== 404) asked.read = true;
    });
    return asked;
  };

  /**
   * True when `path` reads a slug its list (whole, as just read) does not name; false when the
   * list names it or cannot tell.
   * @param {string} path
   */
  const unlisted = async (path) => {
    const source = SLUG_LISTS.find(({ prefix }) => path.startsWith(prefix));
    if (!source) return false;
    const answer = await answerFor(source.list).answer;
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
   * @param {string[]} paths
   * @returns {Promise<{ reads: Record<string, unknown>, missing: string[],
   *                     version: string | undefined }>}
   */
  async function fetchFirstReads(paths) {
    /** @type {Record<string, unknown>} */
    const reads = {};
    /** @type {string[]} */
    const missing = [];
    const answers = await Promise.all(
      paths
        .filter((path) => path.startsWith('/api/'))
        .map(async (path) => {
          if ((misses.get(path) ?? 0) > now() || (await unlisted(path)))
            return void missing.push(path);
          const { id, answer: pending } = answerFor(path);
          const answer = await pending;
          if (answer?.status === 404) {
            rememberMiss(path);
            missing.push(path);
          } else if (answer?.json !== undefined) {
            reads[path] = answer.json;
            return id;
          }
        }),
    );
    // A failure or a miss gets no id: a page with one is made again.
    const version = answers.every((id) => id !== undefined) ? answers.join(',') : undefined;
    return { reads, missing, version };
  }
  /**
   * The version fetchFirstReads would give `paths` now, when it can be told without waiting:
   * each read answered and still fresh. Undefined otherwise: ask fetchFirstReads.
   * @param {string[]} paths
   */
  fetchFirstReads.versionNow = (paths) => {
    /** @type {number[]} */
    const ids = [];
    const time = now();
    for (const path of paths) {
      if (!path.startsWith('/api/')) continue;
      const kept = recent.get(path);
      if (!kept?.read || kept.until <= time) return undefined;
      ids.push(kept.id);
    }
    return ids.join(',');
  };
  /** Drops every kept answer and miss: the next page asks the API again. */
  fetchFirstReads.forget = () => {
    recent.clear();
    misses.clear();
  };
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
