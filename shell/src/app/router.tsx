import { useLocation } from 'react-router-dom';
import { RemoteRoutes } from '../mf/remote-boundary';
import type { RemoteName } from '../config/remotes';

/** /login and /admin belong to the admin-app remote; every other path to the public site. */
export function remoteForPath(pathname: string): RemoteName {
  return /^\/(login|admin)(\/|$)/.test(pathname) ? 'admin_app' : 'public_site';
}

export function SiteRoutes() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  // key: switching remotes mounts a fresh boundary for the other remote.
  return <RemoteRoutes key={remote} remote={remote} />;
}
