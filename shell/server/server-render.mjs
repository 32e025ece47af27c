// Public pages rendered on the server: the shell's renderer (dist-server/render-page.js, built
// with the shell) runs the public-site remote's routes, loaded at run time from the remote's own
// server build, through React Router's static handler and renders the page they answer. Anything
// that goes wrong leaves the page to the browser, as before server rendering: a visitor never
// sees an error because of it.
import { createRequire } from 'node:module';

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

/**
 * @typedef {import('../src/server-render/render-page').RenderedPage} RenderedPage
 * @typedef {import('../src/server-render/render-page').PageToRender} PageToRender
 * @typedef {import('../src/server-render/render-page').PublicSiteModule} PublicSiteModule
 * @typedef {typeof import('../src/server-render/render-page')} Renderer
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
     * Loads the public-site deploy `version` (its manifest's hash) from `publicSiteUrl`.
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
     * The public site's module from the deploy in use, or, when it cannot be had in time
     * (logged), the one last had, if any.
     * @returns {Promise<PublicSiteModule | undefined>}
     */
    async routes() {
      try {
        return await renderer?.publicSite(AbortSignal.timeout(ROUTES_BUDGET_MS));
      } catch (error) {
        log(`public-site's routes could not be read: ${describe(error)}`);
        return renderer?.knownSite();
      }
    },

    /** @param {string} url */
    pageOf: (url) => renderer?.pageOf(url),
    /** Today in Denver; empty without the renderer. */
    contentDay: () => renderer?.contentDay() ?? '',

    /**
     * The page rendered (or the answer its route gave instead), or undefined (logged in one
     * line) when it cannot be had in time: one deadline for all of it, loading the remote too.
     * @param {PageToRender} page
     * @returns {Promise<RenderedPage | undefined>}
     */
    async render(page) {
      const ms = page.form ? Math.max(budgetMs, FORM_BUDGET_MS) : budgetMs;
      const signal = AbortSignal.timeout(ms);
      try {
        return await renderer?.renderPage(page, { signal });
      } catch (error) {
        const why = signal.aborted ? `took longer than ${ms} ms` : describe(error);
        // The path alone: a query may hold a token (a newsletter confirmation's).
        log(`${page.url.split('?')[0]} left to the browser: ${why}`);
        return undefined;
      }
    },
  };
}

/** @param {unknown} error */
const describe = (error) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 300);
