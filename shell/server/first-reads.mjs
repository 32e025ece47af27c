// A page's first API reads, asked of the API while the page is put together and written into it:
// on a slow connection the data then arrives with the page instead of over a connection of its own.

/** How long a page waits for the API before leaving a read to the browser. */
const FIRST_READ_TIMEOUT_MS = 300;

/**
 * The JSON of each read the API answers with 200 in time. Reads are public: they go without the
 * visitor's cookies, and only paths under /api/ are asked for. A read that fails, is slow or answers
 * anything else is left out; the page then preloads it as before and shows its own error state.
 * @param {URL} apiUrl
 * @param {string[]} paths
 * @returns {Promise<Record<string, unknown>>}
 */
export async function fetchFirstReads(apiUrl, paths, { timeoutMs = FIRST_READ_TIMEOUT_MS } = {}) {
  const answers = await Promise.all(
    paths.map(async (path) => {
      if (!path.startsWith('/api/')) return undefined;
      try {
        const response = await fetch(new URL(path, apiUrl), {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        const isJson = /^application\/json\b/.test(response.headers.get('content-type') ?? '');
        if (response.status !== 200 || !isJson) {
          await response.body?.cancel();
          return undefined;
        }
        return [path, await response.json()];
      } catch {
        return undefined;
      }
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== undefined));
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
