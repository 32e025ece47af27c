/** An answer of the fake API: a status (200 unless given) and a JSON body (none unless given). */
export type Reply = { status?: number; body?: unknown };

/** What a route's handler learns of a request: the query is parsed, the JSON body too. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type ApiRoutes = Record<string, Reply | ((request: FakeRequest) => Reply | Promise<Reply>)>;

/** The parts of a fetch Response that apiFetch reads (jsdom has no Response). */
function jsonResponse(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status >= 400 ? 'Error' : 'OK',
    text: async () => text,
    json: async () => JSON.parse(text),
  } as Response;
}

/**
 * Replaces fetch with answers per "METHOD /path" (or just "/path" for a GET). A route with a query
 * string answers that query only; one without answers any, and its handler reads the query.
 * Unknown requests fail the test loudly. Returns the mock, to look at what was asked.
 */
export function mockApi(routes: ApiRoutes) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const keys = [`${url.pathname}${url.search}`, url.pathname].flatMap((path) =>
      method === 'GET' ? [`GET ${path}`, path] : [`${method} ${path}`],
    );
    const route = keys.map((key) => routes[key]).find((found) => found !== undefined);
    if (!route) throw new Error(`Unexpected request ${method} ${url.pathname}${url.search}`);
    const { status = 200, body } =
      typeof route === 'function'
        ? await route({
            method,
            path: url.pathname,
            query: url.searchParams,
            body: readBody(init?.body),
          })
        : route;
    return jsonResponse(status, body);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  window.XMLHttpRequest = fakeXhr(fetchMock) as unknown as typeof XMLHttpRequest;
  return fetchMock;
}

/** A body as a handler reads it: a multipart form as it is, JSON parsed. */
const readBody = (body: BodyInit | null | undefined): unknown =>
  body instanceof FormData ? body : body ? JSON.parse(String(body)) : undefined;

/**
 * An XMLHttpRequest (what an upload with progress uses) that asks the same fake as fetch: its
 * requests are among the mock's calls, and it answers from the same routes.
 */
function fakeXhr(fetchMock: (input: string, init: RequestInit) => Promise<Response>) {
  return class FakeXMLHttpRequest {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request = { method: 'GET', url: '' };

    open(method: string, url: string) {
      this.request = { method, url };
    }

    setRequestHeader() {}

    send(body: XMLHttpRequestBodyInit | null) {
      fetchMock(this.request.url, { method: this.request.method, body }).then(
        async (response) => {
          this.status = response.status;
          this.statusText = response.statusText;
          this.responseText = await response.text();
          this.onload?.();
        },
        () => this.onerror?.(),
      );
    }
  };
}

/** A fetch that never answers, to look at loading states. */
export function pendingApi() {
  global.fetch = jest.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch;
}

/** The requests a fetch mock saw for one path, as URLs (query included). */
export function requestsTo(fetchMock: jest.Mock, path: string, method = 'GET'): URL[] {
  return fetchMock.mock.calls
    .filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === method)
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}

/** The body of a request the mock received (the first unless `call` says; -1 the last), read. */
export function sentBody(fetchMock: jest.Mock, call = 0): unknown {
  return readBody(fetchMock.mock.calls.at(call)[1].body);
}

/**
 * What SiteForm adds to a form a person filled in, in a test's page: an empty honeypot (the
 * signed time comes from the end of a page the shell sent, which a test's page has not).
 */
export const SPAM_TRAP_OF_A_PERSON = { website: '' };
