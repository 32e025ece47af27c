// Public pages rendered on the server: the shell's renderer (dist-server/render-page.js, built
// with the shell) renders the frame and the public-site remote's routes, which it loads at run
// time from the remote's own server build. Anything that goes wrong leaves the page to the
// browser, as before server rendering: a visitor never sees an error because of it.
import { createRequire } from 'node:module';

/** How long a page may take to render before the browser is left to render it. */
const RENDER_BUDGET_MS = 750;

/**
 * @typedef {{ html: string, styles: string }} RenderedPage
 * @typedef {{ url: string, reads: Record<string, unknown>, siteOrigin: string }} PageToRender
 * @typedef {{
 *   usePublicSiteServerEntry(entry: string): Promise<unknown>,
 *   renderPage(page: PageToRender, options: { signal: AbortSignal }): Promise<RenderedPage>,
 * }} Renderer
 */

/**
 * `log` takes a line saying why a page was left to the browser (the shell's log, as a warning).
 * @param {{ rendererPath: string, budgetMs?: number,
 *           log: (line: string) => void, loadRenderer?: (path: string) => Renderer }} options
 */
export function createServerRender({
  rendererPath,
  budgetMs = RENDER_BUDGET_MS,
  log,
  loadRenderer = createRequire(import.meta.url),
}) {
  /** @type {Renderer | undefined} */
  let renderer;
  try {
    renderer = loadRenderer(rendererPath);
  } catch (error) {
    log(`server rendering is off, its renderer did not load: ${describe(error)}`);
  }
  return {
    /**
     * Uses the public-site deploy identified by `version` (its manifest), served at
     * `publicSiteUrl` (its release's address): a new one is loaded without restarting the shell.
     * @param {string} version
     * @param {string} publicSiteUrl
     */
    useDeploy(version, publicSiteUrl) {
      const serverEntry = `${publicSiteUrl.replace(/\/$/, '')}/server/remoteEntry.js`;
      renderer
        ?.usePublicSiteServerEntry(`${serverEntry}?v=${encodeURIComponent(version)}`)
        .catch((error) => log(`public-site's server build did not load: ${describe(error)}`));
    },
    /**
     * The page's HTML and styles, or undefined (logged in one line) when it cannot be had in time.
     * @param {PageToRender} page
     * @returns {Promise<RenderedPage | undefined>}
     */
    async render(page) {
      if (!renderer) return undefined;
      // One deadline for the whole of it: loading the remote and rendering.
      const deadline = new AbortController();
      const timer = setTimeout(
        () => deadline.abort(new Error(`took longer than ${budgetMs} ms`)),
        budgetMs,
      );
      try {
        return await renderer.renderPage(page, { signal: deadline.signal });
      } catch (error) {
        // The path alone: a query may hold a token (a newsletter confirmation's).
        log(`${page.url.split('?')[0]} left to the browser: ${describe(error)}`);
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

const describe = (error) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 300);
