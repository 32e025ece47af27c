// The shell's documents: for an address, the page with its remotes, preloads, head and, for
// public pages, the page React Router's static handler answered. One cache: a document is kept,
// compressed, by the address it was made for, with the API's content version its loaders read;
// it is sent again while that is the API's version (api-reads.mjs), and made anew once not.
import { createHash } from 'node:crypto';
import { createDocumentResponder } from '@da-boulder/server-kit/static-server';
import { remoteForPath } from '../src/config/remote-for-path.mjs';
import { formTimeFields } from '@da-boulder/shared-ui/form-times';
import { createShellPage } from './shell-page.mjs';

/** The version of a document that reads no content: fresh until the next deploy. */
const NO_CONTENT = -1;

/** Documents kept (bounded: paths have slugs); the oldest goes first. */
const CACHE_LIMIT = 500;

/** An address with a file's extension: a route's file (robots.txt), never a page. */
const FILE = /\.\w+$/;

/**
 * What sends a route's own answer (a redirect, a resource route's file) as it is, answered 304
 * when the browser has its body already (its ETag); never kept.
 * @param {Response} response
 * @returns {Promise<ShellDocument['respond']>}
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

/**
 * A page made: what sends it compressed with its headers, saying in Server-Timing
 * how it was had.
 * @typedef {{ respond: ReturnType<typeof createDocumentResponder> }} ShellDocument
 */

/**
 * @param {{
 *   template: string,
 *   remotes: Record<string, string>,
 *   siteUrl: string,
 *   apiReads: ReturnType<typeof import('./api-reads.mjs').createApiReads>,
 *   serverRender: ReturnType<typeof import('./server-render.mjs').createServerRender>,
 *   siteOrigin: string,
 *   securityHeadersFor: (scriptHashes: string[], options: { isolateFromOpeners: boolean }) => string[],
 *   formTimes?: ReturnType<typeof import('./form-issued-at.mjs').formIssuedAt>,
 *   metrics: Pick<ReturnType<typeof import('./metrics.mjs').createShellMetrics>,
 *     'rendered' | 'cacheHit' | 'cacheMiss' | 'fallback'>,
 * }} options
 */
export function createShellDocuments({
  template,
  remotes,
  siteUrl,
  apiReads,
  serverRender,
  siteOrigin,
  securityHeadersFor,
  formTimes,
  metrics,
}) {
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
   * @type {Map<string, { document: ShellDocument, version: number, day: string, page: string }>}
   */
  const cache = new Map();
  /**
   * Whether a kept document is the page still at content `version`, today.
   * @param {{ version: number, day: string }} entry
   * @param {number | undefined} version
   */
  const isCurrent = (entry, version) =>
    entry.version === NO_CONTENT ||
    (entry.version === version && entry.day === serverRender.contentDay());
  /**
   * @param {string} key
   * @param {{ document: ShellDocument, version: number, day: string, page: string }} entry
   */
  const keep = (key, entry) => {
    cache.delete(key);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
    cache.set(key, entry);
  };

  /**
   * The page at `url`: its kind (its route, `dashboard`, or `other`: an address the site has
   * no page for) and the cache key of its document.
   * @param {string} url
   */
  const pageAt = (url) => {
    const pathname = url.split('?')[0];
    if (remoteForPath(pathname) === 'admin_app') return { page: 'dashboard', key: pathname };
    const page = serverRender.pageOf(url);
    return { page: page?.route ?? 'other', key: page?.address ?? pathname, chunk: page?.chunk };
  };

  /**
   * A document made for a page: sent with its headers and status, ending with a signed time for
   * the page's forms made for each answer (the API's spam trap times them from it); a form sent
   * back keeps the time it was sent with, or the one the API gave for its next press.
   * @param {ReturnType<ReturnType<typeof createShellPage>>} shellPage
   * @param {string[]} headers
   * @param {number} status
   * @param {string} [formIssuedAt]
   * @returns {ShellDocument}
   */
  const documentOf = (shellPage, headers, status, formIssuedAt) => {
    const keptTime = formTimes?.issuedAt(formIssuedAt) === undefined ? undefined : formIssuedAt;
    /** @type {{ time?: string, text: string }} */
    let last = { text: shellPage.end };
    const tail = formTimes
      ? () => {
          const time = keptTime ?? formTimes.issue();
          if (time !== last.time) last = { time, text: formTimeFields(time) + shellPage.end };
          return last.text;
        }
      : () => shellPage.end;
    return {
      respond: createDocumentResponder({ start: shellPage.start, tail }, headers, status),
    };
  };

  return {
    /**
     * The remotes' current preloads. A change of the public site's (a deploy, its server build's
     * id among them, or it came back) loads its server build anew; every document is made again.
     * @param {Record<string, import('./remote-preloads.mjs').RemotePreloads>} next
     */
    usePreloads(next) {
      const publicSite = JSON.stringify(next.public_site);
      if (publicSite !== JSON.stringify(preloads.public_site))
        serverRender.useDeploy(
          createHash('sha256').update(publicSite).digest('hex').slice(0, 16),
          next.public_site?.url ?? remotes.public_site,
        );
      preloads = next;
      cache.clear();
    },

    /**
     * The document kept for `url` when it is known, without waiting, to be the page still (most
     * of a busy page's visits): its kind and document. Undefined when it must be looked up. Only
     * an address as its document was kept under (its path and the query its route reads) is
     * found here, with one lookup and no route matched; any other goes the longer way.
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
     * The answer for `url` (a path and its query): a responder sending the document compressed
     * with its headers and status (the page's route's: 404 for an address that names nothing),
     * or the redirect its route answered, how it was had (a Server-Timing entry: rendered now
     * and how long it took, taken from the cache, or left to the browser), and its kind of page
     * (as pageKindOf names it).
     * With `form` (a form sent without scripts), the route's action answers it: a redirect, or
     * the page showing what was typed, neither kept nor taken from the cache.
     * @param {string} url
     * @param {import('../src/server-render/render-page').PageToRender['form']} [form]
     * @returns {Promise<{ respond: ShellDocument['respond'], serverTiming: string, page: string }>}
     */
    async documentFor(url, form) {
      const pathname = url.split('?')[0];
      const remote = remoteForPath(pathname);
      // One release of each remote throughout: the page names the releases it was made with.
      const made = preloads;
      const { start, chunks } = made[remote];
      // The public site's module (its routes, heads): had once per deploy.
      const site = await serverRender.routes();
      const { page, key, chunk } = pageAt(url);
      const known = form ? undefined : cache.get(key);
      if (known) {
        const version = known.version === NO_CONTENT ? NO_CONTENT : await apiReads.current();
        // A version the API does not name in time: the page kept is better than one without its
        // reads, even from yesterday.
        if (version === undefined || isCurrent(known, version)) {
          metrics.cacheHit(page);
          return { ...known.document, serverTiming: 'cache', page };
        }
      }
      if (!form) metrics.cacheMiss(page);
      // What the loaders read: the newest content version named, on which day, and whether any
      // read failed.
      const day = serverRender.contentDay();
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
      /** @param {string} route */
      const notFoundKey = (route) => `404 ${route}`;
      /** @param {string} route */
      const notFoundKept = (route) => {
        const kept = cache.get(notFoundKey(route));
        return !form && complete && kept !== undefined && isCurrent(kept, version);
      };
      const serverRendered = remote === 'public_site';
      const started = performance.now();
      const answer = serverRendered
        ? await serverRender.render({ url: key, siteUrl, siteOrigin, readApi, notFoundKept, form })
        : undefined;
      if (answer && 'notFoundOf' in answer) {
        const keptNotFound = cache.get(notFoundKey(answer.notFoundOf));
        if (keptNotFound) {
          metrics.cacheHit(page);
          return { ...keptNotFound.document, serverTiming: 'cache', page };
        }
      }
      // (A not-found page emptied from the cache meanwhile, by a deploy: the browser renders it.)
      const answered = answer && 'notFoundOf' in answer ? undefined : answer;
      if (answered && 'response' in answered)
        return { respond: await responderOf(answered.response), serverTiming: 'response', page };
      // A release switched meanwhile: the page may have been rendered with the new one, so the
      // browser renders it with the one it names, and it is not kept.
      const switched = preloads !== made;
      const rendered = switched ? undefined : answered;
      const renderMs = performance.now() - started;
      if (rendered) metrics.rendered(page, renderMs);
      else if (serverRendered) metrics.fallback(page);
      // A file a route answers (sitemap.xml) that could not be had: no page in its place.
      if (serverRendered && !rendered && FILE.test(pathname))
        return {
          respond: await responderOf(
            new Response('This file cannot be had just now. Please try again shortly.', {
              status: 503,
              headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '10' },
            }),
          ),
          serverTiming: 'response',
          page,
        };
      const remoteUrls = Object.fromEntries(
        Object.entries(remotes).map(([name, url]) => [name, made[name]?.url ?? url]),
      );
      // The dashboard starts with the public site's routes too (its frame's links lead into
      // them): both download beside the shell's own scripts, not one after the other.
      const scripts = [
        ...start,
        ...(remote === 'admin_app' ? (made.public_site?.start ?? []) : []),
        ...((chunk && chunks[chunk]) || []),
      ];
      const headHtml =
        rendered?.head ??
        (site ? site.renderPageHead(site.otherPageHead(pathname, siteUrl)) : fallbackHead);
      const shellPage = renderShellPage(remoteUrls, {
        headHtml,
        scripts,
        rendered,
      });
      // The page's inline scripts run by their hashes, never by 'unsafe-inline'. The dashboard's
      // documents keep other sites' windows out of theirs (Cross-Origin-Opener-Policy); a public
      // page, rendered signed out, has nothing such a window could learn, and on a phone the
      // policy's fresh process delays its first paint (Lighthouse mobile: TBT +300 ms on /about).
      const headers = securityHeadersFor(shellPage.scriptHashes, {
        isolateFromOpeners: remote === 'admin_app',
      });
      const document = documentOf(
        shellPage,
        headers,
        rendered?.status ?? 200,
        rendered?.formIssuedAt,
      );
      // A page the server could not render, or rendered without all its reads, is not kept: the
      // next visitor's may be whole.
      if (!form && !switched && (rendered ? complete : !serverRendered))
        keep(rendered?.status === 404 ? notFoundKey(page) : key, { document, version, day, page });
      return {
        ...document,
        serverTiming: rendered ? `render;dur=${renderMs.toFixed(1)}` : 'client-render',
        page,
      };
    },
  };
}
