import type { ComponentType } from 'react';
import {
  Navigate,
  Outlet,
  useLocation,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { RemoteRoutes } from '../mf/remote-boundary';
import { RemoteUnavailable } from '../mf/remote-unavailable';
import { SiteFrame } from '../layout/site-frame';
import { canonicalPath } from '../config/canonical-path.mjs';
import { remoteForPath } from '../config/remote-for-path.mjs';

/**
 * React Router's v7 behaviour, opted into now and the same in the browser and on the server
 * (a data router's options; `v7_startTransition` is its provider's).
 */
export const ROUTER_FUTURE = {
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_relativeSplatPath: true,
  v7_skipActionErrorRevalidation: true,
} as const;
export const PROVIDER_FUTURE = { v7_startTransition: true } as const;

/** What the shell takes of the public site's exposed module (public-site's exposed/routes.tsx). */
export interface PublicSiteRoutes {
  /** Every public page's route. */
  routes: RouteObject[];
  /** The view of every other path that is not the dashboard's: the page saying it does not exist. */
  OtherRouteError: ComponentType;
}

/** The page, or, for a path not in its canonical form, the same address in that form. */
function CanonicalOutlet() {
  const { pathname, search, hash } = useLocation();
  // The server redirects such a path; a link followed in the page is sent to the same address.
  const canonical = canonicalPath(pathname);
  if (canonical !== pathname)
    return <Navigate to={{ pathname: canonical, search, hash }} replace />;
  return <Outlet />;
}

const reload = () => window.location.reload();

/**
 * /login and /admin are the dashboard's, rendered in the browser by its own routes; any other
 * path no public route names is none of the site's.
 */
function otherPathLoader({ request }: LoaderFunctionArgs) {
  if (remoteForPath(new URL(request.url).pathname) === 'admin_app') return null;
  throw new Response(null, { status: 404 });
}

/**
 * The site's route tree, for the browser's router and the server's static handler alike: the
 * frame around every page, the public site's routes in it, and the dashboard's remote for the
 * rest. Without the public site (its remote did not load), its pages say so and offer a retry.
 */
export function siteRoutes(publicSite: PublicSiteRoutes | undefined): RouteObject[] {
  return [
    {
      id: 'site',
      element: (
        <SiteFrame>
          <CanonicalOutlet />
        </SiteFrame>
      ),
      children: [
        ...(publicSite?.routes ?? []),
        {
          id: 'other',
          path: '*',
          loader: otherPathLoader,
          element: <RemoteRoutes remote="admin_app" />,
          ...(publicSite
            ? { ErrorBoundary: publicSite.OtherRouteError }
            : { errorElement: <RemoteUnavailable onRetry={reload} /> }),
        },
      ],
    },
  ];
}
