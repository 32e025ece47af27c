// The shell's server build: renders a public page (the frame and the public-site remote's route
// tree, loaded at run time from the remote's own server build) to HTML the browser hydrates.
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { ServerMarkdownContext, type FormState } from '@da-boulder/shared-ui';
import { createMarkdownRenderer } from '@da-boulder/shared-ui/markdown-renderer';
import { Providers } from '../app/providers';
import { ROUTER_FUTURE, SITE_ROUTES } from '../app/router';

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The page's styled-components styles, as <style> tags for the head. */
  styles: string;
}

/** Markdown sanitised by the browser's rules, on a window of the server's own. */
const renderMarkdown = createMarkdownRenderer(DOMPurify(new JSDOM('').window));

/** A failed load is tried again after this long, not on every page. */
const RETRY_AFTER_MS = 10_000;

let entry: string | undefined;
let attempt = 0;
let failedAt = 0;

function register() {
  if (!entry) return;
  // The federation runtime keeps a failed load for good, by address: a retry needs a new one.
  const address =
    attempt === 0 ? entry : `${entry}${entry.includes('?') ? '&' : '?'}retry=${attempt}`;
  registerRemotes([{ name: 'public_site', entry: address }], { force: true });
}

async function loadRoutes() {
  try {
    return await loadRemote('public_site/routes');
  } catch (error) {
    if (Date.now() - failedAt > RETRY_AFTER_MS) {
      failedAt = Date.now();
      attempt += 1;
      register();
    }
    throw error;
  }
}

/**
 * Where the public-site remote's server build is. Replacing it (a new deploy has a new URL)
 * drops the loaded one. Loading starts at once, so the next visitor does not wait for it; the
 * promise says whether it loaded.
 */
export function usePublicSiteServerEntry(serverEntry: string): Promise<unknown> {
  entry = serverEntry;
  attempt = 0;
  failedAt = 0;
  register();
  return loadRoutes();
}

/**
 * What the shell's server asks the public site's route definition (its ./routes module): a
 * path's route, reads, query and chunk before the API is asked, and the page's head after; the
 * sitemap's read, and its addresses from it.
 */
export interface PublicSiteRoutes {
  describePage(pathname: string): {
    route?: string;
    reads: string[];
    query: string[];
    chunk?: string;
  };
  pageHead(
    pathname: string,
    first: { reads: Record<string, unknown>; missing: string[] },
    siteUrl: string,
  ): { html: string; notFound: boolean };
  /** Every route's path (`/events/:slug`). */
  routePaths: string[];
  sitemapReads: string[];
  /** Undefined without the read. */
  sitemapEntries(
    first: { reads: Record<string, unknown>; missing: string[] },
    siteUrl: string,
  ): { url: string; lastmod?: string }[] | undefined;
}

/** The public site's route definition, from the server build in use (loaded if need be). */
export async function publicSiteRoutes(): Promise<PublicSiteRoutes> {
  const routes = (await loadRoutes()) as Partial<PublicSiteRoutes> | undefined;
  if (typeof routes?.describePage !== 'function' || typeof routes.pageHead !== 'function')
    throw new Error('public_site/routes does not describe its routes');
  return routes as PublicSiteRoutes;
}

export interface PageToRender {
  url: string;
  /** The page's first API reads by key, as the page gets them too. */
  reads: Record<string, unknown>;
  /** The site's public origin, for the addresses pages write out in full. */
  siteOrigin: string;
  /** What the page's forms start from: the signed time they were rendered, a sent form. */
  formState?: FormState;
}

const staticHandler = createStaticHandler(SITE_ROUTES, { future: ROUTER_FUTURE });

/** Settles as `promise` does, or rejects with the signal's reason once it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Renders a page; rejects on any error, or once `signal` aborts (the caller's deadline). */
export async function renderPage(
  { url, reads, siteOrigin, formState }: PageToRender,
  { signal }: { signal: AbortSignal },
): Promise<RenderedPage> {
  // The route tree first: a remote that cannot load fails here, not as a page saying so.
  const routes = await untilAborted(loadRoutes(), signal);
  if (!routes) throw new Error('public_site exposes no routes');
  const context = await staticHandler.query(
    new Request(new URL(url, 'http://shell.invalid'), { signal }),
  );
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
  const router = createStaticRouter(staticHandler.dataRoutes, context, { future: ROUTER_FUTURE });
  const sheet = new ServerStyleSheet();
  try {
    const html = await renderToString(
      sheet.collectStyles(
        <ServerMarkdownContext.Provider value={renderMarkdown}>
          <Providers reads={reads} siteOrigin={siteOrigin} formState={formState}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </ServerMarkdownContext.Provider>,
      ),
      signal,
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * React's streaming renderer, waiting for every lazy part (pages, data-less parts) so the page is
 * whole: crawlers and visitors without scripts get all of it, and the shell caches it.
 */
function renderToString(element: ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    let html = '';
    let settled = false;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    // React may report an error while renderToPipeableStream is still running (before `stream`
    // is assigned) and several times over: settle once, and stop the render on the next turn.
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      reject(error instanceof Error ? error : new Error(String(error)));
      setImmediate(() => stream.abort());
    };
    const onAbort = () => fail(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    sink.on('finish', () => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      resolve(html);
    });
    const stream = renderToPipeableStream(element, {
      // Piped on the next turn: `stream` is assigned by then, however React called this.
      onAllReady: () =>
        setImmediate(() => {
          if (!settled) stream.pipe(sink);
        }),
      onShellError: fail,
      // An error inside a Suspense boundary would leave that part to the browser: the whole page
      // falls back to the browser instead, so a page is never half rendered.
      onError: fail,
    });
  });
}
