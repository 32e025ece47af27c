export interface RoutePreload {
  path: string;
  scripts: string[];
  data: string[];
  /** The query parameters the page reads. */
  query: string[];
}

export interface RemotePreloads {
  /** Where the remote's files are read: its active release's address, else its own. */
  url: string;
  /** The id of the remote's server build (its build.json), when it has one. */
  serverBuild?: string;
  start: string[];
  routes: RoutePreload[];
}

export function preloadsForPath(
  routes: RoutePreload[],
  pathname: string,
): { scripts: string[]; data: string[]; query: string[]; route?: string };

export function watchRemotePreloads(options: {
  remotes: Record<string, string>;
  refreshMs?: number;
  /** How often the remotes' active releases are checked between full readings. */
  releaseCheckMs?: number;
  timeoutMs?: number;
  onChange: (preloads: Record<string, RemotePreloads>) => void;
}): { ready: Promise<void>; stop(): void };
