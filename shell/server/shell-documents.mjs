// The shell's documents: for a path, the page with its remotes, preloads, first reads, head and,
// for public pages, the server-rendered page. Kept compressed by everything they are made of, so
// a repeat visit costs a lookup and an admin's edit (a changed read) makes a new document.
import { createHash } from 'node:crypto';
import { createDocumentResponder } from '@da-boulder/server-kit/static-server';
import { remoteForPath } from '../src/config/remote-for-path.mjs';
import { firstReadsScript } from './first-reads.mjs';
import { FORM_IDS, SENT_PARAM } from './form-posts.mjs';
import { formTimeFields } from '@da-boulder/shared-ui/form-times';
import { createShellPage } from './shell-page.mjs';

/**
 * `pathname` with those of the query's parameters `names` lists, in their order.
 * @param {string} pathname
 * @param {string} search
 * @param {string[]} names
 */
function withQuery(pathname, search, names) {
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of names) for (const value of query.getAll(name)) kept.append(name, value);
  const rest = kept.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * The query's `?sent=` when it names a form (a made-up one is no page of its own).
 * @param {string} search
 */
const sentForm = (search) => {
  const sent = new URLSearchParams(search).get(SENT_PARAM);
  return sent !== null && FORM_IDS.includes(sent) ? [SENT_PARAM] : [];
};

/** Documents kept (bounded: paths have slugs); the oldest goes first. */
const CACHE_LIMIT = 500;

/**
 * A page made: its HTML, and what sends it compressed with its headers, saying in Server-Timing
 * how it was had.
 * @typedef {{ html: string, respond: ReturnType<typeof createDocumentResponder> }} ShellDocument
 */

/**
 * The kind of page a path is, for logs and metrics (a bounded set): its route's pattern
 * (`/events/:slug`), else the dashboard's, or `other` (an address the site has no page for).
 * @param {'public_site' | 'admin_app'} remote
 * @param {{ route?: string }} forPath
 */
const pageKind = (remote, forPath) =>
  forPath.route ?? (remote === 'admin_app' ? 'dashboard' : 'other');

/**
 * @param {{
 *   template: string,
 *   remotes: Record<string, string>,
 *   siteUrl: string,
 *   fetchFirstReads: ReturnType<typeof import('./first-reads.mjs').createFirstReads>,
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
  fetchFirstReads,
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
  /** @type {Map<string, ShellDocument>} */
  const cache = new Map();
  /**
   * The same documents by the address asked for, with the reads they were made from, their
   * version and kind: a visit to a page whose reads have not changed skips putting its key together.
   * @type {Map<string, { document: ShellDocument, reads: string[], version: string, page: string }>}
   */
  const byAddress = new Map();
  /**
   * @template T
   * @param {Map<string, T>} map
   * @param {string} key
   * @param {T} document
   */
  const keep = (map, key, document) => {
    if (map.size >= CACHE_LIMIT) {
      const [oldest] = map.keys();
      map.delete(oldest);
    }
    map.set(key, document);
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
      byAddress.clear();
    },

    /**
     * The page made moments ago for `url` when its reads are still fresh, to be sent at once with
     * no waiting (most of a busy page's visits): its kind and document. Undefined when the page
     * must be looked up.
     * @param {string} url
     */
    kept(url) {
      const known = byAddress.get(url);
      if (!known || fetchFirstReads.versionNow(known.reads) !== known.version) return undefined;
      return known;
    },

    /**
     * The kind of page at `pathname`, for logs and metrics: its route's pattern, `dashboard`, or
     * `other`.
     * @param {string} pathname
     */
    pageKindOf(pathname) {
      return pageKind(
        remoteForPath(pathname),
        serverRender.routesNow()?.describePage(pathname) ?? {},
      );
    },

    /**
     * The document for `url` (a path and its query; the query matters to server-rendered pages,
     * such as a newsletter confirmation's token): its HTML, a responder sending it compressed
     * with its headers, and how it was had (a Server-Timing entry: rendered now and how long it
     * took, taken from the cache, or left to the browser), and its status: 404 for an address
     * that names nothing.
     * With `posted` (a form sent without scripts, refused or answered in place), the page shows
     * it, with the status given, and is neither kept nor taken from the cache: it holds what the
     * visitor typed.
     * @param {string} url
     * @param {{ posted: import('./form-posts.mjs').PostedForm, status: number }} [sent]
     */
    async documentFor(url, sent) {
      const [pathname, search = ''] = url.split(/\?(.*)/s);
      const remote = remoteForPath(pathname);
      // One release of each remote throughout: the page names the releases it was made with.
      const made = preloads;
      const { start, chunks } = made[remote];
      // The public site defines every route and head (the dashboard's too): asked of its server
      // build, the one the page is rendered with.
      const routes = await serverRender.routes();
      const forPath = routes?.describePage(pathname) ?? { reads: [], query: [] };
      const page = pageKind(remote, forPath);
      const scripts = [...start, ...((forPath.chunk && chunks[forPath.chunk]) || [])];
      const readPaths = forPath.reads;
      const { reads, missing, version } = await fetchFirstReads(readPaths);
      const known = sent ? undefined : byAddress.get(url);
      if (version !== undefined && known?.version === version) {
        metrics.cacheHit(page);
        return { ...known.document, serverTiming: 'cache' };
      }
      /** @param {ShellDocument} document */
      const remember = (document) => {
        if (version !== undefined)
          keep(byAddress, url, { document, reads: readPaths, version, page });
      };
      const data = readPaths.filter(
        (path) => !Object.hasOwn(reads, path) && !missing.includes(path),
      );
      // Serialised once: the script is both part of the page and what tells cached pages apart.
      const readsScript = firstReadsScript(reads);
      const head = routes?.pageHead(pathname, { reads, missing }, siteUrl) ?? {
        html: fallbackHead,
        notFound: false,
      };
      const headHtml = head.html;
      const status = sent?.status ?? (head.notFound ? 404 : 200);
      // Public pages are rendered here, so each address is a page of its own (/login and /admin
      // are not): its path and the query parameters it reads, so a made-up query is no new page.
      const serverRendered = remote === 'public_site';
      // An address that names nothing is rendered as one of its kind, whatever it says: its page
      // (the route's not-found text, FormState.notFound) is the same for every made-up slug or
      // path, so a flood of them is answered from the cache.
      const renderUrl = !serverRendered
        ? ''
        : head.notFound
          ? missing.length
            ? pathname.replace(/[^/]+\/?$/, '-')
            : '/-/not-found'
          : withQuery(pathname, search, [...forPath.query, ...sentForm(search)]);
      const key = [renderUrl, headHtml, ...scripts, ...data, readsScript].join('\n');
      const cached = sent ? undefined : cache.get(key);
      if (cached) {
        remember(cached);
        metrics.cacheHit(page);
        return { ...cached, serverTiming: 'cache' };
      }
      if (!sent) metrics.cacheMiss(page);
      const { formIssuedAt, ...posted } = sent?.posted ?? {};
      const formState = serverRendered
        ? {
            ...('form' in posted ? { posted } : {}),
            ...(head.notFound ? { notFound: /** @type {const} */ (true) } : {}),
          }
        : undefined;
      const started = performance.now();
      const renderedWith = serverRendered
        ? await serverRender.render({ url: renderUrl, reads, siteOrigin, formState })
        : undefined;
      // A release switched meanwhile: the page may have been rendered with the new one, so the
      // browser renders it with the one it names, and it is not kept.
      const switched = preloads !== made;
      const rendered = switched ? undefined : renderedWith;
      const renderMs = performance.now() - started;
      if (rendered) metrics.rendered(page, renderMs);
      else if (serverRendered) metrics.fallback(page);
      const remoteUrls = Object.fromEntries(
        Object.entries(remotes).map(([name, url]) => [name, made[name]?.url ?? url]),
      );
      const shellPage = renderShellPage(remoteUrls, {
        headHtml,
        scripts,
        data,
        readsScript,
        formState,
        rendered,
      });
      // The page's inline scripts run by their hashes, never by 'unsafe-inline'. The dashboard's
      // documents keep other sites' windows out of theirs (Cross-Origin-Opener-Policy); a public
      // page, rendered signed out, has nothing such a window could learn, and on a phone the
      // policy's fresh process delays its first paint (Lighthouse mobile: TBT +300 ms on /about).
      const headers = securityHeadersFor(shellPage.scriptHashes, {
        isolateFromOpeners: remote === 'admin_app',
      });
      // Each answer ends the page with its own signed time for the page's forms (the API's spam
      // trap times them from it); a form sent back keeps the time it was sent with, or the one
      // the API gave for its next press.
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
      const document = {
        html: shellPage.html,
        respond: createDocumentResponder({ start: shellPage.start, tail }, headers, status),
      };
      // A page the server could not render is not kept: the next visitor's may render.
      if (!sent && !switched && (rendered || !serverRendered)) {
        keep(cache, key, document);
        remember(document);
      }
      return {
        ...document,
        serverTiming: rendered ? `render;dur=${renderMs.toFixed(1)}` : 'client-render',
      };
    },
  };
}
