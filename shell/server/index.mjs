// The shell's server: static files, the page with the remotes' URLs injected, and /api proxied
// to the API so the browser talks to one origin and session cookies stay first-party.
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { createDocumentResponder, createStaticHandler } from '@da-boulder/shared-ui/server';
import { remoteForPath } from '../src/config/remote-for-path.mjs';
import { preloadsForPath, watchRemotePreloads } from './remote-preloads.mjs';

const root = new URL('../dist', import.meta.url).pathname;
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const apiUrl = new URL(process.env.API_URL ?? 'http://127.0.0.1:4000');
const remotes = {
  public_site: process.env.PUBLIC_SITE_URL ?? 'http://127.0.0.1:3001',
  admin_app: process.env.ADMIN_APP_URL ?? 'http://127.0.0.1:3002',
};

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Injects the remotes' URLs and preloads the scripts and API reads the page needs first, so they
 * download in parallel with the shell's own chunks.
 */
function renderShellPage(template, remoteUrls, { scripts, data }) {
  const json = JSON.stringify(remoteUrls).replace(/</g, '\\u003c');
  const tags = [
    // No crossorigin: the federation runtime's <script>s have none, and a preload only serves a
    // request made in the same CORS mode (otherwise the file is fetched twice).
    ...scripts.map(
      (url) => `<link rel="preload" as="script" href="${escapeAttribute(encodeURI(url))}" />`,
    ),
    // apiFetch sends credentials: the preload must too, or the page's read would not reuse it.
    ...data.map(
      (url) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(url)}" />`,
    ),
  ].map((tag) => `    ${tag}`);
  return template.replace(
    '<!--remotes-->',
    [`<script>window.__REMOTES__=${json}</script>`, ...tags].join('\n'),
  );
}

const template = readFileSync(`${root}/shell.html`, 'utf8');
/** The shell's own lazy chunks by name, for the pages that ask for them (hostChunks). */
const shellChunks = JSON.parse(readFileSync(`${root}/named-chunks.json`, 'utf8'));
/** Each remote's preloads; /login and /admin belong to the admin app, every other path the site. */
let preloads = {};
/** Compressed pages by their preloads, so repeat visits cost a lookup (bounded: paths have slugs). */
const pageCache = new Map();
const PAGE_CACHE_LIMIT = 500;
const preloadWatch = watchRemotePreloads({
  remotes,
  refreshMs: Number(process.env.REMOTE_MANIFEST_REFRESH_MS ?? 30_000),
  onChange(next) {
    preloads = next;
    pageCache.clear();
  },
});
// The first visitor already gets the remotes' chunks preloaded (each read gives up fast).
await preloadWatch.ready;

function page(req, res) {
  const pathname = (req.url ?? '/').split('?')[0];
  const { start, routes } = preloads[remoteForPath(pathname)];
  const forPath = preloadsForPath(routes, pathname);
  const shellScripts = forPath.hostChunks.flatMap((name) =>
    Object.hasOwn(shellChunks, name) ? shellChunks[name] : [],
  );
  const scripts = [...start, ...forPath.scripts, ...shellScripts.map((file) => `/${file}`)];
  const key = [...scripts, ...forPath.data].join('\n');
  let respond = pageCache.get(key);
  if (!respond) {
    if (pageCache.size >= PAGE_CACHE_LIMIT) pageCache.delete(pageCache.keys().next().value);
    respond = createDocumentResponder(
      renderShellPage(template, remotes, { scripts, data: forPath.data }),
    );
    pageCache.set(key, respond);
  }
  respond(req, res);
}

const serveStatic = createStaticHandler(root, { onNoMatch: (req, res) => page(req, res) });

function proxyToApi(req, res) {
  const upstream = httpRequest(
    {
      host: apiUrl.hostname,
      port: apiUrl.port,
      method: req.method,
      path: req.url,
      headers: {
        ...req.headers,
        host: apiUrl.host,
        'x-forwarded-for': req.socket.remoteAddress ?? '',
        'x-forwarded-proto': 'http',
      },
    },
    (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
      upstreamRes.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'The API is unavailable right now' }));
  });
  req.pipe(upstream);
}

const ROBOTS_TXT = 'User-agent: *\nAllow: /\n';

const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/robots.txt') {
    res.writeHead(200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    return res.end(req.method === 'HEAD' ? undefined : ROBOTS_TXT);
  }
  if (path === '/api' || path.startsWith('/api/')) return proxyToApi(req, res);
  if (path === '/shell.html') return page(req, res);
  return serveStatic(req, res);
});

server.listen(port, host, () => {
  console.log(`[shell] http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
  console.log(
    `[shell] remotes: public-site ${remotes.public_site}, admin-app ${remotes.admin_app}`,
  );
});
const stop = () => {
  preloadWatch.stop();
  server.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
