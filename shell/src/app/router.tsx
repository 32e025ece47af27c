import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { RemoteRoutes } from '../mf/remote-boundary';
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

export function SiteRoutes() {
  const { pathname, search, hash } = useLocation();
  // The server redirects such a path; a link followed in the page is sent to the same address.
  const canonical = canonicalPath(pathname);
  if (canonical !== pathname)
    return <Navigate to={{ pathname: canonical, search, hash }} replace />;
  const remote = remoteForPath(pathname);
  // key: switching remotes mounts a fresh boundary for the other remote.
  return <RemoteRoutes key={remote} remote={remote} />;
}

/**
 * The site's route tree, for the browser's router and the server's static handler alike: the
 * frame around every page, and in it the remote that owns the path.
 */
export const SITE_ROUTES: RouteObject[] = [
  {
    path: '*',
    element: (
      <SiteFrame>
        <SiteRoutes />
      </SiteFrame>
    ),
  },
];
