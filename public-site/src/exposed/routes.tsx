// The public site's exposed module (./routes), loaded by the shell in the browser and, from the
// server build, by the shell's server: the route tree it mounts under "/*", and what its server
// asks of a path before and after the API's reads (describePage, pageHead) and the sitemap's
// addresses (sitemapReads, sitemapEntries), all from the one list of routes (public-routes.tsx).
import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { usePageHead, type PageHead } from '@da-boulder/shared-ui';
import { PrefetchRouteData, type RouteDataKeys } from './prefetch-route-data';
import { fillReads, NotFoundPage, PUBLIC_ROUTES, type PublicRoute } from './public-routes';
import { SentNotice } from './sent-notice';

export { describePage, pageHead, sitemapEntries, sitemapReads } from './public-routes';

/** Every route's path (`/events/:slug`), for a release's check that each renders. */
export const routePaths = PUBLIC_ROUTES.map((route) => route.path);

/** The route's reads, `:name` filled from its params (none while one is missing). */
const readsOf =
  (templates: string[]): RouteDataKeys =>
  (params) =>
    fillReads(templates, params);

/** Keeps a fixed page's head in the browser (the server wrote the same into the document). */
function WithHead({ head, children }: { head: PageHead; children: ReactNode }) {
  usePageHead(head);
  return <>{children}</>;
}

/**
 * A route's page: its fixed head kept, and its API reads started alongside its code when the
 * visitor moves here inside the site (on a first visit the shell's server has already preloaded
 * the same reads). A detail page keeps its own head, made from its data.
 */
function element({ page: Page, reads, head }: PublicRoute) {
  const page = reads ? (
    <PrefetchRouteData keys={readsOf(reads)}>
      <Page />
    </PrefetchRouteData>
  ) : (
    <Page />
  );
  return typeof head === 'function' ? page : <WithHead head={head}>{page}</WithHead>;
}

/** Every public route of the site (SPEC §2). The shell mounts this under "/*". */
export default function PublicRoutes() {
  return (
    <Suspense fallback={null}>
      <SentNotice />
      <Routes>
        {PUBLIC_ROUTES.map((route) =>
          route.path === '/' ? (
            <Route key="/" index element={element(route)} />
          ) : (
            <Route key={route.path} path={route.path.slice(1)} element={element(route)} />
          ),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
