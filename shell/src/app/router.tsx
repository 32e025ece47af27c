import { useLocation } from 'react-router-dom';
import { RemoteRoutes } from '../mf/remote-boundary';
import { remoteForPath } from '../config/remote-for-path.mjs';

export function SiteRoutes() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  // key: switching remotes mounts a fresh boundary for the other remote.
  return <RemoteRoutes key={remote} remote={remote} />;
}
