import type { RemoteName } from './remotes';

export function remoteForPath(pathname: string): RemoteName;
