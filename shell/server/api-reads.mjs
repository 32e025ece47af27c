// The API's reads for the pages' loaders, and the content version its answers name: whether a
// document made earlier is still the page. An edit through this shell names it at once (through
// the proxy); one made elsewhere, within KNOWN_FOR_MS and a conditional GET.
import { requestIdHeader } from './request-id.mjs';

/** The header the API names its content version in (api/src/cache/public-read-cache.ts). */
export const CONTENT_VERSION_HEADER = 'x-content-version';
/** How long a content version heard is trusted without asking the API again. */
const KNOWN_FOR_MS = 250;
/** How long the API may take to name its version: as long as a page may take to render. */
const ASK_LIMIT_MS = 750;
/** A small read that names the version: asked with its ETag, answered 304 while unchanged. */
const VERSION_READ = '/api/content-dates';

/**
 * An API read as a loader takes it, with its version: its JSON, a 404, a refusal in the API's
 * words (400, 410), or undefined (unreachable, slow, not JSON).
 * @typedef {{ status: 200 | 400 | 410, json: unknown, version?: number }
 *   | { status: 404, version?: number } | undefined} ApiRead
 */

/** @param {URL} apiUrl @param {{ knownForMs?: number, now?: () => number }} [options] */
export function createApiReads(apiUrl, { knownForMs = KNOWN_FOR_MS, now = Date.now } = {}) {
  /** @type {{ version: number | undefined, at: number }} */
  let known = { version: undefined, at: -Infinity };
  const fresh = () => now() - known.at < knownForMs;
  /**
   * The content version an answer named (higher wins while the last is fresh: a restored
   * database may count from lower). @param {number} version @param {number} at when asked
   */
  const tell = (version, at = now()) => {
    if (known.version === undefined || version >= known.version || !fresh())
      known = { version, at };
  };
  /** @param {Response} response @param {number} at when it was asked for */
  const versionOf = (response, at) => {
    const version = Number(response.headers.get(CONTENT_VERSION_HEADER) ?? NaN);
    if (!Number.isSafeInteger(version)) return undefined;
    tell(version, at);
    return version;
  };

  /** @type {Promise<void> | undefined} */
  let asking;
  /** @type {string | null} */
  let etag = null;

  return {
    tell,

    /**
     * Reads `path` (under /api/ only) for a loader, without the visitor's cookies.
     * @param {string} path @param {AbortSignal} signal @returns {Promise<ApiRead>}
     */
    async read(path, signal) {
      if (!path.startsWith('/api/')) return undefined;
      const at = now();
      try {
        const response = await fetch(new URL(path, apiUrl), { signal, headers: requestIdHeader() });
        const version = versionOf(response, at);
        const { status } = response;
        if (status === 200 || status === 400 || status === 410)
          return { status, json: await response.json(), version };
        await response.body?.cancel();
        return status === 404 ? { status, version } : undefined;
      } catch {
        return undefined;
      }
    },

    /** The version heard within KNOWN_FOR_MS, without waiting; else undefined. */
    known() {
      return fresh() ? known.version : undefined;
    },

    /**
     * The content version now: the one heard within KNOWN_FOR_MS, else the API's, asked once
     * however many wait; undefined when it does not say in time.
     * @returns {Promise<number | undefined>}
     */
    async current() {
      if (fresh()) return known.version;
      asking ??= (async () => {
        const at = now();
        try {
          const response = await fetch(new URL(VERSION_READ, apiUrl), {
            signal: AbortSignal.timeout(ASK_LIMIT_MS),
            // max-age=0 revalidates: fetch would add `no-cache` beside If-None-Match, and a
            // server answers a request that says no-cache in full.
            headers: etag ? { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } : {},
          });
          versionOf(response, at);
          etag = response.headers.get('etag') ?? etag;
          await response.body?.cancel();
        } catch {
          // Unreachable or slow: the version stays unknown.
        } finally {
          asking = undefined;
        }
      })();
      await asking;
      return fresh() ? known.version : undefined;
    },
  };
}
