// Serves one built remote on its own: `node server.mjs` inside public-site/ or admin-app/.
import { createServer } from 'node:http';
import path from 'node:path';
import { CONNECTION_LIMITS, IDLE_SOCKET_MS } from './connection-limits.mjs';
import { createLogger, logAccess } from './logger.mjs';
import { createRemoteFileSecurityHeaders } from './security-headers.mjs';
import { POINTER, releasesDirOf } from './releases.mjs';
import { createReleasesHandler } from './serve-releases.mjs';

/** @param {{ name: string, root: string, defaultPort: number }} remote */
export function serveRemote({ name, root, defaultPort }) {
  const log = createLogger(name);
  const port = Number(process.env.PORT ?? defaultPort);
  const host = process.env.HOST ?? '127.0.0.1';
  // The shell's origin(s), comma-separated; the remote entry is loaded cross-origin from there.
  const allowedOrigins = (
    process.env.ALLOWED_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000'
  )
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  // The releases published beside the build (`npm run release`): the active one is served.
  const serveFile = createReleasesHandler({
    distDir: root,
    releasesDir: releasesDirOf(path.dirname(root)),
    allowedOrigins,
  });
  const securityHeaders = createRemoteFileSecurityHeaders({
    production: process.env.NODE_ENV === 'production',
  });
  // What the shell reads every few seconds (shell/server/remote-preloads.mjs), at the remote's
  // address or its active release's: answered, never logged.
  const watched = new RegExp(
    `^(/releases/${POINTER}|(/releases/[^/]+)?/(mf-manifest|page-chunks|server/build)\\.json)$`,
  );
  const server = createServer(CONNECTION_LIMITS, (req, res) => {
    // A remote serves files only: one kind of answer in its log.
    if (!watched.test(req.url ?? '')) logAccess(log, req, res, () => 'file');
    securityHeaders(req, res);
    serveFile(req, res);
  });
  server.timeout = IDLE_SOCKET_MS;
  server.listen(port, host, () => log.info(`serving ${root} on http://${host}:${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return server;
}
