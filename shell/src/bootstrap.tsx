import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { useAuthStore } from '@da-boulder/shared-ui';
import { readRemotesConfig } from './config/remotes';
import { remoteForPath } from './config/remote-for-path.mjs';
import { registerSiteRemotes } from './mf/register-remotes';
import { Providers } from './app/providers';
import { PROVIDER_FUTURE, ROUTER_FUTURE, siteRoutes, type PublicSiteRoutes } from './app/router';

/** The public site's routes, or undefined when its remote cannot load (its pages then say so). */
async function loadPublicSite(): Promise<PublicSiteRoutes | undefined> {
  try {
    const module = await loadRemote<PublicSiteRoutes>('public_site/routes');
    if (!Array.isArray(module?.routes)) throw new Error('public_site exposes no routes');
    return module;
  } catch (error) {
    console.warn('[shell] public_site could not be loaded', error);
    return undefined;
  }
}

/**
 * Loads the pages the address matches before the router starts (React Router's way with lazy
 * routes and server rendering): the page then hydrates as the server rendered it.
 */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy) return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

async function start() {
  registerSiteRemotes(readRemotesConfig());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  // The dashboard's own routes load meanwhile, not after (its pages are rendered in the browser).
  const dashboard =
    remoteForPath(window.location.pathname) === 'admin_app'
      ? loadRemote('admin_app/routes').catch(() => undefined)
      : undefined;
  const [publicSite] = await Promise.all([loadPublicSite(), dashboard]);
  const routes = siteRoutes(publicSite);
  await loadMatchedRoutes(routes);
  const app = (
    <Providers siteOrigin={window.__SITE_ORIGIN__}>
      <RouterProvider
        router={createBrowserRouter(routes, { future: ROUTER_FUTURE })}
        future={PROVIDER_FUTURE}
      />
    </Providers>
  );
  // Both in a transition: React then renders (or hydrates) in short slices that yield to the
  // browser between them, instead of one long task that blocks input while a slow phone builds the
  // whole page.
  if (container.firstElementChild) {
    // The server rendered the page signed out: the stored user comes back once it is hydrated.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    useAuthStore.persist.rehydrate();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

void start();
