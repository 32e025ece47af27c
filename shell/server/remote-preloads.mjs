// What a page preloads from a remote, to download beside the shell's own chunks rather than
// after them: its remoteEntry.js and routes' chunks (mf-manifest.json) and the page's own chunk
// (page-chunks.json). The remotes deploy on their own: these, with their server build's id, are
// read again every few seconds, at the active release's address.
import { setTimeout as sleep } from 'node:timers/promises';
import { POINTER, RELEASE_ID } from '@da-boulder/server-kit/releases';

const EXPOSE = './routes';
const SCRIPT_FILE = /^[\w./-]+\.js$/;
const READ_TIMEOUT_MS = 2_000;

/**
 * Where the remote's files are read (its active release's address, else its own), the id of its
 * server build when it has one, the scripts every page of it needs, and each chunk's scripts.
 * @typedef {{ url: string, serverBuild?: string, start: string[], chunks: Record<string, string[]> }} RemotePreloads
 */

/**
 * The status of `url`'s answer and, when ok, its JSON; undefined when it cannot be had in time.
 * @param {string} url @returns {Promise<{ status: number, json?: any } | undefined>}
 */
async function fetchJson(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
    if (response.ok) return { status: response.status, json: await response.json() };
    await response.body?.cancel();
    return { status: response.status };
  } catch {
    return undefined;
  }
}

/**
 * The preloads of one remote at `base` from its files (none when it is unavailable).
 * @param {string} base @param {any} [manifest] @param {any} [pageChunks] @param {any} [serverBuild]
 * @returns {RemotePreloads}
 */
function remotePreloads(base, manifest, pageChunks, serverBuild) {
  /** @param {unknown} files */
  const scriptUrls = (files) =>
    (Array.isArray(files) ? files : [])
      .filter((file) => typeof file === 'string' && SCRIPT_FILE.test(file))
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
 * The preloads of the remote at `url`, at its active release's address if it has one; undefined
 * when it could not be asked.
 * @param {string} url
 */
async function readPreloads(url) {
  const releases = await fetchJson(`${url}/releases/${POINTER}`);
  if (!releases || releases.status >= 500) return undefined;
  const id = releases.json?.id;
  const base = typeof id === 'string' && RELEASE_ID.test(id) ? `${url}/releases/${id}` : url;
  const manifest = (await fetchJson(`${base}/mf-manifest.json`))?.json;
  if (!manifest) return undefined;
  const pageChunks = (await fetchJson(`${base}/page-chunks.json`))?.json;
  const serverBuild = (await fetchJson(`${base}/server/build.json`))?.json;
  return remotePreloads(base, manifest, pageChunks, serverBuild);
}

/**
 * Keeps each remote's preloads current, read every `refreshMs`. `onChange(preloadsByRemote)` runs
 * once the remotes were first asked (one not reached has its entry file only) and whenever one
 * changes; a remote that cannot be reached keeps its last known preloads.
 * @param {{ remotes: Record<string, string>, refreshMs?: number,
 *           onChange: (preloads: Record<string, RemotePreloads>) => void }} options
 */
export function watchRemotePreloads({ remotes, refreshMs = 2_000, onChange }) {
  const bases = Object.entries(remotes).map(([name, url]) => [name, url.replace(/\/$/, '')]);
  const current = Object.fromEntries(bases.map(([name, base]) => [name, remotePreloads(base)]));
  let stopped = false;
  const refresh = async (first = false) => {
    let changed = first;
    for (const [name, base] of bases) {
      const next = await readPreloads(base);
      if (!next || JSON.stringify(next) === JSON.stringify(current[name])) continue;
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
