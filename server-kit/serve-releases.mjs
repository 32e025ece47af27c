// A remote's files when it has releases (server-kit/releases.mjs): `/releases/<id>/…` is
// that release, for as long as it is kept (a page opened with it fetches its chunks there);
// `/releases/active.json` names the active one (the shell reads it); every other path is the
// active release, or `dist/` while none is active, exactly as without releases.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { POINTER, RELEASE_ID, readPointer } from './releases.mjs';
import { createStaticHandler } from './static-server.mjs';
/** @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} Handler */

/** How long the pointer read is trusted: an activation shows within this, at most. */
const POINTER_READ_MS = 1000;

/**
 * @param {{ distDir: string, releasesDir: string, allowedOrigins: string[],
 *           pointerReadMs?: number }} options
 * @returns {Handler}
 */
export function createReleasesHandler({
  distDir,
  releasesDir,
  allowedOrigins,
  pointerReadMs = POINTER_READ_MS,
}) {
  const serveDist = createStaticHandler(distDir, { allowedOrigins });
  // A release's files never change, so each is listed once, when first asked for.
  /** @type {Map<string, Handler>} */
  const byRelease = new Map();
  /** @param {string} id a valid id */
  const releaseHandler = (id) => {
    let handler = byRelease.get(id);
    if (!handler && existsSync(path.join(releasesDir, id, 'remoteEntry.js'))) {
      handler = createStaticHandler(path.join(releasesDir, id), { allowedOrigins });
      byRelease.set(id, handler);
    }
    return handler;
  };
  let active = { id: /** @type {string | undefined} */ (undefined), readAt: -Infinity };
  const activeId = () => {
    if (performance.now() - active.readAt > pointerReadMs)
      active = { id: readPointer(releasesDir)?.id, readAt: performance.now() };
    return active.id;
  };

  return (req, res) => {
    const url = req.url ?? '/';
    const match = /^\/releases\/([^/?]+)(\/[^?]*)?/.exec(url);
    if (match?.[1] === POINTER) {
      const id = activeId();
      res.writeHead(id ? 200 : 404, {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-cache',
      });
      return void res.end(id ? JSON.stringify({ id }) : '{"error":"no release is active"}');
    }
    if (match) {
      const handler = RELEASE_ID.test(match[1]) ? releaseHandler(match[1]) : undefined;
      if (!handler) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        return void res.end('No such release');
      }
      req.url = url.slice(`/releases/${match[1]}`.length) || '/';
      return handler(req, res);
    }
    const id = activeId();
    ((id && releaseHandler(id)) || serveDist)(req, res);
  };
}
