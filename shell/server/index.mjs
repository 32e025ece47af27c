// The shell's server: static files, the page with the remotes' URLs injected, and /api proxied
// to the API so the browser talks to one origin and session cookies stay first-party.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { CONNECTION_LIMITS, IDLE_SOCKET_MS } from '@da-boulder/shared-ui/connection-limits';
import { createDocumentResponder, createStaticHandler } from '@da-boulder/shared-ui/server';
import {
  createShellSecurityHeaders,
  inlineScriptHashes,
} from '@da-boulder/shared-ui/security-headers';
import { remoteForPath } from '../src/config/remote-for-path.mjs';
import { createApiProxy } from './api-proxy.mjs';
import { createFirstReads, firstReadsScript } from './first-reads.mjs';
import { createPageHeads, renderPageHead, withPageHead } from './page-head.mjs';
import { preloadsForPath, watchRemotePreloads } from './remote-preloads.mjs';
import { createServerRender } from './server-render.mjs';
import { createShellPage } from './shell-page.mjs';
import { createSiteFiles, siteUrlFrom } from './site-files.mjs';

const root = new URL('../dist', import.meta.url).pathname;
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const apiUrl = new URL(process.env.API_URL ?? 'http://127.0.0.1:4000');
const remotes = {
  public_site: process.env.PUBLIC_SITE_URL ?? 'http://127.0.0.1:3001',
  admin_app: process.env.ADMIN_APP_URL ?? 'http://127.0.0.1:3002',
};
if (!['true', 'false', undefined, ''].includes(process.env.TRUST_PROXY)) {
  console.error('[shell] TRUST_PROXY must be true (behind a reverse proxy) or false');
  process.exit(1);
}
/** Behind a reverse proxy (TLS ends there): believe its X-Forwarded-* headers, one hop deep. */
const trustProxy = process.env.TRUST_PROXY === 'true';
const site = siteUrlFrom(process.env.SITE_URL, {
  production: process.env.NODE_ENV === 'production',
});
if ('problem' in site) {
  console.error(`[shell] ${site.problem}`);
  process.exit(1);
}
/** The public address canonical links, link previews, robots.txt and the sitemap name. */
const { siteUrl } = site;
const siteOrigin = new URL(siteUrl).origin;
const pageHeads = createPageHeads({ siteUrl });
const securityHeaders = createShellSecurityHeaders({
  remoteUrls: Object.values(remotes),
  production: process.env.NODE_ENV === 'production',
});

const template = readFileSync(`${root}/shell.html`, 'utf8');
const renderShellPage = createShellPage(template);
const fetchFirstReads = createFirstReads(apiUrl);
const serverRender = createServerRender({
  rendererPath: new URL('../dist-server/render-page.js', import.meta.url).pathname,
  publicSiteUrl: remotes.public_site,
});
/** Each remote's preloads; /login and /admin belong to the admin app, every other path the site. */
let preloads = {};
/**
 * Compressed pages by their preloads and inlined reads, so repeat visits cost a lookup (bounded:
 * paths have slugs). A changed read (an admin's edit) makes a new page.
 */
const pageCache = new Map();
const PAGE_CACHE_LIMIT = 500;
const preloadWatch = watchRemotePreloads({
  remotes,
  refreshMs: Number(process.env.REMOTE_MANIFEST_REFRESH_MS ?? 30_000),
  onChange(next) {
    // The remote's files changed (a deploy, or it came back): its server build is loaded anew.
    if (JSON.stringify(next.public_site) !== JSON.stringify(preloads.public_site))
      serverRender.useDeploy(
        createHash('sha256').update(JSON.stringify(next.public_site)).digest('hex').slice(0, 16),
      );
    preloads = next;
    pageCache.clear();
  },
});
// The first visitor already gets the remotes' chunks preloaded (each read gives up fast).
await preloadWatch.ready;

async function page(req, res) {
  const pathname = (req.url ?? '/').split('?')[0];
  const remote = remoteForPath(pathname);
  const { start, routes } = preloads[remote];
  const forPath = preloadsForPath(routes, pathname);
  const scripts = [...start, ...forPath.scripts];
  // The head's reads are the page's own; asked for even when the remote's list is unavailable.
  const { reads, missing } = await fetchFirstReads([
    ...new Set([...forPath.data, ...pageHeads.readsFor(pathname)]),
  ]);
  const data = forPath.data.filter(
    (path) => !Object.hasOwn(reads, path) && !missing.includes(path),
  );
  // Serialised once: the script is both part of the page and what tells cached pages apart.
  const readsScript = firstReadsScript(reads);
  const headHtml = renderPageHead(pageHeads.headFor(pathname, { reads, missing }));
  // Public pages are rendered here, so each path is a page of its own (/login and /admin are not).
  const serverRendered = remote === 'public_site';
  const key = [serverRendered ? pathname : '', headHtml, ...scripts, ...data, readsScript].join(
    '\n',
  );
  let document = pageCache.get(key);
  if (!document) {
    const rendered = serverRendered
      ? await serverRender.render({ url: pathname, reads, siteOrigin })
      : undefined;
    const html = withPageHead(
      renderShellPage(remotes, { scripts, data, readsScript, rendered }),
      headHtml,
    );
    // The page's inline scripts run by their hashes, never by 'unsafe-inline'.
    document = { respond: createDocumentResponder(html), scriptHashes: inlineScriptHashes(html) };
    // A page the server could not render is not kept: the next visitor's may render.
    if (rendered || !serverRendered) {
      if (pageCache.size >= PAGE_CACHE_LIMIT) pageCache.delete(pageCache.keys().next().value);
      pageCache.set(key, document);
    }
  }
  securityHeaders(req, res, document.scriptHashes);
  document.respond(req, res);
}

/** Serves the page; a failure to put it together is a plain 500, never a crashed server. */
function servePage(req, res) {
  page(req, res).catch((error) => {
    console.error('[shell] could not serve the page:', error);
    if (res.headersSent) return res.destroy();
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('The page could not be loaded. Please try again.');
  });
}

const serveStatic = createStaticHandler(root, { onNoMatch: servePage });

const proxyToApi = createApiProxy({ apiUrl, trustProxy });
const serveSiteFile = createSiteFiles({ siteUrl, proxyToApi });

const server = createServer(CONNECTION_LIMITS, (req, res) => {
  securityHeaders(req, res);
  const path = (req.url ?? '/').split('?')[0];
  if (serveSiteFile(req, res, path)) return;
  if (path === '/api' || path.startsWith('/api/')) return proxyToApi(req, res);
  if (path === '/shell.html') return servePage(req, res);
  return serveStatic(req, res);
});

server.timeout = IDLE_SOCKET_MS;
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
