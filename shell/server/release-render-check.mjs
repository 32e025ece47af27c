// Before a public-site release goes live (`npm run release -- activate`): the shell's renderer
// loads the release's server build, as the shell would once it is active, and renders each public
// route the release defines (its ./routes' routePaths, public-site's PUBLIC_ROUTES) with the
// current API's reads, a real event and webinar filling the routes by slug. A route that throws
// would be left to the browser on every visit: the release is refused, naming it.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createStaticHandler } from '@da-boulder/server-kit/static-server';
import { createFirstReads } from './first-reads.mjs';
import { createServerRender } from './server-render.mjs';

/** A slow machine's first render is no failure here (the shell's budget is for visitors). */
const CHECK_BUDGET_MS = 30_000;
const READ_TIMEOUT_MS = 5_000;
/** The addresses pages write out in full: any origin does for a check. */
const SITE_ORIGIN = 'https://example.org';

/** Where a route's `:slug` comes from, by the read it makes: that list's first item. */
const SLUG_SOURCES = [
  { read: '/api/events/slug/', list: '/api/cms/events', name: 'events' },
  { read: '/api/webinars/slug/', list: '/api/webinars', name: 'webinars' },
];

/**
 * What keeps the release in `releaseDir` from rendering: one line per route that threw (or did
 * not render in time), with why; or a read the API did not answer. None: every route rendered.
 * `out` is told what was rendered, or that the release has no server build to render.
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
    rendererPath = new URL('../dist-server/render-page.js', import.meta.url).pathname,
  },
) {
  if (!existsSync(path.join(releaseDir, 'server', 'remoteEntry.js'))) {
    out(
      'no server build in this release (the admin app renders in the browser): nothing to render',
    );
    return [];
  }
  const fetchFirstReads = createFirstReads(apiUrl, { timeoutMs: READ_TIMEOUT_MS });
  /** @type {string[]} */
  const problems = [];
  /** @type {Map<string, string | undefined>} list read -> its first item's slug */
  const slugs = new Map();
  for (const { list, name } of SLUG_SOURCES) {
    const { reads } = await fetchFirstReads([list]);
    if (!Object.hasOwn(reads, list))
      problems.push(`the API at ${apiUrl.origin} did not answer ${list}`);
    const items = /** @type {any} */ (reads[list])?.[name];
    slugs.set(list, Array.isArray(items) ? items.find((item) => item?.slug)?.slug : undefined);
  }
  if (problems.length) return problems;

  /** @type {string[]} */
  const logged = [];
  const serverRender = createServerRender({
    rendererPath,
    budgetMs: CHECK_BUDGET_MS,
    log: (line) => logged.push(line),
  });
  const serveRelease = createStaticHandler(releaseDir, { allowedOrigins: [] });
  const server = createServer((req, res) => serveRelease(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  try {
    serverRender.useDeploy(path.basename(releaseDir), `http://127.0.0.1:${port}`);
    // A first render waits for the server build to load (within the check's budget; asking for
    // the routes waits only as long as a visitor would), then the routes as the release defines them.
    await serverRender.render({ url: '/', reads: {}, siteOrigin: SITE_ORIGIN });
    const routes = await serverRender.routes();
    if (!routes) return [`its server build gave no routes: ${logged.at(-1) ?? 'it did not load'}`];
    let rendered = 0;
    for (const routePath of routes.routePaths) {
      const source = SLUG_SOURCES.find(({ read }) =>
        routes.describePage(routePath).reads.some((path) => path.startsWith(read)),
      );
      const slug = source && slugs.get(source.list);
      if (routePath.includes('/:') && !slug) {
        out(`not rendered: ${routePath} (the API has nothing to fill it with)`);
        continue;
      }
      const pathname = routePath.replace(/:\w+/g, encodeURIComponent(slug ?? ''));
      const { reads } = await fetchFirstReads(routes.describePage(pathname).reads);
      const before = logged.length;
      if (await serverRender.render({ url: pathname, reads, siteOrigin: SITE_ORIGIN })) {
        rendered += 1;
      } else {
        problems.push(logged.slice(before).join('; ') || `${pathname} did not render`);
      }
    }
    out(`rendered ${rendered} public routes with the API at ${apiUrl.origin}`);
  } finally {
    server.closeAllConnections();
    server.close();
  }
  return problems;
}
