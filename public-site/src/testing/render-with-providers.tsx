import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { Toaster, swrDefaults, theme } from '@da-boulder/shared-ui';

type Reply = { status?: number; body?: unknown };
type ApiRoutes = Record<string, Reply | (() => Reply | Promise<Reply>)>;

/**
 * Replaces fetch with answers per "METHOD path" (or just path for GET). Unknown requests fail
 * the test loudly. Returns the mock so tests can inspect what was sent.
 */
export function mockApi(routes: ApiRoutes) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${path}`] ?? (method === 'GET' ? routes[path] : undefined);
    if (!route) throw new Error(`Unexpected request ${method} ${path}`);
    const { status = 200, body } = typeof route === 'function' ? await route() : route;
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

/** A fetch that never answers, to look at loading states. */
export function pendingApi() {
  global.fetch = jest.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch;
}

/** The body a fetch mock received for its nth call, parsed. */
/** What the spam trap adds to a form a person filled in: an empty honeypot and a fill time. */
export const SPAM_TRAP_OF_A_PERSON = { website: '', fillMs: expect.any(Number) };

export function sentBody(fetchMock: jest.Mock, call = 0): unknown {
  return JSON.parse(String(fetchMock.mock.calls[call][1].body));
}

/** Where a navigation away from the page under test ended up. */
function Elsewhere() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/**
 * Renders UI as the shell does (theme, a fresh SWR cache with the kit's defaults, a router,
 * the toast region). `path` is the route pattern when the element reads params.
 */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/', path }: { url?: string; path?: string } = {},
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
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </SWRConfig>
    </ThemeProvider>,
  );
}
