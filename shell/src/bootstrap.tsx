import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useAuthStore } from '@da-boulder/shared-ui';
import { readRemotesConfig } from './config/remotes';
import { registerSiteRemotes } from './mf/register-remotes';
import { Providers } from './app/providers';
import { PROVIDER_FUTURE, ROUTER_FUTURE, SITE_ROUTES } from './app/router';

registerSiteRemotes(readRemotesConfig());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
// What the page came with, as the server rendered it (takeFirstRead hands each out once more).
const reads = { ...window.__FIRST_READS__ };
const siteOrigin = window.__SITE_ORIGIN__;
const formState = window.__FORM_STATE__;
const router = (
  <RouterProvider
    router={createBrowserRouter(SITE_ROUTES, { future: ROUTER_FUTURE })}
    future={PROVIDER_FUTURE}
  />
);
// Both in a transition: React then renders (or hydrates) in short slices that yield to the
// browser between them, instead of one long task that blocks input while a slow phone builds the
// whole page.
if (container.firstElementChild) {
  // The server rendered the page signed out: the stored user comes back once it is hydrated.
  startTransition(() => {
    hydrateRoot(
      container,
      <Providers reads={reads} siteOrigin={siteOrigin} formState={formState}>
        {router}
      </Providers>,
    );
  });
} else {
  useAuthStore.persist.rehydrate();
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <Providers reads={reads} siteOrigin={siteOrigin}>
        {router}
      </Providers>,
    ),
  );
}
