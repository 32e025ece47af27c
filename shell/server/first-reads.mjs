// A page's first API reads, asked of the API while the page is put together and written into it:
// on a slow connection the data then arrives with the page instead of over a connection of its own.
import { fetchJson } from './fetch-json.mjs';

/** How long a page waits for the API before leaving a read to the browser. */
const FIRST_READ_TIMEOUT_MS = 300;

/**
 * The JSON of each read the API answers in time. Reads are public: they go without the visitor's
 * cookies, and only paths under /api/ are asked for. A read that fails, is slow, is not ok or is
 * not JSON is left out; the page then preloads it as before and shows its own error state.
 * @param {URL} apiUrl
 * @param {string[]} paths
 * @returns {Promise<Record<string, unknown>>}
 */
export async function fetchFirstReads(apiUrl, paths, { timeoutMs = FIRST_READ_TIMEOUT_MS } = {}) {
  const answers = await Promise.all(
    paths
      .filter((path) => path.startsWith('/api/'))
      .map(async (path) => [path, await fetchJson(new URL(path, apiUrl), timeoutMs)]),
  );
  return Object.fromEntries(answers.filter(([, data]) => data !== undefined));
}

/**
 * The inline script that hands the reads to the page (shared-ui's takeFirstRead). `<` is escaped,
 * so no value can end the script early.
 * @param {Record<string, unknown>} reads
 */
export function firstReadsScript(reads) {
  const json = JSON.stringify(reads).replace(/</g, '\\u003c');
  return `<script>window.__FIRST_READS__=${json}</script>`;
}
