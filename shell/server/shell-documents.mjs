// The shell's documents: a page rendered through React Router's static handler by the shell's
// renderer (dist-server/render-page.js), with the public site's routes loaded from its server
// build; a page that cannot be rendered is left to the browser. One cache: a document is kept by
// its address with the content version its loaders read, until the API names another.
import { createHash } from 'node:crypto';
import { createDocumentResponder } from '@da-boulder/server-kit/static-server';
import { formTimeFields } from '@da-boulder/shared-ui/form-times';
import { remoteForPath } from '../src/config/remote-for-path.mjs';
import { cutShellTemplate, shellPage } from './shell-page.mjs';

/** How long a page's loaders and render may take before the browser is left to render it. */
const RENDER_BUDGET_MS = 750;
/** A form's action waits for the API (15 s at most): its answer must reach the visitor. */
const FORM_BUDGET_MS = 20_000;
/** How long a public page waits for the public site's server build to load (once per deploy). */
const ROUTES_BUDGET_MS = 2_000;
/** The version of a document that reads no content: fresh until the next deploy. */
const NO_CONTENT = -1;
/** Documents kept (paths have slugs); the oldest goes first. */
const CACHE_LIMIT = 500;
/** An address with a file's extension (robots.txt) is a route's file, never a page. */
const FILE = /\.\w+$/;

/**
 * @typedef {typeof import('../src/server-render/render-page')} Renderer
 * @typedef {ReturnType<typeof createDocumentResponder>} Respond
 * @typedef {{ respond: Respond, version: number, day: string, page: string }} KeptDocument
 */

/**
 * Runs `work` with a signal that aborts `ms` from now; the timer ends with the work (one from
 * AbortSignal.timeout cannot be cleared: it aborted each page's finished API requests later).
 * @template T @param {number} ms @param {(signal: AbortSignal) => Promise<T>} work
 */
async function withDeadline(ms, work) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('late', 'TimeoutError')), ms);
  try {
    return await work(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** What went wrong, in one line for the log. @param {unknown} error */
export const firstLineOf = (error) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 300);

/**
 * Sends a route's own answer (a redirect, robots.txt) as it is, 304 when the browser has its ETag.
 * @param {Response} response
 * @returns {Promise<Respond>}
 */
async function responderOf(response) {
  const body = Buffer.from(await response.arrayBuffer());
  const etag = body.length ? `"${createHash('sha1').update(body).digest('base64url')}"` : undefined;
  const headers = { 'Cache-Control': 'no-store', ...Object.fromEntries(response.headers) };
  return (req, res) => {
    if (etag && response.status === 200 && req.headers['if-none-match'] === etag)
      return void res.writeHead(304, { ETag: etag }).end();
    res.writeHead(response.status, { ...headers, ...(etag ? { ETag: etag } : {}) });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/** What cannot be made just now, said plainly, kept by no cache. @param {string} text */
const unavailable = (text) =>
  new Response(text, {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '10',
    },
  });
/** A route's file (sitemap.xml) that cannot be made: no page stands in for it. */
const FILE_UNAVAILABLE = 'This file cannot be had just now. Please try again shortly.';
/** A form whose page with the answer cannot be made in time. */
const FORM_UNANSWERED =
  'The form could not be answered just now, so it may not have been sent. Please go back and send it again in a moment.';

/**
 * @param {{
 *   template: string, siteUrl: string, renderer: Renderer, budgetMs?: number,
 *   apiReads: ReturnType<typeof import('./api-reads.mjs').createApiReads>,
 *   log: (line: string) => void,
 *   securityHeadersFor: (scriptHashes: string[], options: { isolateFromOpeners: boolean }) => string[],
 *   formTimes?: ReturnType<typeof import('@da-boulder/server-kit/form-issued-at').formIssuedAt>,
 *   metrics: Pick<ReturnType<typeof import('./metrics.mjs').createShellMetrics>,
 *     'rendered' | 'cacheHit' | 'cacheMiss' | 'fallback'>,
 * }} options
 */
export function createShellDocuments({
  template,
  siteUrl,
  apiReads,
  renderer,
  budgetMs = RENDER_BUDGET_MS,
  log,
  securityHeadersFor,
  formTimes,
  metrics,
}) {
  const siteOrigin = new URL(siteUrl).origin;
  const shellTemplate = cutShellTemplate(template);
  // A page whose head the public site could not give still has a title.
  const fallbackHead = `    ${/<title>[\s\S]*?<\/title>/.exec(template)?.[0] ?? ''}`;
  /** @type {Record<string, import('./remote-preloads.mjs').RemotePreloads>} */
  let preloads = {};
  /**
   * Documents by address, with the content version and the day in Denver they were made at (a
   * list of upcoming events changes at midnight too).
   * @type {Map<string, KeptDocument>}
   */
  const cache = new Map();
  /**
   * A document kept or served goes to the end of the line: the least used goes first, and a flood
   * of new addresses pushes out no page visitors are reading.
   * @param {string} key @param {KeptDocument} kept
   */
  const keep = (key, kept) => {
    cache.delete(key);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
    cache.set(key, kept);
    return kept;
  };
  /** @param {KeptDocument} kept @param {number | undefined} version the API's now */
  const isCurrent = (kept, version) =>
    kept.version === NO_CONTENT || (kept.version === version && kept.day === renderer.contentDay());

  /**
   * The page rendered (or its route's own answer), or undefined (logged) when it cannot be had
   * within one deadline for all of it.
   * @param {import('../src/server-render/render-page').PageToRender} page
   */
  async function render(page) {
    const ms = page.form ? Math.max(budgetMs, FORM_BUDGET_MS) : budgetMs;
    return withDeadline(ms, async (signal) => {
      try {
        return await renderer.renderPage(page, { signal });
      } catch (error) {
        const why = signal.aborted ? `took longer than ${ms} ms` : firstLineOf(error);
        // The path alone: a query may hold a token (a newsletter confirmation's).
        log(`${page.url.split('?')[0]} left to the browser: ${why}`);
        return undefined;
      }
    });
  }

  /** The deploy's public-site routes loaded, if they can be within ROUTES_BUDGET_MS (logged). */
  const routesLoaded = () =>
    withDeadline(ROUTES_BUDGET_MS, (signal) => renderer.publicSite(signal)).catch((error) =>
      log(`public-site's routes could not be read: ${firstLineOf(error)}`),
    );

  return {
    routesLoaded,

    /**
     * The remotes' current preloads. A new public-site deploy loads its server build, at an
     * address naming the deploy; every document is made again.
     * @param {Record<string, import('./remote-preloads.mjs').RemotePreloads>} next
     */
    usePreloads(next) {
      const site = JSON.stringify(next.public_site);
      if (site !== JSON.stringify(preloads.public_site)) {
        const deploy = createHash('sha256').update(site).digest('hex').slice(0, 16);
        renderer
          .usePublicSiteServerEntry(`${next.public_site.url}/server/remoteEntry.js?v=${deploy}`)
          .catch((error) => log(`public-site's server build did not load: ${firstLineOf(error)}`));
      }
      preloads = next;
      cache.clear();
    },

    /**
     * The document kept at exactly `url`, when it is known to be current without waiting (most
     * of a busy page's visits): no route matched.
     * @param {string} url
     */
    kept(url) {
      const known = cache.get(url);
      return known && isCurrent(known, apiReads.known()) ? keep(url, known) : undefined;
    },

    /**
     * The answer for `url` (the document with its route's status and headers, or the route's own
     * answer), how it was had (Server-Timing) and its kind of page (its route, `dashboard` or
     * `other`). With `form` (sent without scripts) the route's action answers: a redirect, or the
     * page again with what was typed; neither is kept.
     * @param {string} url
     * @param {import('../src/server-render/render-page').PageToRender['form']} [form]
     * @returns {Promise<{ respond: Respond, serverTiming: string, page: string }>}
     */
    async documentFor(url, form) {
      const pathname = url.split('?')[0];
      const remote = remoteForPath(pathname);
      const serverRendered = remote === 'public_site';
      // One release of each remote throughout: the page names the releases it was made with.
      const made = preloads;
      // A public page's route is named by the deploy's routes (loaded first, if they can be);
      // its key: the path and the query its route reads. The dashboard's key is its part
      // (/login, /admin), the same page at every address under it.
      if (serverRendered) await routesLoaded();
      const at = serverRendered ? renderer.pageOf(url) : undefined;
      const page = serverRendered ? (at?.route ?? 'other') : 'dashboard';
      const key = at?.address ?? (serverRendered ? pathname : pathname.split('/', 2).join('/'));
      /** @param {KeptDocument} kept @param {string} keptAt */
      const fromCache = (kept, keptAt = key) => {
        metrics.cacheHit(page);
        // A deploy that emptied the cache meanwhile: this answer is the old release's last.
        if (preloads === made) keep(keptAt, kept);
        return { respond: kept.respond, serverTiming: 'cache', page };
      };
      const known = form ? undefined : cache.get(key);
      if (known) {
        const version = known.version === NO_CONTENT ? NO_CONTENT : await apiReads.current();
        // An API that does not answer in time: the page kept beats one without its reads.
        if (version === undefined || isCurrent(known, version)) return fromCache(known);
      }
      if (!form) metrics.cacheMiss(page);
      // The newest content version the loaders read, and whether every read was answered.
      const day = renderer.contentDay();
      let version = NO_CONTENT;
      let complete = true;
      /** @type {(path: string, signal: AbortSignal) => Promise<import('./api-reads.mjs').ApiRead>} */
      const readApi = async (path, signal) => {
        const answer = await apiReads.read(path, signal);
        if (answer?.version === undefined) complete = false;
        else version = Math.max(version, answer.version);
        return answer;
      };
      // Every address a route answers 404 gets its route's one not-found page, made once per
      // content version: a flood of made-up slugs costs no render each.
      const notFoundKey = `404 ${page}`;
      const notFound = cache.get(notFoundKey);
      const notFoundKept = () =>
        !form && complete && notFound !== undefined && isCurrent(notFound, version);
      const started = performance.now();
      const answer = serverRendered
        ? await render({ url: key, page: at, siteUrl, siteOrigin, readApi, notFoundKept, form })
        : undefined;
      if (answer && 'notFoundOf' in answer)
        return fromCache(/** @type {KeptDocument} */ (notFound), notFoundKey);
      if (answer && 'response' in answer)
        return { respond: await responderOf(answer.response), serverTiming: 'response', page };
      // A release switched meanwhile: the browser renders the page with the one it names.
      const switched = preloads !== made;
      const rendered = switched ? undefined : answer;
      const renderMs = performance.now() - started;
      if (rendered) metrics.rendered(page, renderMs);
      else if (serverRendered) metrics.fallback(page);
      /** @param {string} text */
      const plainly = async (text) => ({
        respond: await responderOf(unavailable(text)),
        serverTiming: 'response',
        page,
      });
      // Not made in time: its action did not move on, so the form was refused or failed.
      if (serverRendered && form && !answer) return plainly(FORM_UNANSWERED);
      if (serverRendered && !rendered && FILE.test(pathname)) return plainly(FILE_UNAVAILABLE);
      // The dashboard's frame links into the public site's routes: both download at once.
      const scripts = [
        ...made[remote].start,
        ...(remote === 'admin_app' ? made.public_site.start : []),
        ...((at?.chunk && made[remote].chunks[at.chunk]) || []),
      ];
      const site = renderer.knownSite();
      // A page of the site left to the browser keeps the site's title: the not-found head (and
      // its noindex) would tell a crawler the page is gone.
      const headHtml =
        rendered?.head ??
        (site && (page === 'other' || page === 'dashboard')
          ? site.renderPageHead(site.otherPageHead(pathname, siteUrl))
          : fallbackHead);
      const remoteUrls = Object.fromEntries(
        Object.entries(made).map(([name, { url }]) => [name, url]),
      );
      const shell = shellPage(shellTemplate, {
        siteOrigin,
        remoteUrls,
        headHtml,
        scripts,
        rendered,
      });
      // Inline scripts run by their hashes. Only the dashboard isolates itself from other
      // windows (COOP): a public page has nothing to learn, and the policy delays a phone's first
      // paint. Then the route's own headers (a draft's preview: no-store, never kept).
      const routeHeaders = rendered?.headers ?? {};
      const stored = !routeHeaders['cache-control']?.includes('no-store');
      const headers = [
        ...securityHeadersFor(shell.scriptHashes, { isolateFromOpeners: !serverRendered }),
        ...Object.entries(routeHeaders).flat(),
        // A form's answer may hold what was typed: no cache keeps it.
        ...(form ? ['Cache-Control', 'no-store'] : []),
      ];
      // The page ends with a signed time for its forms (the API's spam trap times them), made
      // per answer; a form sent back keeps the one it was sent with, or the API's next.
      const sentTime = rendered?.formIssuedAt;
      const keptTime = formTimes?.issuedAt(sentTime) === undefined ? undefined : sentTime;
      /** @type {{ time?: string, text: string }} */
      let last = { text: shell.end };
      const tail = () => {
        const time = keptTime ?? formTimes?.signed(Date.now());
        if (time && time !== last.time) last = { time, text: formTimeFields(time) + shell.end };
        return last.text;
      };
      const status = rendered?.status ?? 200;
      const respond = createDocumentResponder({ start: shell.start, tail }, headers, status);
      // A page not rendered, or rendered without all its reads, is not kept: the next may be whole.
      if (!form && !switched && stored && (rendered ? complete : !serverRendered))
        keep(status === 404 ? notFoundKey : key, { respond, version, day, page });
      const serverTiming = rendered ? `render;dur=${renderMs.toFixed(1)}` : 'client-render';
      return { respond, serverTiming, page };
    },
  };
}
