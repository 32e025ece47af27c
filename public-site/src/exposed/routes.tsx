// The public site's exposed module (./routes), loaded by the shell in the browser and, from the
// server build, by the shell's server: React Router's route objects for every public page, each
// with its loader (the API reads it needs), its head in `handle`, its page loaded with `lazy` and
// its error view, all made from the one list of routes (public-routes.tsx). The shell puts them
// under its frame, runs them through createStaticHandler on the server and createBrowserRouter in
// the browser.
import { Suspense, type ComponentType } from 'react';
import {
  isRouteErrorResponse,
  Outlet,
  useActionData,
  useMatches,
  useRouteError,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { ButtonLink, FormStateContext, usePageHead, type PageHead } from '@da-boulder/shared-ui';
import { MissingContent } from '../layout/missing-content';
import { formAction, type ActionContext, type FormActionData } from './form-actions';
import type { Head } from './page-head';
import { PrefetchRouteData } from './prefetch-route-data';
import {
  fillReads,
  notFoundPage,
  PUBLIC_ROUTES,
  routeHead,
  type PublicRoute,
} from './public-routes';
import { SentNotice } from './sent-notice';

export { renderPageHead } from './page-head';
export { otherPageHead, SITEMAP_READ, sitemapEntries } from './public-routes';
export { SENT_FORMS } from './sent-notice';

/** Every route's path (`/events/:slug`), for a release's check that each renders. */
export const routePaths = PUBLIC_ROUTES.map((route) => route.path);

/** What an API read answered on the server: its JSON, a 404, or nothing usable (undefined). */
export type ApiRead = { status: 200; json: unknown } | { status: 404 } | undefined;

/**
 * What the shell's server gives the loaders and actions (the static handler's request context):
 * reads from the API at its own address, and a form's post as the visitor. In the browser there
 * is none: each page asks for its own reads and sends its own forms.
 */
export interface LoaderContext extends ActionContext {
  readApi(path: string, signal: AbortSignal): Promise<ApiRead>;
}

/** A loader's data: the API's answers by the key the page reads them under. */
export interface RouteData {
  reads: Record<string, unknown>;
}

/** What the shell reads of a matched route: its head, its chunk and the query it reads. */
export interface RouteHandle {
  head(page: { data?: RouteData; status: number; siteUrl: string; pathname: string }): Head;
  chunk?: string;
  query?: string[];
}

/**
 * A route's loader: on the server, its reads from the API. A detail page whose record does not
 * exist throws 404, and one whose read failed 503 (a page without its record would say nothing);
 * a list page's failed read is left out and the page shows its own state for it.
 */
function readsLoader({ reads = [], head }: PublicRoute) {
  const detail = typeof head === 'function';
  return async ({ params, context, request }: LoaderFunctionArgs): Promise<RouteData | null> => {
    const readApi = (context as LoaderContext | undefined)?.readApi;
    if (!readApi) return null;
    const keys = fillReads(reads, params);
    const answers = await Promise.all(keys.map((key) => readApi(key, request.signal)));
    const [first] = answers;
    if (detail && first?.status !== 200)
      throw new Response(null, { status: first?.status === 404 ? 404 : 503 });
    const data: RouteData = { reads: {} };
    keys.forEach((key, index) => {
      const answer = answers[index];
      if (answer?.status === 200) data.reads[key] = answer.json;
    });
    return data;
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
function FormNotSent({ message }: { message: string }) {
  return (
    <MissingContent
      title="The form was not sent"
      description={`${message} Please go back to the page and send it again.`}
      action={<ButtonLink to="/">Return Home</ButtonLink>}
    />
  );
}

/**
 * A route's error view: its own for a record that does not exist, what went wrong with a post
 * that was no form of the page's, else one saying try again.
 */
function errorView(NotFound: ComponentType) {
  return function RouteError() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
    if (isRouteErrorResponse(error) && error.status === 400 && typeof error.data === 'string')
      return <FormNotSent message={error.data} />;
    return <Unavailable />;
  };
}

/**
 * The route's page: its reads started beside its code when the visitor moves here, and a form
 * its action answered (sent without scripts) handed to the page's forms.
 */
function pageComponent({ reads }: PublicRoute, Page: ComponentType): ComponentType {
  return function RoutePage() {
    const answered = useActionData() as FormActionData | undefined;
    const page = answered ? (
      <FormStateContext.Provider value={{ posted: answered.posted }}>
        <Page />
      </FormStateContext.Provider>
    ) : (
      <Page />
    );
    return reads ? (
      <PrefetchRouteData keys={(params) => fillReads(reads, params)}>{page}</PrefetchRouteData>
    ) : (
      page
    );
  };
}

function routeObject(route: PublicRoute): RouteObject {
  const handle: RouteHandle = {
    head: ({ data, status, siteUrl }) =>
      routeHead(
        route,
        status === 404 ? null : data ? Object.values(data.reads)[0] : undefined,
        siteUrl,
      ),
    chunk: route.chunk,
    query: route.query ?? [],
  };
  return {
    id: route.path,
    // The home page too by its path, not as an index route: a form posted to `/` then reaches its
    // action (an index route's takes `/?index`).
    path: route.path,
    ...(route.reads ? { loader: readsLoader(route) } : {}),
    ...(route.forms ? { action: formAction(route.forms) } : {}),
    handle,
    lazy: async () => {
      const page = await route.load();
      return {
        Component: pageComponent(route, page.default),
        ErrorBoundary: errorView(page.NotFound ?? Unavailable),
      };
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

/** Every public page, in a layout that says when a form was sent without scripts. */
export const routes: RouteObject[] = [
  {
    id: 'public',
    element: (
      <Suspense fallback={null}>
        <FixedHead />
        <SentNotice />
        <Outlet />
      </Suspense>
    ),
    children: PUBLIC_ROUTES.map(routeObject),
  },
];

/**
 * Every other path's error view (the shell answers it with 404 unless it is the dashboard's):
 * the page saying it does not exist, for the shell's catch-all route's `lazy`.
 */
export async function otherRouteLazy() {
  const { default: NotFoundPage } = await notFoundPage.load();
  return { ErrorBoundary: errorView(NotFoundPage) };
}
