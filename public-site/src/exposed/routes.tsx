// The public site's exposed module (./routes), loaded by the shell in the browser and, from the
// server build, by the shell's server: React Router's route objects for every public page, each
// with its loader (the API reads it needs), its head in `handle`, its page loaded with `lazy` and
// its error view, all made from the one list of routes (public-routes.tsx). The shell puts them
// under its frame, runs them through createStaticHandler on the server and createBrowserRouter in
// the browser.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  json,
  Outlet,
  useActionData,
  useMatches,
  useRouteError,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import {
  ApiError,
  apiFetch,
  ButtonLink,
  FormStateContext,
  NoindexContext,
  usePageHead,
  type PageHead,
} from '@da-boulder/shared-ui';
import { MissingContent } from '../layout/missing-content';
import type { RouteData } from '../lib/use-read';
import { formAction, type ActionContext, type FormActionData } from './form-actions';
import type { Head } from './page-head';
import {
  notFoundPage,
  PREVIEW,
  PUBLIC_ROUTES,
  readsAt,
  routeHead,
  type PageModule,
  type PublicRoute,
} from './public-routes';
import { SentNotice } from './sent-notice';
import { siteFileRoutes } from './site-files';

export type { RouteData } from '../lib/use-read';
export { renderPageHead } from './page-head';
export { otherPageHead } from './public-routes';
export { SENT_FORMS } from './sent-notice';

/** Every route's path (`/events/:slug`), for a release's check that each renders. */
export const routePaths = PUBLIC_ROUTES.map((route) => route.path);

/**
 * What an API read answered on the server: its JSON, a 404, a refusal with the API's words
 * (400, 410), or nothing usable (undefined).
 */
export type ApiRead = { status: 200 | 400 | 410; json: unknown } | { status: 404 } | undefined;

/**
 * What the shell's server gives the loaders and actions (the static handler's request context):
 * reads from the API at its own address, and a form's post as the visitor. In the browser there
 * is none: the loaders read from /api and the actions post there, as the visitor.
 */
export interface LoaderContext extends ActionContext {
  readApi(path: string, signal: AbortSignal): Promise<ApiRead>;
}

/** What the shell reads of a matched route: its head, its chunk and the query it reads. */
export interface RouteHandle {
  head(page: { data?: RouteData; status: number; siteUrl: string; pathname: string }): Head;
  chunk?: string;
  query?: string[];
}

/**
 * A page for one person, a draft's preview or what their own link from a mail opens (`?token=`):
 * for no cache (the shell's, a proxy's, the browser's) and no search engine. A flood of made-up
 * links then pushes no other page out of the shell's cache.
 */
const PERSONAL_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/** Whether the route's page is opened by a person's own link (it reads `?token=`). */
const personal = (route: PublicRoute) => route.query?.includes('token') ?? false;

/** The loader of a personal page with no reads: its headers alone. */
const personalPage = () => json({ reads: {} } satisfies RouteData, { headers: PERSONAL_HEADERS });

/** The most pages of one list a page with `allPages` reads (of 100 items each). */
const MOST_PAGES = 10;

/**
 * A list's first page with the items of the pages after it (a route's `allPages`), each read by
 * `pageOf`; the first page alone when one of them cannot be had.
 */
async function withEveryPage(first: unknown, pageOf: (page: number) => Promise<unknown>) {
  const { total, pageSize, ...answer } = first as Record<string, unknown>;
  const name = Object.keys(answer).find((key) => Array.isArray(answer[key]));
  if (!name || typeof total !== 'number' || typeof pageSize !== 'number' || total <= pageSize)
    return first;
  const pages = Math.min(Math.ceil(total / pageSize), MOST_PAGES);
  try {
    const more = await Promise.all(Array.from({ length: pages - 1 }, (_, n) => pageOf(n + 2)));
    // An item added between two reads moves the next page's start: it is listed once.
    const seen = new Set<unknown>();
    const items = [first, ...more]
      .flatMap((page) => (page as Record<string, { id?: unknown }[]>)[name])
      .filter((item) => !seen.has(item?.id ?? item) && seen.add(item?.id ?? item));
    return { ...answer, [name]: items, total, pageSize: items.length };
  } catch {
    return first;
  }
}

/** `path` asking for page `page` of its list. */
const atPage = (path: string, page: number) =>
  `${path}${path.includes('?') ? '&' : '?'}page=${page}`;

/** What a detail page's loader throws when its record could not be had: 404 or, else, 503. */
const noRecord = (status: number | undefined) =>
  new Response(null, { status: status === 404 ? 404 : 503 });

/**
 * The reads in the browser, from /api as the visitor: a list's as the promise of its JSON, so the
 * page renders at once and each part shows its loading state until its read settles (SPEC §4's
 * skeletons) rather than the navigation waiting for the slowest read. Plain promises in the data,
 * which React Router hands to the page as they are (its `defer` is deprecated in their favour). A
 * read no part takes (one not yet near the viewport, a page left meanwhile) must not report its
 * failure as an unhandled rejection: each has a handler from the start. A detail page's record is
 * awaited, its failure thrown as on the server.
 */
async function browserReads(
  keys: string[],
  pathOf: (key: string) => string,
  { detail, allPages }: { detail: boolean; allPages: boolean },
  signal: AbortSignal,
): Promise<RouteData> {
  const read = (path: string) => apiFetch(path, { signal });
  const reads = keys.map((key) =>
    allPages
      ? read(pathOf(key)).then((first) => withEveryPage(first, (n) => read(pathOf(atPage(key, n)))))
      : read(pathOf(key)),
  );
  for (const read of reads) read.catch(() => undefined);
  const data: RouteData = { reads: Object.fromEntries(keys.map((key, i) => [key, reads[i]])) };
  if (detail)
    data.reads[keys[0]] = await reads[0].catch((error: unknown) => {
      throw noRecord(error instanceof ApiError ? error.status : undefined);
    });
  return data;
}

/**
 * A route's loader: the API reads its page needs, by key (useRead). A detail page (its head made
 * from its record) waits for its record, and throws 404 for one that does not exist and 503 for
 * one that could not be read, so its route's error view shows instead (a page without its record
 * would say nothing). On the server, through the request context, every read is awaited and a
 * list's failed read is left out (the page shows its failure state for it).
 */
function readsLoader(route: PublicRoute) {
  const detail = typeof route.head === 'function';
  return async ({ params, context, request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const keys = readsAt(route, url, params);
    // A draft's preview link (`?preview=<token>`, where the route reads it) goes with each read:
    // the API shows the one draft it names. The page reads them under their usual keys.
    const preview = route.query?.includes(PREVIEW) ? url.searchParams.get(PREVIEW) : null;
    const pathOf = (key: string) =>
      preview
        ? `${key}${key.includes('?') ? '&' : '?'}${PREVIEW}=${encodeURIComponent(preview)}`
        : key;
    const readApi = (context as LoaderContext | undefined)?.readApi;
    const allPages = route.allPages === true;
    if (!readApi) return browserReads(keys, pathOf, { detail, allPages }, request.signal);
    const pageOf = (key: string) => async (n: number) => {
      const answer = await readApi(pathOf(atPage(key, n)), request.signal);
      if (answer?.status !== 200) throw new Error(`page ${n} of ${key} could not be read`);
      return answer.json;
    };
    const answers = await Promise.all(
      keys.map(async (key) => {
        const first = await readApi(pathOf(key), request.signal);
        return allPages && first?.status === 200
          ? { ...first, json: await withEveryPage(first.json, pageOf(key)) }
          : first;
      }),
    );
    const [first] = answers;
    if (detail && first?.status !== 200) throw noRecord(first?.status);
    const data: RouteData = { reads: {} };
    keys.forEach((key, index) => {
      const answer = answers[index];
      if (answer?.status === 200) data.reads[key] = answer.json;
      else if (answer && 'json' in answer)
        (data.refused ??= {})[key] = { status: answer.status, json: answer.json };
    });
    if (preview) data.preview = true;
    // The shell's server sends a personal page with these, and keeps no copy of it.
    return preview || personal(route) ? json(data, { headers: PERSONAL_HEADERS }) : data;
  };
}

/**
 * When a page asks the API again, beyond React Router's own rule: never after a public form's
 * post, which changes nothing its page reads (a registration moves on to /events, which reads
 * anew); nor when its address changes in nothing its reads use (a year tab's `?year=`), which
 * would show its lists loading again for nothing.
 */
function readsAgain(route: PublicRoute) {
  return ({
    formMethod,
    currentUrl,
    currentParams,
    nextUrl,
    nextParams,
    defaultShouldRevalidate,
  }: ShouldRevalidateFunctionArgs) => {
    if (formMethod) return false;
    const sameReads =
      readsAt(route, currentUrl, currentParams).join('\n') ===
      readsAt(route, nextUrl, nextParams).join('\n');
    // The same address is asked again on purpose ("Try again", a link to the page it is on).
    if (sameReads && currentUrl.href !== nextUrl.href) return false;
    return defaultShouldRevalidate;
  };
}

/** A page whose loader could not have its data, or that failed to render: try again. */
function Unavailable() {
  return (
    <MissingContent
      title="This page is unavailable right now"
      description="Please try again in a moment."
      action={<ButtonLink to="/">Return Home</ButtonLink>}
    />
  );
}

/** A post that is no form of the page's: it says what went wrong, and how back. */
function FormNotSent({ message, again = true }: { message: string; again?: boolean }) {
  return (
    <MissingContent
      title="The form was not sent"
      description={again ? `${message} Please go back to the page and send it again.` : message}
      action={<ButtonLink to="/">Return Home</ButtonLink>}
    />
  );
}

/**
 * A route's error view: the page's own for a record that does not exist and for one that could
 * not be read, what went wrong with a post that was no form of the page's, else one saying try
 * again.
 */
function errorView({ NotFound = Unavailable, ReadFailed = Unavailable }: Partial<PageModule>) {
  return function RouteError() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
    if (isRouteErrorResponse(error) && error.status === 503) return <ReadFailed />;
    if (isRouteErrorResponse(error) && error.status === 400 && typeof error.data === 'string')
      return <FormNotSent message={error.data} />;
    // A post to a page without a form (React Router's 405): trying again would not help.
    if (isRouteErrorResponse(error) && error.status === 405)
      return <FormNotSent message="This page takes no form." again={false} />;
    return <Unavailable />;
  };
}

/**
 * The route's page, and a form its action answered (sent without scripts) handed to its forms;
 * otherwise what a form sent before says (`?sent=`): not above a later form's refusal.
 */
function pageComponent(Page: ComponentType): ComponentType {
  return function RoutePage() {
    const answered = useActionData() as FormActionData | undefined;
    return answered ? (
      <FormStateContext.Provider value={{ posted: answered.posted }}>
        <Page />
      </FormStateContext.Provider>
    ) : (
      <>
        <SentNotice />
        <Page />
      </>
    );
  };
}

function routeObject(route: PublicRoute): RouteObject {
  const handle: RouteHandle = {
    head: ({ data, status, siteUrl }) => {
      const read = status === 404 ? null : data ? Object.values(data.reads)[0] : undefined;
      const head = routeHead(route, read, siteUrl);
      return data?.preview ? { ...head, noindex: true, canonical: undefined, jsonLd: [] } : head;
    },
    chunk: route.chunk,
    query: route.query ?? [],
  };
  return {
    id: route.path,
    // The home page too by its path, not as an index route: a form posted to `/` then reaches its
    // action (an index route's takes `/?index`).
    path: route.path,
    ...(route.reads
      ? { loader: readsLoader(route), shouldRevalidate: readsAgain(route) }
      : personal(route)
        ? { loader: personalPage }
        : {}),
    ...(route.forms ? { action: formAction(route.forms) } : {}),
    handle,
    lazy: async () => {
      const page = await route.load();
      return { Component: pageComponent(page.default), ErrorBoundary: errorView(page) };
    },
  };
}

/** Keeps a fixed page's head in the browser (the server wrote the same into the document). */
function FixedHead() {
  const id = useMatches().at(-1)?.id;
  const route = PUBLIC_ROUTES.find(({ path }) => path === id);
  usePageHead(route && typeof route.head !== 'function' ? (route.head as PageHead) : undefined);
  return null;
}

/** A draft's preview keeps its page's head noindex in the browser, as the server wrote it. */
function PreviewNoindex({ children }: { children: ReactNode }) {
  const preview = useMatches().some((match) => (match.data as RouteData | undefined)?.preview);
  return <NoindexContext.Provider value={preview}>{children}</NoindexContext.Provider>;
}

/** Every public page, in a layout keeping its head, and the site's robots.txt and sitemap.xml. */
export const routes: RouteObject[] = [
  {
    id: 'public',
    element: (
      <Suspense fallback={null}>
        <PreviewNoindex>
          <FixedHead />
          <Outlet />
        </PreviewNoindex>
      </Suspense>
    ),
    children: PUBLIC_ROUTES.map(routeObject),
  },
  ...siteFileRoutes,
];

/**
 * Every other path's error view (the shell answers it with 404 unless it is the dashboard's):
 * the page saying it does not exist, its code loaded only when it shows. Not the route's `lazy`:
 * the catch-all route matches the dashboard's /login and /admin too, which would wait for it.
 */
export const OtherRouteError = errorView({ NotFound: lazy(notFoundPage.load) });
