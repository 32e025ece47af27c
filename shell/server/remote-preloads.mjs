// What the page preloads from a remote: its remoteEntry.js and the chunks its exposed route tree
// needs at once, read from the remote's mf-manifest.json, plus, for the page being opened, that
// page's own chunk (its route names it), read from the remote's page-chunks.json (when it has one).
// They then download in parallel with the shell's own chunks instead of one after another. The
// remotes deploy on their own, so the files are read again every few seconds, with the id of the
// remote's server build (server/build.json), which the shell renders pages with. A remote with an
// active release (`npm run release`) is read, and named to the browser, at that release's own
// address: a page is made with one release throughout.
import { setTimeout as sleep } from 'node:timers/promises';
import { POINTER, RELEASE_ID } from '@da-boulder/server-kit/releases';
import { requestIdHeader } from './request-id.mjs';

const EXPOSE = './routes';
const SCRIPT_FILE = /^[\w./-]+\.js$/;

/** @param {string} url */
const withoutTrailingSlash = (url) => url.replace(/\/$/, '');

/**
 * The status of `url`'s answer and, when it is ok, its JSON; undefined when it cannot be had in
 * `timeoutMs` (unreachable, slow, not JSON): the remote then keeps what it had.
 * @param {string} url
 * @param {number} timeoutMs
 * @returns {Promise<{ status: number, json?: any } | undefined>}
 */
async function fetchJson(url, timeoutMs) {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: requestIdHeader(),
    });
    if (response.ok) return { status: response.status, json: await response.json() };
    await response.body?.cancel();
    return { status: response.status };
  } catch {
    return undefined;
  }
}

/**
 * The address of the remote's active release, its own when it has none (or answers no releases),
 * or undefined when it could not be asked: it then keeps what it had.
 * @param {string} url
 * @param {number} timeoutMs
 */
async function activeBase(url, timeoutMs) {
  const base = withoutTrailingSlash(url);
  const answer = await fetchJson(`${base}/releases/${POINTER}`, timeoutMs);
  if (!answer || answer.status >= 500) return undefined;
  const id = /** @type {{ id?: unknown } | undefined} */ (answer.json)?.id;
  return typeof id === 'string' && RELEASE_ID.test(id) ? `${base}/releases/${id}` : base;
}

/**
 * Where the remote's files are read (its active release's address, else its own), the id of its
 * server build when it has one, the scripts every page of it needs, and each chunk's scripts.
 * @typedef {{ url: string, serverBuild?: string, start: string[], chunks: Record<string, string[]> }} RemotePreloads
 */

/** @param {unknown} list */
const strings = (list) =>
  (Array.isArray(list) ? list : []).filter((item) => typeof item === 'string');

/**
 * The preloads of one remote from its files (none when it is unavailable).
 * @param {string} remoteUrl
 * @param {any} manifest
 * @param {any} pageChunks
 * @param {any} serverBuild
 * @returns {RemotePreloads}
 */
function remotePreloads(remoteUrl, manifest, pageChunks, serverBuild) {
  const base = withoutTrailingSlash(remoteUrl);
  /** @param {unknown} files */
  const scriptUrls = (files) =>
    strings(files)
      .filter((file) => SCRIPT_FILE.test(file))
      .map((file) => `${base}/${file}`);
  const expose = manifest?.exposes?.find(
    (/** @type {any} */ candidate) => candidate?.path === EXPOSE,
  );
  const chunks =
    pageChunks?.chunks && typeof pageChunks.chunks === 'object' ? pageChunks.chunks : {};
  return {
    url: base,
    ...(typeof serverBuild?.id === 'string' ? { serverBuild: serverBuild.id } : {}),
    start: [`${base}/remoteEntry.js`, ...scriptUrls(expose?.assets?.js?.sync)],
    chunks: Object.fromEntries(
      Object.entries(chunks).map(([name, files]) => [name, scriptUrls(files)]),
    ),
  };
}

/**
 * Keeps each remote's preloads current, read every `refreshMs` (a few small files of each, on
 * this host). `onChange(preloadsByRemote)` runs once the remotes were first asked (a remote not
 * reached then has its entry file only) and whenever one changes; a remote that cannot be
 * reached keeps its last known preloads. Not before that first reading: a change then would load
 * the public site's server build twice as the shell starts.
 * @param {{ remotes: Record<string, string>, refreshMs?: number, timeoutMs?: number,
 *           onChange: (preloads: Record<string, RemotePreloads>) => void }} options
 */
export function watchRemotePreloads({ remotes, refreshMs = 2_000, timeoutMs = 2_000, onChange }) {
  const current = Object.fromEntries(
    Object.entries(remotes).map(([name, url]) => [
      name,
      remotePreloads(url, undefined, undefined, undefined),
    ]),
  );
  let stopped = false;
  const refresh = async (first = false) => {
    let changed = first;
    for (const [name, url] of Object.entries(remotes)) {
      const base = await activeBase(url, timeoutMs);
      if (base === undefined) continue;
      const manifest = (await fetchJson(`${base}/mf-manifest.json`, timeoutMs))?.json;
      if (!manifest) continue;
      const pageChunks = (await fetchJson(`${base}/page-chunks.json`, timeoutMs))?.json;
      const serverBuild = (await fetchJson(`${base}/server/build.json`, timeoutMs))?.json;
      const next = remotePreloads(base, manifest, pageChunks, serverBuild);
      if (JSON.stringify(next) === JSON.stringify(current[name])) continue;
      current[name] = next;
      changed = true;
    }
    if (changed && !stopped) onChange({ ...current });
  };
  const ready = refresh(true);
  void (async () => {
    await ready;
    while (!stopped) {
      await sleep(refreshMs, undefined, { ref: false });
      if (!stopped) await refresh();
    }
  })();
  return {
    /** Resolves once the first files were read (or could not be). */
    ready,
    stop() {
      stopped = true;
    },
  };
}
