import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type ActionFunction,
  type RouteObject,
} from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { swrDefaults } from '../http/swr-config';
import { theme } from '../theme/theme';
import { Toaster } from '../kit/toast';

/** Where the router is now, so tests can follow links and URL-kept filters. */
function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders UI as the shell does: theme, a fresh SWR cache with the kit's defaults, a data router
 * and the toast region. `path` is the route pattern when the element reads params; `action` the
 * route's action, for a form that sends through it.
 */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/', path, action }: { url?: string; path?: string; action?: ActionFunction } = {},
) {
  return renderRoutes([{ path: path ?? url.split(/[?#]/)[0], element: ui, action }], { url });
}

/**
 * Renders `routes` (a remote's own, with their loaders, lazy pages and error views) at `url`, with
 * the same providers and a router in memory; a link to elsewhere leads to an empty page.
 */
export function renderRoutes(routes: RouteObject[], { url = '/' }: { url?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <CurrentLocation />
          </>
        ),
        children: [...routes, { path: '*', element: null }],
      },
    ],
    { initialEntries: [url], future: { v7_relativeSplatPath: true } },
  );
  return render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
        <Toaster />
      </SWRConfig>
    </ThemeProvider>,
  );
}
