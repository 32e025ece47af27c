import { Navigate, useLocation } from 'react-router-dom';
import { RemoteRoutes } from '../mf/remote-boundary';
import { canonicalPath } from '../config/canonical-path.mjs';
import { remoteForPath } from '../config/remote-for-path.mjs';

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
