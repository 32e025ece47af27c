/**
 * @jest-environment node
 */
import { createShellDocuments } from './shell-documents.mjs';

// The document cache's rule, on its own: a page is kept while the API's content version and the
// day in Denver are those it was made at. The renderer and the API are stand-ins here; the built
// shell on a real render path is server-render.test.ts.

const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8" /><title>Site</title><!--remotes--></head>' +
  '<body><div id="root"></div></body></html>';

function documentsOn(
  day: { today: string },
  budgetMs?: number,
  current: () => Promise<number> = async () => 7,
) {
  const renders: string[] = [];
  const signals: AbortSignal[] = [];
  const renderer = {
    publicSite: async () => ({}),
    knownSite: () => undefined,
    pageOf: (url: string) => ({ route: '/events', address: url }),
    contentDay: () => day.today,
    usePublicSiteServerEntry: async () => {},
    renderPage: async (
      {
        url,
        readApi,
      }: {
        url: string;
        readApi: (path: string, signal: AbortSignal) => Promise<unknown>;
      },
      { signal }: { signal: AbortSignal },
    ) => {
      renders.push(url);
      signals.push(signal);
      await readApi('/api/cms/events?when=upcoming', AbortSignal.timeout(1000));
      return {
        status: 200,
        head: '<title>Events</title>',
        html: '<p>Events</p>',
        styles: '',
        hydrationData: {},
      };
    },
  };
  const apiReads = {
    read: async () => ({ status: 200, json: { events: [] }, version: 7 }),
    known: () => 7,
    current,
    tell: () => {},
  };
  const documents = createShellDocuments({
    template: TEMPLATE,
    siteUrl: 'https://example.org',
    apiReads: apiReads as never,
    renderer: renderer as never,
    budgetMs,
    log: () => {},
    securityHeadersFor: () => [],
    metrics: { rendered: () => {}, cacheHit: () => {}, cacheMiss: () => {}, fallback: () => {} },
  });
  const remote = (url: string) => ({ url, start: [], chunks: {} });
  documents.usePreloads({
    public_site: remote('http://127.0.0.1:1'),
    admin_app: remote('http://127.0.0.1:2'),
  });
  return { documents, renders, signals };
}

it('keeps a page while its content version holds, and makes it anew on the next day in Denver', async () => {
  const day = { today: '2026-12-01' };
  const { documents, renders } = documentsOn(day);
  expect((await documents.documentFor('/events')).serverTiming).toMatch(/^render/);
  expect(documents.kept('/events')).toBeDefined();
  expect((await documents.documentFor('/events')).serverTiming).toBe('cache');
  expect(renders).toEqual(['/events']);

  day.today = '2026-12-02';
  expect(documents.kept('/events')).toBeUndefined();
  expect((await documents.documentFor('/events')).serverTiming).toMatch(/^render/);
  expect(renders).toEqual(['/events', '/events']);
  expect(documents.kept('/events')).toBeDefined();
});

it("never aborts a page's work once it is answered: its deadline ends with it", async () => {
  const { documents, signals } = documentsOn({ today: '2026-12-01' }, 20);
  expect((await documents.documentFor('/events')).serverTiming).toMatch(/^render/);
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(signals).toHaveLength(1);
  expect(signals[0].aborted).toBe(false);
});

it('keeps the pages visitors read through a flood of new addresses; one dashboard page for all of it', async () => {
  const { documents } = documentsOn({ today: '2026-12-01' });
  await documents.documentFor('/events');
  // More new addresses than the cache holds, while visitors go on reading /events.
  for (let n = 0; n < 600; n++) {
    await documents.documentFor(`/events?made-up=${n}`);
    if (n % 50 === 0) expect(documents.kept('/events')).toBeDefined();
  }
  expect(documents.kept('/events')).toBeDefined();
  expect(documents.kept('/events?made-up=0')).toBeUndefined();

  expect((await documents.documentFor('/admin/people')).serverTiming).toBe('client-render');
  expect((await documents.documentFor('/admin/made-up-1')).serverTiming).toBe('cache');
  expect((await documents.documentFor('/login')).serverTiming).toBe('client-render');
});

it('puts back no document a new public-site deploy took out while the version was asked', async () => {
  const answers: Array<() => void> = [];
  const { documents } = documentsOn(
    { today: '2026-12-01' },
    undefined,
    () => new Promise((resolve) => answers.push(() => resolve(7))),
  );
  await documents.documentFor('/events');
  const served = documents.documentFor('/events');
  await new Promise((resolve) => setImmediate(resolve));
  documents.usePreloads({
    public_site: { url: 'http://127.0.0.1:3/releases/next', start: [], chunks: {} },
    admin_app: { url: 'http://127.0.0.1:2', start: [], chunks: {} },
  });
  answers.forEach((answer) => answer());
  // The one visitor waiting gets the page they asked for; the next gets the new release's.
  expect((await served).serverTiming).toBe('cache');
  expect(documents.kept('/events')).toBeUndefined();
});
