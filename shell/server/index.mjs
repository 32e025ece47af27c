// The shell's server. serve() reads top to bottom: health and metrics, a document from the cache,
// /api proxied to the API (one origin: session cookies stay first-party), static files, then
// form posts and pages (robots.txt and sitemap.xml too) through React Router's static handler.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { closeServer } from '@da-boulder/server-kit/close-server';
import { CONNECTION_LIMITS, IDLE_SOCKET_MS } from '@da-boulder/server-kit/connection-limits';
import { createLogger, logAccess } from '@da-boulder/server-kit/logger';
import { createStaticHandler } from '@da-boulder/server-kit/static-server';
import { createShellSecurityHeaders } from '@da-boulder/server-kit/security-headers';
import { formIssuedAt } from '@da-boulder/server-kit/form-issued-at';
import { requestIdOf } from '@da-boulder/server-kit/request-id';
import { readServerSettings } from '@da-boulder/server-kit/server-settings';
import getRawBody from 'raw-body';
import * as v from 'valibot';
import { canonicalPath } from '../src/config/canonical-path.mjs';
import { remoteForPath } from '../src/config/remote-for-path.mjs';
import { postAsVisitor, proxyToApi } from './api-proxy.mjs';
import { createApiReads } from './api-reads.mjs';
import { createShellMetrics } from './metrics.mjs';
import { watchRemotePreloads } from './remote-preloads.mjs';
import { createShellDocuments } from './shell-documents.mjs';
import { requestId, withRequestId } from './request-id.mjs';
/** @import { IncomingMessage, ServerResponse } from 'node:http' */

// Every line written while a request is answered names its id (pino leaves out an undefined one).
const log = createLogger('shell', { mixin: () => ({ reqId: requestId() }) });
const settings = (() => {
  try {
    return readServerSettings(process.env, {
      TRUST_PROXY: v.optional(
        v.picklist(['true', 'false'], 'TRUST_PROXY must be true (behind a reverse proxy) or false'),
      ),
    });
  } catch (error) {
    log.fatal(/** @type {Error} */ (error).message);
    return process.exit(1);
  }
})();
const { production, siteUrl, shutdownDrainMs: drainMs, values } = settings;
/** Behind a reverse proxy (TLS ends there): believe its X-Forwarded-* headers, one hop deep. */
const trustProxy = values.TRUST_PROXY === 'true';
const root = new URL('../dist', import.meta.url).pathname;
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const apiUrl = new URL(process.env.API_URL ?? 'http://127.0.0.1:4000');
const remotes = {
  public_site: process.env.PUBLIC_SITE_URL ?? 'http://127.0.0.1:3001',
  admin_app: process.env.ADMIN_APP_URL ?? 'http://127.0.0.1:3002',
};
/** How long requests still under way may take once the shell stops listening, as the API's. */
const FINISH_MS = 10_000;
const metrics = createShellMetrics({ token: values.METRICS_TOKEN });
const securityHeaders = createShellSecurityHeaders({
  remoteUrls: Object.values(remotes),
  production,
});

/** @type {import('./shell-documents.mjs').Renderer} */
const renderer = createRequire(import.meta.url)('../dist-server/render-page.js');
const apiReads = createApiReads(apiUrl);
const documents = createShellDocuments({
  template: readFileSync(`${root}/shell.html`, 'utf8'),
  siteUrl,
  apiReads,
  renderer,
  budgetMs: Number(process.env.SERVER_RENDER_BUDGET_MS) || undefined,
  log: (line) => log.warn(line),
  securityHeadersFor: securityHeaders.forDocument,
  // Forms' times are signed with the API's key; a shell alone in development may have none.
  formTimes: values.SESSION_SECRET ? formIssuedAt(values.SESSION_SECRET) : undefined,
  metrics,
});
const preloadWatch = watchRemotePreloads({
  remotes,
  refreshMs: Number(process.env.REMOTE_MANIFEST_REFRESH_MS) || undefined,
  onChange: documents.usePreloads,
});
// The first visitor gets their page's head and preloads (each wait gives up fast).
await preloadWatch.ready;
await documents.routesLoaded();

/** @type {WeakMap<ServerResponse, string>} What each answer was, to log. */
const routes = new WeakMap();
/** Set once SIGTERM came: the shell finishes what it has and takes nothing new. */
let draining = false;

/** The request path, top to bottom. @param {IncomingMessage} req @param {ServerResponse} res */
function serve(req, res) {
  // Only a path (origin-form): `GET http://other.example/x` would steer redirects off-site.
  if (!req.url?.startsWith('/')) return void res.writeHead(400, { Connection: 'close' }).end();
  const path = req.url.split('?')[0];
  const api = path === '/api' || path.startsWith('/api/');
  // A page or file is read, or a form sent to a public page; the API answers its own methods.
  const methods = remoteForPath(path) === 'admin_app' ? DASHBOARD_METHODS : PAGE_METHODS;
  if (!api && !methods.includes(req.method ?? '')) return refuseMethod(req, res, methods);
  // Most visits: a page from the cache, with nothing to wait for. Logged at debug: nginx logs
  // each visit under the same id, and a line at info costs a quarter of the throughput.
  const kept = req.method === 'POST' ? undefined : documents.kept(req.url ?? '/');
  if (kept) {
    logAccess(log, req, res, () => kept.page, 'debug');
    kept.respond(req, res, 'cache', requestId());
    return metrics.cacheHit(kept.page);
  }
  res.setHeader('X-Request-Id', requestId() ?? '');
  // Probes (for a load balancer: neither asks the API) and scrapes: answered, never logged.
  if (path === '/health/live') return health(res, true, 'live');
  if (path === '/health/ready') return health(res, !draining, draining ? 'draining' : 'ready');
  if (path === '/metrics') return void metrics.serve(req, res);
  logAccess(log, req, res, () => routes.get(res) ?? 'file');
  securityHeaders.apply(res);
  if (api) {
    routes.set(res, '/api');
    return proxyToApi(apiProxy, req, res);
  }
  if (path === '/shell.html' || req.method === 'POST') return void servePage(req, res);
  serveStatic(req, res);
}

// An admin's edit shows on the next visit: its answer names the new content version.
const apiProxy = {
  apiUrl,
  trustProxy,
  onContentVersion: apiReads.tell,
  /** @param {Error} error */
  onError: (error) => {
    metrics.apiProxyError();
    log.error({ err: error }, 'the API could not be reached');
  },
};

const serveStatic = createStaticHandler(root, { onNoMatch: servePage });

/**
 * A page, or a form sent to it without scripts (its route's action answers), through the static
 * handler and the document cache; a failure is a plain 500, never a crash.
 * @param {IncomingMessage} req @param {ServerResponse} res
 */
async function servePage(req, res) {
  // A path not in its canonical case moves there for good (308 keeps a POST a POST).
  const url = req.url ?? '/';
  const path = url.split('?')[0];
  const canonical = canonicalPath(path);
  if (canonical !== path) {
    routes.set(res, 'redirect');
    const status = req.method === 'GET' || req.method === 'HEAD' ? 301 : 308;
    res.writeHead(status, { Location: `${canonical}${url.slice(path.length)}` });
    return res.end();
  }
  routes.set(res, 'page');
  try {
    /** @type {Parameters<typeof documents.documentFor>[1]} */
    let form;
    if (req.method === 'POST') {
      const read = await readFormBody(req);
      if ('refused' in read) {
        res.writeHead(read.refused, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          ...read.headers,
        });
        return res.end(`The form was not sent. ${read.message}`);
      }
      form = {
        body: read.body,
        postApi: (apiPath, body) => postAsVisitor({ apiUrl, trustProxy }, req, apiPath, body),
      };
    }
    const { respond, serverTiming, page } = await documents.documentFor(url, form);
    routes.set(res, page);
    respond(req, res, serverTiming, requestId());
  } catch (error) {
    log.error({ err: error }, 'could not serve the page');
    if (res.headersSent) return res.destroy();
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('The page could not be loaded. Please try again.');
  }
}

/** The most a form's body may hold: a long message is a few kilobytes. */
const FORM_BODY_LIMIT = 100 * 1024;

/**
 * The body of a form post, or why it cannot be read (415 not a form's encoding, 413 too large).
 * @param {IncomingMessage} req
 * @returns {Promise<{ body: string }
 *   | { refused: number, message: string, headers?: Record<string, string> }>}
 */
async function readFormBody(req) {
  const type = String(req.headers['content-type']).split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded' || req.headers['content-encoding'])
    return { refused: 415, message: 'This address takes a form as a browser sends it.' };
  try {
    const length = req.headers['content-length'];
    return { body: await getRawBody(req, { length, limit: FORM_BODY_LIMIT, encoding: 'utf8' }) };
  } catch (error) {
    return /** @type {{ type?: string }} */ (error).type === 'entity.too.large'
      ? { refused: 413, message: 'The form is too large.', headers: { Connection: 'close' } }
      : { refused: 400, message: 'The form did not arrive whole.' };
  }
}

const PAGE_METHODS = ['GET', 'HEAD', 'POST'];
const DASHBOARD_METHODS = ['GET', 'HEAD'];

/**
 * Any other method: 405, or for OPTIONS, which methods it takes. A body is left unread (a 405
 * closes the connection).
 * @param {IncomingMessage} req @param {ServerResponse} res @param {string[]} methods
 */
const refuseMethod = (req, res, methods) => {
  const options = req.method === 'OPTIONS';
  const headers = { Allow: methods.join(', '), 'Cache-Control': 'no-store' };
  res.writeHead(options ? 204 : 405, options ? headers : { ...headers, Connection: 'close' }).end();
};

/** @param {ServerResponse} res @param {boolean} ok @param {string} status */
const health = (res, ok, status) =>
  res
    .writeHead(ok ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    .end(JSON.stringify({ status }));

const server = createServer(CONNECTION_LIMITS, (req, res) =>
  withRequestId(requestIdOf(req), () => serve(req, res)),
);
server.timeout = IDLE_SOCKET_MS;
server.listen(port, host, () =>
  log.info(
    `listening on http://${host}:${port}; remotes: public-site ${remotes.public_site}, ` +
      `admin-app ${remotes.admin_app}; API ${apiUrl.origin}`,
  ),
);

/**
 * SIGTERM drains: /health/ready answers 503 at once; after drainMs the shell stops listening and
 * finishes the requests under way (at most FINISH_MS).
 * @param {string} signal
 */
async function stop(signal) {
  if (draining) return;
  draining = true;
  log.info(`${signal}: not ready; taking requests for ${drainMs} ms more`);
  preloadWatch.stop();
  await sleep(drainMs);
  setTimeout(() => {
    log.warn(`requests still under way after ${FINISH_MS} ms more: stopping anyway`);
    process.exit(1);
  }, FINISH_MS).unref();
  await closeServer(server);
  log.info('stopped');
  process.exit(0);
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void stop(signal));
