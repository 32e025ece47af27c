import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesConfig } from '../config/remotes';

/** Registers both remotes with the federation runtime; nothing is fetched until a route needs it. */
export function registerSiteRemotes(config: RemotesConfig): void {
  registerRemotes(
    Object.entries(config).map(([name, url]) => ({
      name,
      entry: `${url.replace(/\/$/, '')}/remoteEntry.js`,
    })),
  );
}
