/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFirstReads, firstReadsScript } from './first-reads.mjs';

describe('first reads', () => {
  let server: Server;
  let apiUrl: URL;
  const cookiesSeen: (string | undefined)[] = [];
  const pathsSeen: string[] = [];
  let webinars = { webinars: [{ slug: 'known' }], total: 1 };

  beforeAll(async () => {
    server = createServer((req, res) => {
      cookiesSeen.push(req.headers.cookie);
      pathsSeen.push(req.url ?? '');
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/api/cms/events') return json(200, { events: [{ title: '</script>' }] });
      if (req.url?.startsWith('/api/events/slug/') && req.url.includes('missing'))
        return json(404, { message: 'Event not found' });
      if (req.url === '/api/webinars') return json(200, webinars);
      if (req.url === '/api/webinars/slug/known') return json(200, { webinar: { slug: 'known' } });
      if (req.url?.startsWith('/api/webinars/slug/')) return json(404, { message: 'Not found' });
      if (req.url === '/api/not-json') {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return res.end('<p>hi</p>');
      }
      if (req.url === '/api/slow') return void setTimeout(() => json(200, { late: true }), 500);
      json(500, { message: 'boom' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('keeps the reads the API answers with 200 JSON in time, names the 404s, leaves out the rest', async () => {
    const fetchFirstReads = createFirstReads(apiUrl, { timeoutMs: 200 });
    const answer = await fetchFirstReads([
      '/api/cms/events',
      '/api/events/slug/missing',
      '/api/not-json',
      '/api/slow',
      '/api/boom',
    ]);
    expect(answer).toEqual({
      reads: { '/api/cms/events': { events: [{ title: '</script>' }] } },
      missing: ['/api/events/slug/missing'],
      // With a read missing or failed, the reads have no version: the page is made again.
      version: undefined,
    });
    expect(cookiesSeen.every((cookie) => cookie === undefined)).toBe(true);
  });

  it('asks the API about a missing path once per period, and remembers a bounded number', async () => {
    let clock = 0;
    const fetchFirstReads = createFirstReads(apiUrl, {
      missTtlMs: 1000,
      maxMisses: 1,
      now: () => clock,
    });
    const asked = () => pathsSeen.filter((path) => path.startsWith('/api/events/slug/')).length;
    const before = asked();
    for (let visit = 0; visit < 5; visit++) {
      expect(await fetchFirstReads(['/api/events/slug/missing'])).toEqual({
        reads: {},
        missing: ['/api/events/slug/missing'],
        version: undefined,
      });
    }
    expect(asked()).toBe(before + 1);
    clock = 1001;
    await fetchFirstReads(['/api/events/slug/missing']);
    expect(asked()).toBe(before + 2);
    // Room for one miss: another one pushes the first out, so it is asked for again.
    await fetchFirstReads(['/api/events/slug/other-missing']);
    await fetchFirstReads(['/api/events/slug/missing']);
    expect(asked()).toBe(before + 4);
  });

  it('takes a slug its whole list does not name as missing, asking the list once per period', async () => {
    let clock = 0;
    const fetchFirstReads = createFirstReads(apiUrl, { freshMs: 1000, now: () => clock });
    const asked = (prefix: string) => pathsSeen.filter((path) => path.startsWith(prefix)).length;
    const before = { list: asked('/api/webinars'), slugs: asked('/api/webinars/slug/') };
    for (const slug of ['made-up-1', 'made-up-2', 'made-up-3', '%E0%A4%A']) {
      expect(await fetchFirstReads([`/api/webinars/slug/${slug}`])).toMatchObject({
        reads: {},
        missing: [`/api/webinars/slug/${slug}`],
      });
    }
    expect(asked('/api/webinars/slug/')).toBe(before.slugs);
    expect(asked('/api/webinars')).toBe(before.list + 1);
    // A slug the list names is read.
    expect((await fetchFirstReads(['/api/webinars/slug/known'])).reads).toEqual({
      '/api/webinars/slug/known': { webinar: { slug: 'known' } },
    });

    // A list longer than its page tells nothing: the API is asked for the slug.
    webinars = { webinars: [{ slug: 'known' }], total: 101 };
    clock = 1000;
    expect((await fetchFirstReads(['/api/webinars/slug/made-up-1'])).missing).toEqual([
      '/api/webinars/slug/made-up-1',
    ]);
    expect(asked('/api/webinars/slug/made-up')).toBe(1);
    webinars = { webinars: [{ slug: 'known' }], total: 1 };
  });

  it('never asks for anything outside /api/, and gives nothing when the API is down', async () => {
    const asked = cookiesSeen.length;
    const fetchFirstReads = createFirstReads(apiUrl);
    expect(await fetchFirstReads(['/admin', 'http://elsewhere/api/x'])).toEqual({
      reads: {},
      missing: [],
      version: '',
    });
    expect(cookiesSeen.length).toBe(asked);

    const closed = createFirstReads(new URL('http://127.0.0.1:1'));
    expect(await closed(['/api/cms/events'])).toEqual({
      reads: {},
      missing: [],
      version: undefined,
    });
  });

  it('asks once per period however many pages wait, and again at once when told to forget', async () => {
    let clock = 0;
    const fetchFirstReads = createFirstReads(apiUrl, { freshMs: 1000, now: () => clock });
    const asked = () => cookiesSeen.length;
    const before = asked();
    const pages = await Promise.all(
      Array.from({ length: 5 }, () => fetchFirstReads(['/api/cms/events'])),
    );
    expect(asked()).toBe(before + 1);
    const [first] = pages;
    expect(first.reads).toEqual({ '/api/cms/events': { events: [{ title: '</script>' }] } });
    expect(new Set(pages.map((page) => page.version))).toEqual(new Set([first.version]));

    clock = 999;
    expect((await fetchFirstReads(['/api/cms/events'])).version).toBe(first.version);
    expect(asked()).toBe(before + 1);
    clock = 1000;
    const later = await fetchFirstReads(['/api/cms/events']);
    expect(asked()).toBe(before + 2);
    expect(later.version).not.toBe(first.version);

    // An admin's write passed through: the next page asks at once.
    fetchFirstReads.forget();
    const afterWrite = await fetchFirstReads(['/api/cms/events']);
    expect(asked()).toBe(before + 3);
    expect(afterWrite.version).not.toBe(later.version);
  });

  it('tells the version of fresh reads without waiting, and nothing it would have to ask for', async () => {
    let clock = 0;
    const fetchFirstReads = createFirstReads(apiUrl, { freshMs: 1000, now: () => clock });
    const paths = ['/api/cms/events', '/not-api'];
    expect(fetchFirstReads.versionNow(paths)).toBeUndefined();
    const { version } = await fetchFirstReads(paths);
    expect(version).toMatch(/^\d+$/);
    expect(fetchFirstReads.versionNow(paths)).toBe(version);
    expect(fetchFirstReads.versionNow([])).toBe((await fetchFirstReads([])).version);

    // A missing or failed read has no version: its page is looked at again each time.
    const missing = ['/api/cms/events', '/api/events/slug/missing'];
    expect((await fetchFirstReads(missing)).version).toBeUndefined();
    expect(fetchFirstReads.versionNow(missing)).toBeUndefined();
    await fetchFirstReads(['/api/boom']);
    expect(fetchFirstReads.versionNow(['/api/boom'])).toBeUndefined();

    clock = 1000;
    expect(fetchFirstReads.versionNow(paths)).toBeUndefined();
    const later = await fetchFirstReads(paths);
    expect(fetchFirstReads.versionNow(paths)).toBe(later.version);
    fetchFirstReads.forget();
    expect(fetchFirstReads.versionNow(paths)).toBeUndefined();
  });

  it('asks again for a read that failed', async () => {
    const fetchFirstReads = createFirstReads(apiUrl, { freshMs: 60_000 });
    const before = cookiesSeen.length;
    await fetchFirstReads(['/api/boom']);
    await fetchFirstReads(['/api/boom']);
    expect(cookiesSeen.length).toBe(before + 2);
  });

  it('writes a script no value can break out of', () => {
    const source = firstReadsScript({
      '/api/cms/events': { title: '</script><script>alert(1)<!--' },
    });
    expect(source).not.toContain('<');
    const json = source.slice('window.__FIRST_READS__='.length);
    expect(JSON.parse(json)).toEqual({
      '/api/cms/events': { title: '</script><script>alert(1)<!--' },
    });
  });
});
