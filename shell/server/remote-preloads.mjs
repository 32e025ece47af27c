// What the page preloads from a remote: its remoteEntry.js and the chunks its exposed route tree
// needs at once, read from the remote's mf-manifest.json. They then download in parallel with the
// shell's own chunks instead of one after another (one JS hop before a public page paints instead
// of two). The remotes deploy on their own, so the manifest is re-read every `refreshMs`.
import { setTimeout as sleep } from 'node:timers/promises';

const EXPOSE = './routes';

const withoutTrailingSlash = (url) => url.replace(/\/$/, '');

/** The URLs to preload for one remote, given its manifest (or none when it is unavailable). */
function preloadUrlsFor(remoteUrl, manifest) {
  const base = withoutTrailingSlash(remoteUrl);
  const expose = manifest?.exposes?.find((candidate) => candidate.path === EXPOSE);
  const chunks = expose?.assets?.js?.sync ?? [];
  return [
    `${base}/remoteEntry.js`,
    ...chunks
      .filter((file) => typeof file === 'string' && /^[\w./-]+\.js$/.test(file))
      .map((file) => `${base}/${file}`),
  ];
}

async function fetchManifest(remoteUrl, timeoutMs) {
  try {
    const response = await fetch(`${withoutTrailingSlash(remoteUrl)}/mf-manifest.json`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps each remote's preload list current. `onChange(listsByRemote)` runs with the first lists
 * and whenever one changes; a remote that cannot be reached keeps its last known list.
 * @param {{ remotes: Record<string, string>, refreshMs?: number, timeoutMs?: number,
 *           onChange: (lists: Record<string, string[]>) => void }} options
 */
export function watchRemotePreloads({ remotes, refreshMs = 30_000, timeoutMs = 2_000, onChange }) {
  const lists = Object.fromEntries(
    Object.entries(remotes).map(([name, url]) => [name, preloadUrlsFor(url, undefined)]),
  );
  onChange({ ...lists });
  let stopped = false;
  const refresh = async () => {
    let changed = false;
    for (const [name, url] of Object.entries(remotes)) {
      const manifest = await fetchManifest(url, timeoutMs);
      if (!manifest) continue;
      const next = preloadUrlsFor(url, manifest);
      if (next.join('\n') === lists[name].join('\n')) continue;
      lists[name] = next;
      changed = true;
    }
    if (changed && !stopped) onChange({ ...lists });
  };
  const ready = refresh();
  void (async () => {
    await ready;
    while (!stopped) {
      await sleep(refreshMs, undefined, { ref: false });
      if (!stopped) await refresh();
    }
  })();
  return {
    /** Resolves once the first manifests were read (or could not be). */
    ready,
    stop() {
      stopped = true;
    },
  };
}
