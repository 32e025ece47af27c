// The shell's server: static files, the page with the remotes' URLs injected, and /api proxied
// to the API so the browser talks to one origin and session cookies stay first-party.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { CONNECTION_LIMITS, IDLE_SOCKET_MS } from '@da-boulder/shared-ui/connection-limits';
import { createStaticHandler } from '@da-boulder/shared-ui/server';
import { createShellSecurityHeaders } from '@da-boulder/shared-ui/security-headers';
import { canonicalPath } from '../src/config/canonical-path.mjs';
import { createApiProxy } from './api-proxy.mjs';
import { createFirstReads } from './first-reads.mjs';
import { formIssuedAt } from './form-issued-at.mjs';
import { createFormPosts } from './form-posts.mjs';
import { createPageHeads } from './page-head.mjs';
import { watchRemotePreloads } from './remote-preloads.mjs';
import { createServerRender } from './server-render.mjs';
import { createShellDocuments } from './shell-documents.mjs';
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
// The key the forms' rendering time is signed with, shared with the API. Without it (a shell
// started alone in development) forms carry no signed time, and the API judges them as before.
const sessionSecret = process.env.SESSION_SECRET;
if (
  (process.env.NODE_ENV === 'production' || sessionSecret !== undefined) &&
  (sessionSecret ?? '').length < 32
) {
  console.error('[shell] SESSION_SECRET must be set to at least 32 characters, as for the API');
  process.exit(1);
}
const securityHeaders = createShellSecurityHeaders({
  remoteUrls: Object.values(remotes),
  production: process.env.NODE_ENV === 'production',
});

const serverRender = createServerRender({
  rendererPath: new URL('../dist-server/render-page.js', import.meta.url).pathname,
  publicSiteUrl: remotes.public_site,
  ...(process.env.SERVER_RENDER_BUDGET_MS
    ? { budgetMs: Number(process.env.SERVER_RENDER_BUDGET_MS) }
    : {}),
});
const fetchFirstReads = createFirstReads(apiUrl);
const documents = createShellDocuments({
  template: readFileSync(`${root}/shell.html`, 'utf8'),
  remotes,
  pageHeads: createPageHeads({ siteUrl }),
  fetchFirstReads,
  serverRender,
  siteOrigin: new URL(siteUrl).origin,
  securityHeadersFor: securityHeaders.forDocument,
  ...(sessionSecret ? { formTimes: formIssuedAt(sessionSecret) } : {}),
});
const preloadWatch = watchRemotePreloads({
  remotes,
  refreshMs: Number(process.env.REMOTE_MANIFEST_REFRESH_MS ?? 30_000),
  onChange: documents.usePreloads,
});
// Documents are made once the remotes were first asked (each read gives up fast): the first
// visitor already gets their chunks preloaded.
await preloadWatch.ready;

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Parameters<typeof documents.documentFor>[1]} [sent]
 */
async function page(req, res, sent) {
  const document = await documents.documentFor(req.url ?? '/', sent);
  document.respond(req, res, document.serverTiming);
}

/** Serves the page; a failure to put it together is a plain 500, never a crashed server. */
function servePage(req, res) {
  // A path not in its canonical case is moved there for good, its query kept as it is (308 keeps
  // a form's POST a POST).
  const url = req.url ?? '/';
  const path = url.split('?')[0];
  const canonical = canonicalPath(path);
  if (canonical !== path) {
    const status = req.method === 'GET' || req.method === 'HEAD' ? 301 : 308;
    res.writeHead(status, { Location: `${canonical}${url.slice(path.length)}` });
    return res.end();
  }
  const answer = req.method === 'POST' ? answerFormPost(req, res) : page(req, res);
  answer.catch((error) => {
    console.error('[shell] could not serve the page:', error);
    if (res.headersSent) return res.destroy();
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('The page could not be loaded. Please try again.');
  });
}

const serveStatic = createStaticHandler(root, { onNoMatch: servePage });

// An admin's edit shows on the next visit: the pages' reads are asked for again at once.
const proxyToApi = createApiProxy({ apiUrl, trustProxy, onContentWrite: fetchFirstReads.forget });
const serveSiteFile = createSiteFiles({ siteUrl, proxyToApi });
// A page's form sent without scripts: answered with a page, the one sent from or the next one.
const answerFormPost = createFormPosts({
  apiUrl,
  trustProxy,
  renderPage: (req, res, posted, status) => page(req, res, { posted, status }),
});

const server = createServer(CONNECTION_LIMITS, (req, res) => {
  // Most of a busy page's visits: sent whole, headers and all, with nothing to look up or wait for.
  if (req.method !== 'POST' && documents.respondKept(req, res)) return;
  securityHeaders.apply(res);
  const path = (req.url ?? '/').split('?')[0];
  if (serveSiteFile(req, res, path)) return;
  if (path === '/api' || path.startsWith('/api/')) return proxyToApi(req, res);
  if (path === '/shell.html' || req.method === 'POST') return servePage(req, res);
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
