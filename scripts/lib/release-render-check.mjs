// Before a public-site release goes live (`npm run release -- activate`): the shell's renderer
// loads the release's server build, as the shell would once it is active, and runs each public
// route the release defines (its ./routes' routePaths, public-site's PUBLIC_ROUTES) through the
// static handler, its loaders reading the current API, a real event and webinar filling the
// routes by slug. A route that throws would be left to the browser on every visit, and one that
// answers an error would fail every visitor: the release is refused, naming it.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SERVER_ENTRY, isServerRendered } from '@da-boulder/server-kit/releases';
import { createStaticHandler } from '@da-boulder/server-kit/static-server';
import { createApiReads } from '../../shell/server/api-reads.mjs';
import { firstLineOf } from '../../shell/server/shell-documents.mjs';

/** A slow machine's first render is no failure here (the shell's budget is for visitors). */
const CHECK_BUDGET_MS = 30_000;
const READ_TIMEOUT_MS = 5_000;
/** The addresses pages write out in full: any origin does for a check. */
const SITE_ORIGIN = 'https://example.org';

/** Where a route's `:slug` comes from, by its path: that list's first item (else an event's). */
const SLUG_SOURCES = [
  { path: '/webinars/', list: '/api/webinars', name: 'webinars' },
  { path: '/', list: '/api/cms/events', name: 'events' },
];

/**
 * What keeps the release in `releaseDir` from rendering: one line per route that threw (or did
 * not render in time), with why; or a read the API did not answer. None: every route rendered.
 * `out` is told what was rendered, or that the release is admin-app's, which has no server build
 * to render. Which remote it is comes from the release's own manifest, never from whether its
 * server build is there: a public-site release without one would leave every page to the browser.
 * @param {string} releaseDir
 * @param {{ apiUrl: URL, out: (line: string) => void,
 *           rendererPath?: string }} options
 * @returns {Promise<string[]>}
 */
export async function renderProblems(
  releaseDir,
  {
    apiUrl,
    out,
    rendererPath = new URL('../../shell/dist-server/render-page.js', import.meta.url).pathname,
  },
) {
  if (!isServerRendered(releaseDir)) {
    out(
      'no server build in this release (the admin app renders in the browser): nothing to render',
    );
    return [];
  }
  const apiReads = createApiReads(apiUrl);
  const readApi = (/** @type {string} */ path, /** @type {AbortSignal} */ signal) =>
    apiReads.read(path, AbortSignal.any([signal, AbortSignal.timeout(READ_TIMEOUT_MS)]));
  /** @type {string[]} */
  const problems = [];
  /** @type {Map<string, string | undefined>} list read -> its first item's slug */
  const slugs = new Map();
  for (const { list, name } of SLUG_SOURCES) {
    const read = await apiReads.read(list, AbortSignal.timeout(READ_TIMEOUT_MS));
    if (read?.status !== 200) problems.push(`the API at ${apiUrl.origin} did not answer ${list}`);
    const items = /** @type {any} */ (read?.status === 200 ? read.json : undefined)?.[name];
    slugs.set(list, Array.isArray(items) ? items.find((item) => item?.slug)?.slug : undefined);
  }
  if (problems.length) return problems;

  /** @type {import('../../shell/server/shell-documents.mjs').Renderer} */
  const renderer = createRequire(import.meta.url)(rendererPath);
  const serveRelease = createStaticHandler(releaseDir, { allowedOrigins: [] });
  const server = createServer((req, res) => serveRelease(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  try {
    // Loaded as the shell loads a deploy; one that does not load fails the routes asked for next,
    // which say why.
    const release = path.basename(releaseDir);
    renderer
      .usePublicSiteServerEntry(`http://127.0.0.1:${port}/${SERVER_ENTRY}?v=${release}`)
      .catch(() => {});
    let site;
    try {
      site = await renderer.publicSite(AbortSignal.timeout(CHECK_BUDGET_MS));
    } catch (error) {
      return [
        `its server build gave no routes: public-site's routes could not be read: ${firstLineOf(error)}`,
      ];
    }
    const page = { siteUrl: SITE_ORIGIN, siteOrigin: SITE_ORIGIN, readApi };
    let rendered = 0;
    for (const routePath of site.routePaths) {
      const source = SLUG_SOURCES.find(({ path }) => routePath.startsWith(path));
      const slug = source && slugs.get(source.list);
      if (routePath.includes('/:') && !slug) {
        out(`not rendered: ${routePath} (the API has nothing to fill it with)`);
        continue;
      }
      const pathname = routePath.replace(/:\w+/g, encodeURIComponent(slug ?? ''));
      const signal = AbortSignal.timeout(CHECK_BUDGET_MS);
      try {
        const answer = await renderer.renderPage({ url: pathname, ...page }, { signal });
        const status =
          'response' in answer ? answer.response.status : 'status' in answer ? answer.status : 404;
        if (status === 200) rendered += 1;
        else problems.push(`${pathname} answered ${status}`);
      } catch (error) {
        // In the words of the shell's log line for a page it leaves to the browser.
        const why = signal.aborted ? `took longer than ${CHECK_BUDGET_MS} ms` : firstLineOf(error);
        problems.push(`${pathname} left to the browser: ${why}`);
      }
    }
    out(`rendered ${rendered} public routes with the API at ${apiUrl.origin}`);
  } finally {
    server.closeAllConnections();
    server.close();
  }
  return problems;
}
