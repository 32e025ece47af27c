import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { Toaster, swrDefaults, theme } from '@da-boulder/shared-ui';

export type Reply = { status?: number; body?: unknown };

/** What a route handler learns of a request: the query is parsed, the JSON body too. */
export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type ApiRoutes = Record<string, Reply | ((request: MockRequest) => Reply | Promise<Reply>)>;

/**
 * Replaces fetch with answers per "METHOD /path" (or just "/path" for GET), the query string left
 * out of the match and handed to the handler. Unknown requests fail the test loudly. Returns the
 * mock so tests can look at what was asked.
 */
export function mockApi(routes: ApiRoutes) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route =
      routes[`${method} ${url.pathname}`] ?? (method === 'GET' ? routes[url.pathname] : undefined);
    if (!route) throw new Error(`Unexpected request ${method} ${url.pathname}${url.search}`);
    const request: MockRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    const { status = 200, body } = typeof route === 'function' ? await route(request) : route;
    const text = body === undefined ? '' : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: status >= 400 ? 'Error' : 'OK',
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The requests a fetch mock saw for one path, as URLs (query included). */
export function requestsTo(fetchMock: jest.Mock, path: string, method = 'GET'): URL[] {
  return fetchMock.mock.calls
    .filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === method)
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}

/** Where the router is now, so tests can follow links and URL-kept filters. */
function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders UI as the shell does: theme, a fresh SWR cache with the kit's defaults, a router and
 * the toast region. `path` is the route pattern when the element reads params.
 */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/admin', path }: { url?: string; path?: string } = {},
) {
  return render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>
        <MemoryRouter
          initialEntries={[url]}
          future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
        >
          <Routes>
            <Route path={path ?? url.split(/[?#]/)[0]} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
        <Toaster />
      </SWRConfig>
    </ThemeProvider>,
  );
}
