// The shell's documents: for a path, the page with its remotes, preloads, first reads, head and,
// for public pages, the server-rendered page. Kept compressed by everything they are made of, so
// a repeat visit costs a lookup and an admin's edit (a changed read) makes a new document.
import { createHash } from 'node:crypto';
import { createDocumentResponder } from '@da-boulder/shared-ui/server';
import { remoteForPath } from '../src/config/remote-for-path.mjs';
import { firstReadsScript } from './first-reads.mjs';
import { renderPageHead } from './page-head.mjs';
import { preloadsForPath } from './remote-preloads.mjs';
import { createShellPage } from './shell-page.mjs';

/** `pathname` with those of the query's parameters `names` lists, in their order. */
function withQuery(pathname, search, names) {
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of names) for (const value of query.getAll(name)) kept.append(name, value);
  const rest = kept.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** Documents kept (bounded: paths have slugs); the oldest goes first. */
const CACHE_LIMIT = 500;

/**
 * @param {{
 *   template: string,
 *   remotes: Record<string, string>,
 *   pageHeads: ReturnType<typeof import('./page-head.mjs').createPageHeads>,
 *   fetchFirstReads: ReturnType<typeof import('./first-reads.mjs').createFirstReads>,
 *   serverRender: ReturnType<typeof import('./server-render.mjs').createServerRender>,
 *   siteOrigin: string,
 *   securityHeadersFor: (scriptHashes: string[], options: { isolateFromOpeners: boolean }) => string[],
 * }} options
 */
export function createShellDocuments({
  template,
  remotes,
  pageHeads,
  fetchFirstReads,
  serverRender,
  siteOrigin,
  securityHeadersFor,
}) {
  const renderShellPage = createShellPage(template, { siteOrigin });
  /** Each remote's preloads; /login and /admin belong to the admin app, every other path the site. */
  let preloads = {};
  const cache = new Map();
  /**
   * The same documents by the address asked for, with the reads they were made from and their
   * version: a visit to a page whose reads have not changed skips putting its key together.
   * @type {Map<string, { document: any, reads: string[], version: string }>}
   */
  const byAddress = new Map();
  const keep = (map, key, document) => {
    if (map.size >= CACHE_LIMIT) map.delete(map.keys().next().value);
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
        serverRender.useDeploy(createHash('sha256').update(publicSite).digest('hex').slice(0, 16));
      preloads = next;
      cache.clear();
      byAddress.clear();
    },

    /**
     * Answers at once, with no waiting, when `req` asks for a page made moments ago whose reads
     * are still fresh: most of a busy page's visits. False when the page must be looked up.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    respondKept(req, res) {
      const known = byAddress.get(req.url);
      if (!known || fetchFirstReads.versionNow(known.reads) !== known.version) return false;
      known.document.respond(req, res, 'cache');
      return true;
    },

    /**
     * The document for `url` (a path and its query; the query matters to server-rendered pages,
     * such as a newsletter confirmation's token): its HTML, a responder sending it compressed
     * with its headers, and how it was had (a Server-Timing entry: rendered now and how long it
     * took, taken from the cache, or left to the browser).
     * @param {string} url
     */
    async documentFor(url) {
      const [pathname, search = ''] = url.split(/\?(.*)/s);
      const remote = remoteForPath(pathname);
      const { start, routes } = preloads[remote];
      const forPath = preloadsForPath(routes, pathname);
      const scripts = [...start, ...forPath.scripts];
      // The head's reads are the page's own; asked for even when the remote's list is unavailable.
      const readPaths = [...new Set([...forPath.data, ...pageHeads.readsFor(pathname)])];
      const { reads, missing, version } = await fetchFirstReads(readPaths);
      const known = byAddress.get(url);
      if (version !== undefined && known?.version === version)
        return { ...known.document, serverTiming: 'cache' };
      const remember = (document) => {
        if (version !== undefined) keep(byAddress, url, { document, reads: readPaths, version });
      };
      const data = forPath.data.filter(
        (path) => !Object.hasOwn(reads, path) && !missing.includes(path),
      );
      // Serialised once: the script is both part of the page and what tells cached pages apart.
      const readsScript = firstReadsScript(reads);
      const headHtml = renderPageHead(pageHeads.headFor(pathname, { reads, missing }));
      // Public pages are rendered here, so each address is a page of its own (/login and /admin
      // are not): its path and the query parameters it reads, so a made-up query is no new page.
      const serverRendered = remote === 'public_site';
      const renderUrl = serverRendered ? withQuery(pathname, search, forPath.query) : '';
      const key = [renderUrl, headHtml, ...scripts, ...data, readsScript].join('\n');
      const cached = cache.get(key);
      if (cached) {
        remember(cached);
        return { ...cached, serverTiming: 'cache' };
      }
      const started = performance.now();
      const rendered = serverRendered
        ? await serverRender.render({ url: renderUrl, reads, siteOrigin })
        : undefined;
      const renderMs = performance.now() - started;
      const { html, scriptHashes } = renderShellPage(remotes, {
        headHtml,
        scripts,
        data,
        readsScript,
        rendered,
      });
      // The page's inline scripts run by their hashes, never by 'unsafe-inline'. The dashboard's
      // documents keep other sites' windows out of theirs (Cross-Origin-Opener-Policy); a public
      // page, rendered signed out, has nothing such a window could learn, and on a phone the
      // policy's fresh process delays its first paint (Lighthouse mobile: TBT +300 ms on /about).
      const headers = securityHeadersFor(scriptHashes, {
        isolateFromOpeners: remote === 'admin_app',
      });
      const document = { html, respond: createDocumentResponder(html, headers) };
      // A page the server could not render is not kept: the next visitor's may render.
      if (rendered || !serverRendered) {
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
