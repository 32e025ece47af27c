// The shell's documents: for an address, the page with its remotes, preloads, head and, for
// public pages, the page React Router's static handler answered. The shell's renderer
// (dist-server/render-page.js, built with the shell) runs the public-site remote's routes, loaded
// at run time from the remote's own server build. Anything that goes wrong leaves the page to the
// browser, as before server rendering: a visitor never sees an error because of it.
// One cache: a document is kept, compressed, by the address it was made for, with the API's
// content version its loaders read; it is sent again while that is the API's version
// (api-reads.mjs), and made anew once not.
import { createHash } from 'node:crypto';
import { createDocumentResponder } from '@da-boulder/server-kit/static-server';
import { remoteForPath } from '../src/config/remote-for-path.mjs';
import { formTimeFields } from '@da-boulder/shared-ui/form-times';
import { createShellPage } from './shell-page.mjs';

/** How long a page may take (its loaders and its render) before the browser is left to render it. */
const RENDER_BUDGET_MS = 750;
/**
 * How long a form sent without scripts may take: its action waits for the API (15 s at most, as
 * the shell's post to it), and what it answered must reach the visitor, never a page without it.
 */
const FORM_BUDGET_MS = 20_000;
/**
 * How long a page waits for the public site's routes (its server build loading): longer than a
 * render, since without them the page has no head of its own. Once loaded, they are at hand.
 */
const ROUTES_BUDGET_MS = 2_000;

/** The version of a document that reads no content: fresh until the next deploy. */
const NO_CONTENT = -1;

/** Documents kept (bounded: paths have slugs); the oldest goes first. */
const CACHE_LIMIT = 500;

/** An address with a file's extension: a route's file (robots.txt), never a page. */
const FILE = /\.\w+$/;

/**
 * @typedef {typeof import('../src/server-render/render-page')} Renderer
 * @typedef {ReturnType<typeof createDocumentResponder>} Respond
 * @typedef {{ respond: Respond, version: number, day: string, page: string }} KeptDocument
 */

/**
 * What went wrong, in one line for the log.
 * @param {unknown} error
 */
export const firstLineOf = (error) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 300);

/**
 * What sends a route's own answer (a redirect, a resource route's file) as it is, answered 304
 * when the browser has its body already (its ETag); never kept.
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

/** A route's file (sitemap.xml) that cannot be had just now: no page in its place. */
const fileUnavailable = () =>
  new Response('This file cannot be had just now. Please try again shortly.', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '10' },
  });

/**
 * `renderer` is undefined when it did not load: every page is then left to the browser. `log`
 * takes a line saying why a page was left to the browser.
 * @param {{
 *   template: string,
 *   siteUrl: string,
 *   apiReads: ReturnType<typeof import('./api-reads.mjs').createApiReads>,
 *   renderer: Renderer | undefined,
 *   budgetMs?: number,
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
  const renderShellPage = createShellPage(template, { siteOrigin });
  // The template's own title, for a page whose head the public site could not give (its server
  // build unavailable): never a document without one.
  const fallbackHead = `    ${/<title>[\s\S]*?<\/title>/.exec(template)?.[0] ?? ''}`;
  /**
   * Each remote's preloads; /login and /admin belong to the admin app, every other path the site.
   * @type {Record<string, import('./remote-preloads.mjs').RemotePreloads>}
   */
  let preloads = {};
  /**
   * Documents by the address they were made for, with the content version and the day in Denver
   * they were made at (a page of upcoming events changes at midnight too) and their kind of page.
   * @type {Map<string, KeptDocument>}
   */
  const cache = new Map();
  /** Today in Denver; empty without the renderer. */
  const contentDay = () => renderer?.contentDay() ?? '';
  /**
   * Whether a kept document is the page still at content `version`, today.
   * @param {KeptDocument} kept
   * @param {number | undefined} version
   */
  const isCurrent = (kept, version) =>
    kept.version === NO_CONTENT || (kept.version === version && kept.day === contentDay());

  /**
   * The page at `url`: its kind (its route, `dashboard`, or `other`: an address the site has
   * no page for) and the cache key of its document.
   * @param {string} url
   */
  const pageAt = (url) => {
    const pathname = url.split('?')[0];
    if (remoteForPath(pathname) === 'admin_app') return { page: 'dashboard', key: pathname };
    const page = renderer?.pageOf(url);
    return { page: page?.route ?? 'other', key: page?.address ?? pathname, chunk: page?.chunk };
  };

  /**
   * The public site's module from the deploy in use, or, when it cannot be had in time (logged),
   * the one last had, if any.
   */
  async function publicSite() {
    try {
      return await renderer?.publicSite(AbortSignal.timeout(ROUTES_BUDGET_MS));
    } catch (error) {
      log(`public-site's routes could not be read: ${firstLineOf(error)}`);
      return renderer?.knownSite();
    }
  }

  /**
   * The page rendered (or the answer its route gave instead), or undefined (logged in one line)
   * when it cannot be had in time: one deadline for all of it, loading the remote too.
   * @param {import('../src/server-render/render-page').PageToRender} page
   */
  async function render(page) {
    const ms = page.form ? Math.max(budgetMs, FORM_BUDGET_MS) : budgetMs;
    const signal = AbortSignal.timeout(ms);
    try {
      return await renderer?.renderPage(page, { signal });
    } catch (error) {
      const why = signal.aborted ? `took longer than ${ms} ms` : firstLineOf(error);
      // The path alone: a query may hold a token (a newsletter confirmation's).
      log(`${page.url.split('?')[0]} left to the browser: ${why}`);
      return undefined;
    }
  }

  return {
    publicSite,

    /**
     * The remotes' current preloads. A change of the public site's (a deploy, its server build's
     * id among them, or it came back) loads its server build anew, at an address naming that
     * deploy; every document is made again.
     * @param {Record<string, import('./remote-preloads.mjs').RemotePreloads>} next
     */
    usePreloads(next) {
      const site = JSON.stringify(next.public_site);
      if (site !== JSON.stringify(preloads.public_site)) {
        const deploy = createHash('sha256').update(site).digest('hex').slice(0, 16);
        renderer
          ?.usePublicSiteServerEntry(`${next.public_site.url}/server/remoteEntry.js?v=${deploy}`)
          .catch((error) => log(`public-site's server build did not load: ${firstLineOf(error)}`));
      }
      preloads = next;
      cache.clear();
    },

    /**
     * The document kept for `url` when it is known, without waiting, to be the page still (most
     * of a busy page's visits): its kind and what sends it. Undefined when it must be looked up.
     * Only an address as its document was kept under (its path and the query its route reads)
     * is found here, with one lookup and no route matched; any other goes the longer way.
     * @param {string} url
     */
    kept(url) {
      const known = cache.get(url);
      return known && isCurrent(known, apiReads.known()) ? known : undefined;
    },

    /**
     * The kind of page at `url`, for logs and metrics: its route's pattern, `dashboard`, or
     * `other`.
     * @param {string} url
     */
    pageKindOf(url) {
      return pageAt(url).page;
    },

    /**
     * The answer for `url` (a path and its query): what sends the document compressed with its
     * headers and status (the page's route's: 404 for an address that names nothing), or the
     * redirect its route answered; how it was had (a Server-Timing entry: rendered now and how
     * long it took, taken from the cache, or left to the browser); and its kind of page (as
     * pageKindOf names it).
     * With `form` (a form sent without scripts), the route's action answers it: a redirect, or
     * the page showing what was typed, neither kept nor taken from the cache.
     * @param {string} url
     * @param {import('../src/server-render/render-page').PageToRender['form']} [form]
     * @returns {Promise<{ respond: Respond, serverTiming: string, page: string }>}
     */
    async documentFor(url, form) {
      const pathname = url.split('?')[0];
      const remote = remoteForPath(pathname);
      // One release of each remote throughout: the page names the releases it was made with.
      const made = preloads;
      const { start, chunks } = made[remote];
      // The public site's module (its routes, heads): had once per deploy.
      const site = await publicSite();
      const { page, key, chunk } = pageAt(url);
      /** @param {KeptDocument} kept */
      const fromCache = (kept) => {
        metrics.cacheHit(page);
        return { respond: kept.respond, serverTiming: 'cache', page };
      };
      const known = form ? undefined : cache.get(key);
      if (known) {
        const version = known.version === NO_CONTENT ? NO_CONTENT : await apiReads.current();
        // A version the API does not name in time: the page kept is better than one without its
        // reads, even from yesterday.
        if (version === undefined || isCurrent(known, version)) return fromCache(known);
      }
      if (!form) metrics.cacheMiss(page);
      // What the loaders read: the newest content version named, on which day, and whether any
      // read failed.
      const day = contentDay();
      let version = NO_CONTENT;
      let complete = true;
      /** @type {(path: string, signal: AbortSignal) => Promise<import('./api-reads.mjs').ApiRead>} */
      const readApi = async (path, signal) => {
        const answer = await apiReads.read(path, signal);
        if (answer?.version === undefined) complete = false;
        else version = Math.max(version, answer.version);
        return answer;
      };
      // An address its route answers 404 gets that route's one not-found page, whatever it says,
      // made once per content version: a flood of made-up slugs costs no render each.
      const notFoundKey = `404 ${page}`;
      const notFound = cache.get(notFoundKey);
      const notFoundKept = () =>
        !form && complete && notFound !== undefined && isCurrent(notFound, version);
      const serverRendered = remote === 'public_site';
      const started = performance.now();
      const answer = serverRendered
        ? await render({ url: key, siteUrl, siteOrigin, readApi, notFoundKept, form })
        : undefined;
      if (answer && 'notFoundOf' in answer)
        return fromCache(/** @type {KeptDocument} */ (notFound));
      if (answer && 'response' in answer)
        return { respond: await responderOf(answer.response), serverTiming: 'response', page };
      // A release switched meanwhile: the page may have been rendered with the new one, so the
      // browser renders it with the one it names, and it is not kept.
      const switched = preloads !== made;
      const rendered = switched ? undefined : answer;
      const renderMs = performance.now() - started;
      if (rendered) metrics.rendered(page, renderMs);
      else if (serverRendered) metrics.fallback(page);
      if (serverRendered && !rendered && FILE.test(pathname))
        return { respond: await responderOf(fileUnavailable()), serverTiming: 'response', page };
      // The dashboard starts with the public site's routes too (its frame's links lead into
      // them): both download beside the shell's own scripts, not one after the other.
      const scripts = [
        ...start,
        ...(remote === 'admin_app' ? made.public_site.start : []),
        ...((chunk && chunks[chunk]) || []),
      ];
      const headHtml =
        rendered?.head ??
        (site ? site.renderPageHead(site.otherPageHead(pathname, siteUrl)) : fallbackHead);
      const remoteUrls = Object.fromEntries(
        Object.entries(made).map(([name, { url }]) => [name, url]),
      );
      const shellPage = renderShellPage(remoteUrls, { headHtml, scripts, rendered });
      // The page's inline scripts run by their hashes, never by 'unsafe-inline'. The dashboard's
      // documents keep other sites' windows out of theirs (Cross-Origin-Opener-Policy); a public
      // page, rendered signed out, has nothing such a window could learn, and on a phone the
      // policy's fresh process delays its first paint (Lighthouse mobile: TBT +300 ms on /about).
      // And the route's own (a draft's preview: no-store, which no cache here keeps either).
      const routeHeaders = Object.entries(rendered?.headers ?? {});
      const stored = !routeHeaders.some(
        ([name, value]) => /^cache-control$/i.test(name) && /no-store/.test(value),
      );
      const headers = [
        ...securityHeadersFor(shellPage.scriptHashes, {
          isolateFromOpeners: remote === 'admin_app',
        }),
        ...routeHeaders.flat(),
      ];
      // The page ends with a signed time for its forms, made for each answer (the API's spam trap
      // times them from it); a form sent back keeps the time it was sent with, or the one the API
      // gave for its next press.
      const sentTime = rendered?.formIssuedAt;
      const keptTime = formTimes?.issuedAt(sentTime) === undefined ? undefined : sentTime;
      /** @type {{ time?: string, text: string }} */
      let last = { text: shellPage.end };
      const tail = () => {
        const time = keptTime ?? formTimes?.signed(Date.now());
        if (time && time !== last.time) last = { time, text: formTimeFields(time) + shellPage.end };
        return last.text;
      };
      const respond = createDocumentResponder(
        { start: shellPage.start, tail },
        headers,
        rendered?.status ?? 200,
      );
      // A page the server could not render, or rendered without all its reads, is not kept: the
      // next visitor's may be whole.
      if (!form && !switched && stored && (rendered ? complete : !serverRendered)) {
        const kept = { respond, version, day, page };
        const keyKept = rendered?.status === 404 ? notFoundKey : key;
        cache.delete(keyKept);
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
        cache.set(keyKept, kept);
      }
      const serverTiming = rendered ? `render;dur=${renderMs.toFixed(1)}` : 'client-render';
      return { respond, serverTiming, page };
    },
  };
}
