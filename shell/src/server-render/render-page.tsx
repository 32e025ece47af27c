// The shell's server build: renders a public page (the frame and the public-site remote's route
// tree, loaded at run time from the remote's own server build) to HTML the browser hydrates.
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  matchRoutes,
  type createBrowserRouter,
  type RouteObject,
} from 'react-router-dom';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { currentDay } from '@da-boulder/contracts';
import { ServerMarkdownContext } from '@da-boulder/shared-ui';
import { createMarkdownRenderer } from '@da-boulder/shared-ui/markdown-renderer';
import { Providers } from '../app/providers';
import { ROUTER_FUTURE, siteRoutes, type PublicSiteRoutes } from '../app/router';

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

/** The deploy's routes once asked for: each page then waits on it, not on another load. */
let loading: Promise<unknown> | undefined;

function loadRoutes() {
  if (loading) return loading;
  const load: Promise<unknown> = loadRemote('public_site/routes').catch((error: unknown) => {
    // Asked again by the next page (a deploy's new load is its own).
    if (loading === load) loading = undefined;
    if (Date.now() - failedAt > RETRY_AFTER_MS) {
      failedAt = Date.now();
      attempt += 1;
      register();
    }
    throw error;
  });
  loading = load;
  return load;
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
  loading = undefined;
  register();
  return loadRoutes();
}

/**
 * Today in Denver (contracts' currentDay): a page listing what is upcoming is made anew each day,
 * as the API's reads are.
 */
export const contentDay = currentDay;

/** What the shell's server takes of the public site's exposed module (its ./routes). */
export interface PublicSiteModule extends PublicSiteRoutes {
  /** The head of a path none of its routes names (the dashboard's, or not found). */
  otherPageHead(pathname: string, siteUrl: string): Head;
  renderPageHead(head: Head): string;
  /** Every route's path (`/events/:slug`). */
  routePaths: string[];
  /** What `?sent=` names: the forms whose page says they were sent. */
  SENT_FORMS: string[];
}

type StaticHandler = ReturnType<typeof createStaticHandler>;
type StaticHandlerContext = Exclude<Awaited<ReturnType<StaticHandler['query']>>, Response>;
type HydrationState = NonNullable<Parameters<typeof createBrowserRouter>[1]>['hydrationData'];

/** A page's head, as the public site makes it (its page-head.ts). */
type Head = object;

/** What the shell's server reads of a matched route (public-site's RouteHandle). */
interface RouteHandle {
  head?(page: { data?: unknown; status: number; siteUrl: string; pathname: string }): Head;
  chunk?: string;
  query?: string[];
}

/** An API read as the loaders take it (public-site's ApiRead). */
export type ApiRead = { status: 200 | 400 | 410; json: unknown } | { status: 404 } | undefined;

let handler: { site: PublicSiteModule; handler: StaticHandler } | undefined;

/** The static handler for the public site's routes in use (made anew for a new deploy). */
async function staticHandler(): Promise<{ site: PublicSiteModule; handler: StaticHandler }> {
  const site = (await loadRoutes()) as Partial<PublicSiteModule> | undefined;
  if (!Array.isArray(site?.routes) || typeof site.renderPageHead !== 'function')
    throw new Error('public_site/routes does not give its routes');
  if (handler?.site !== site)
    handler = {
      site: site as PublicSiteModule,
      handler: createStaticHandler(siteRoutes(site as PublicSiteModule), {
        future: ROUTER_FUTURE,
      }),
    };
  return handler;
}

/** The public site's module, from the server build in use (loaded if need be, until `signal`). */
export async function publicSite(signal: AbortSignal): Promise<PublicSiteModule> {
  return (await untilAborted(staticHandler(), signal)).site;
}

/** The public site's module last loaded, if any: the one a page uses while a new one cannot load. */
export const knownSite = (): PublicSiteModule | undefined => handler?.site;

export interface PageAt {
  route: string;
  address: string;
  chunk?: string;
  /** A resource route's (robots.txt: a loader and no page): its loader's Response answers. */
  resource?: true;
}

/**
 * What the page at `url` is, known without asking anything: its route's id (`/events/:slug`, or
 * `other`, the kind of page in logs and metrics), the address it is rendered for (its path and
 * the query parameters its route reads, in their order: a made-up query is no page of its own,
 * nor is a `?sent=` that names no sent form), its chunk, and whether it is a resource route.
 * Undefined until the public site's routes are loaded.
 */
export function pageOf(url: string): PageAt | undefined {
  if (!handler) return undefined;
  const { handler: routes, site } = handler;
  const [pathname, search = ''] = url.split(/\?(.*)/s);
  const match = matchRoutes(routes.dataRoutes, pathname)?.at(-1);
  const route = match?.route.id ?? 'other';
  const { lazy, Component, element } = (match?.route ?? {}) as RouteObject;
  const handle = match?.route.handle as RouteHandle | undefined;
  const names = handle?.query ?? [];
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of names) for (const value of query.getAll(name)) kept.append(name, value);
  const sent = query.getAll('sent');
  if (sent.length === 1 && site.SENT_FORMS.includes(sent[0])) kept.append('sent', sent[0]);
  const rest = kept.toString();
  return {
    route,
    address: rest ? `${pathname}?${rest}` : pathname,
    ...(handle?.chunk ? { chunk: handle.chunk } : {}),
    ...(match && !lazy && !Component && !element ? { resource: true } : {}),
  };
}

export interface PageToRender {
  url: string;
  /** What pageOf says of `url`, when the caller has it already. */
  page?: PageAt;
  /** The site's public address, for heads; its origin, for the addresses pages write out in full. */
  siteUrl: string;
  siteOrigin: string;
  /** Reads the loaders make, from the API at the server's own address. */
  readApi(path: string, signal: AbortSignal): Promise<ApiRead>;
  /**
   * Whether the shell keeps the not-found page of `route` already (the same page for every
   * address its loader answers 404): the page is then not rendered again.
   */
  notFoundKept?(route: string): boolean;
  /** A form sent without scripts, for the route's action: its body, and its post to the API. */
  form?: {
    body: string;
    postApi(path: string, body: unknown): Promise<{ status: number; json: object }>;
  };
}

/**
 * A page rendered, the answer a route gave instead (a redirect, a resource route's file), or a
 * not-found page kept.
 */
export type RenderedPage =
  | { response: Response }
  | { notFoundOf: string }
  | {
      status: number;
      /** The page's head tags. */
      head: string;
      /** What goes inside #root. */
      html: string;
      /** The page's styled-components styles, as <style> tags for the head. */
      styles: string;
      /** What React Router hydrates the page with in the browser. */
      hydrationData: HydrationState;
      /** The signed time an action gave the page's forms (the one sent, or the API's next). */
      formIssuedAt?: string;
      /** The headers its route's loader gave, by lower-case name (a preview: no-store, noindex). */
      headers: Record<string, string>;
    };

/** React Router's errors as its browser router reads them back from the page (its own format). */
function serializeErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : { message: error instanceof Error ? error.message : String(error), __type: 'Error' },
    ]),
  );
}

/** The signed time a form's action gave its page (public-site's FormActionData), if any. */
function formIssuedAtOf(actionData: StaticHandlerContext['actionData']) {
  const given = Object.values(actionData ?? {})[0] as { formIssuedAt?: unknown } | undefined;
  return typeof given?.formIssuedAt === 'string' ? { formIssuedAt: given.formIssuedAt } : {};
}

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
  { url, page = pageOf(url), siteUrl, siteOrigin, readApi, notFoundKept, form }: PageToRender,
  { signal }: { signal: AbortSignal },
): Promise<RenderedPage> {
  // The route tree first: a remote that cannot load fails here, not as a page saying so.
  const { site, handler: routes } = await untilAborted(staticHandler(), signal);
  const address = new URL(url, 'http://shell.invalid');
  const request = new Request(address, {
    signal,
    ...(form
      ? {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.body,
        }
      : {}),
  });
  const requestContext = { readApi, postApi: form?.postApi, siteUrl };
  if (page?.resource) {
    const answer: unknown = await routes
      .queryRoute(request, { routeId: page.route, requestContext })
      .catch((error: unknown) => {
        // A method the file does not take (a form posted to robots.txt): React Router's 405.
        if (!isRouteErrorResponse(error) || error.status !== 405) throw error;
        return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
      });
    if (answer instanceof Response) return { response: answer };
  }
  const context = await routes.query(request, { requestContext });
  if (context instanceof Response) return { response: context };
  const leaf = context.matches.at(-1);
  const route = leaf?.route.id ?? 'other';
  if (context.statusCode === 404 && notFoundKept?.(route)) return { notFoundOf: route };
  const handle = leaf?.route.handle as RouteHandle | undefined;
  const pathname = context.location.pathname;
  const head = handle?.head
    ? handle.head({
        data: context.loaderData[route],
        status: context.statusCode,
        siteUrl,
        pathname,
      })
    : site.otherPageHead(pathname, siteUrl);
  const router = createStaticRouter(routes.dataRoutes, context, { future: ROUTER_FUTURE });
  const sheet = new ServerStyleSheet();
  try {
    const html = await renderToString(
      sheet.collectStyles(
        <ServerMarkdownContext.Provider value={renderMarkdown}>
          <Providers siteOrigin={siteOrigin}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </ServerMarkdownContext.Provider>,
      ),
      signal,
    );
    return {
      status: context.statusCode,
      head: site.renderPageHead(head),
      html,
      styles: sheet.getStyleTags(),
      hydrationData: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeErrors(context.errors),
      } as HydrationState,
      ...formIssuedAtOf(context.actionData),
      headers: Object.fromEntries(context.loaderHeaders[route] ?? []),
    };
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
