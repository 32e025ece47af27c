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
  const revalidations: string[] = [];
  /** The API's content version, named on every answer as the API's are. */
  let contentVersion = 1;
  let events = { events: [{ title: '</script>' }] };
  let webinars = { webinars: [{ slug: 'known' }], total: 1 };
  let slowEvents = false;

  beforeAll(async () => {
    server = createServer((req, res) => {
      cookiesSeen.push(req.headers.cookie);
      pathsSeen.push(req.url ?? '');
      // As the API: the version and the content as they were when the request came.
      const version = contentVersion;
      const json = (status: number, body: unknown) => {
        const headers = { 'X-Content-Version': String(version) };
        const text = JSON.stringify(body);
        const etag = `"${text.length}-${version}"`;
        if (status === 200 && req.headers['if-none-match'] === etag) {
          revalidations.push(req.url ?? '');
          res.writeHead(304, { ...headers, ETag: etag });
          return res.end();
        }
        res.writeHead(status, {
          ...headers,
          'Content-Type': 'application/json; charset=utf-8',
          ETag: etag,
        });
        res.end(text);
      };
      if (req.url === '/api/cms/events') {
        const body = events;
        return void setTimeout(() => json(200, body), slowEvents ? 300 : 0);
      }
      if (req.url?.startsWith('/api/events/slug/') && req.url.includes('missing'))
        return json(404, { message: 'Event not found' });
      if (req.url === '/api/webinars') return json(200, webinars);
      if (req.url === '/api/webinars/slug/known') return json(200, { webinar: { slug: 'known' } });
      if (req.url?.startsWith('/api/webinars/slug/')) return json(404, { message: 'Not found' });
      if (req.url === '/api/not-json') {
        res.writeHead(200, {
          'X-Content-Version': String(contentVersion),
          'Content-Type': 'text/html',
        });
        return res.end('<p>hi</p>');
      }
      if (req.url === '/api/unversioned') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end('{}');
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

  const askedFor = (path: string) => pathsSeen.filter((seen) => seen === path).length;
  /** Waits until `check` holds: for what the shell asks the API while it answers from what it kept. */
  const until = async (check: () => boolean) => {
    while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
  };

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

  it('keeps an answer that came after the page stopped waiting, for the next page', async () => {
    const fetchFirstReads = createFirstReads(apiUrl, { timeoutMs: 100, knownForMs: 60_000 });
    const before = askedFor('/api/slow');
    expect((await fetchFirstReads(['/api/slow'])).reads).toEqual({});
    // Another page while the read is under way waits for the same one.
    expect((await fetchFirstReads(['/api/slow'])).reads).toEqual({});
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await fetchFirstReads(['/api/slow'])).reads).toEqual({ '/api/slow': { late: true } });
    expect(askedFor('/api/slow')).toBe(before + 1);
  });

  it('asks the API about a missing path once per content version, and remembers a bounded number', async () => {
    const fetchFirstReads = createFirstReads(apiUrl, { maxKept: 2, knownForMs: 60_000 });
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
    // The content changed: the slug may exist now.
    fetchFirstReads.tell(++contentVersion);
    await fetchFirstReads(['/api/events/slug/missing']);
    expect(asked()).toBe(before + 2);
    // Room for two answers, the events list (which names no slug here) and one more: another
    // miss pushes the first out, so it is asked for again.
    await fetchFirstReads(['/api/events/slug/other-missing']);
    await fetchFirstReads(['/api/events/slug/missing']);
    expect(asked()).toBe(before + 4);
  });

  it('takes a slug its whole list does not name as missing, asking the list once per version', async () => {
    const fetchFirstReads = createFirstReads(apiUrl, { knownForMs: 60_000 });
    const asked = (prefix: string) => pathsSeen.filter((path) => path.startsWith(prefix)).length;
    const before = { list: askedFor('/api/webinars'), slugs: asked('/api/webinars/slug/') };
    for (const slug of ['made-up-1', 'made-up-2', 'made-up-3', '%E0%A4%A']) {
      expect(await fetchFirstReads([`/api/webinars/slug/${slug}`])).toMatchObject({
        reads: {},
        missing: [`/api/webinars/slug/${slug}`],
      });
    }
    expect(asked('/api/webinars/slug/')).toBe(before.slugs);
    expect(askedFor('/api/webinars')).toBe(before.list + 1);
    // A slug the list names is read.
    expect((await fetchFirstReads(['/api/webinars/slug/known'])).reads).toEqual({
      '/api/webinars/slug/known': { webinar: { slug: 'known' } },
    });

    // A list longer than its page tells nothing: the API is asked for the slug.
    webinars = { webinars: [{ slug: 'known' }], total: 101 };
    fetchFirstReads.tell(++contentVersion);
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

  it('asks once however many pages wait, revalidates with its ETag once the version it knows is old, and asks at once when told of a newer one', async () => {
    let clock = 0;
    const fetchFirstReads = createFirstReads(apiUrl, { knownForMs: 1000, now: () => clock });
    const asked = () => askedFor('/api/cms/events');
    const before = { asked: asked(), revalidated: revalidations.length };
    const pages = await Promise.all(
      Array.from({ length: 5 }, () => fetchFirstReads(['/api/cms/events'])),
    );
    expect(asked()).toBe(before.asked + 1);
    const [first] = pages;
    expect(first.reads).toEqual({ '/api/cms/events': events });
    expect(new Set(pages.map((page) => page.version))).toEqual(new Set([first.version]));

    clock = 999;
    expect((await fetchFirstReads(['/api/cms/events'])).version).toBe(first.version);
    expect(asked()).toBe(before.asked + 1);
    // Known for long enough: given as kept, and asked again with the ETag. Unchanged (304), it is
    // the same read.
    clock = 1000;
    expect((await fetchFirstReads(['/api/cms/events'])).version).toBe(first.version);
    await until(() => fetchFirstReads.versionNow(['/api/cms/events']) !== undefined);
    expect(fetchFirstReads.versionNow(['/api/cms/events'])).toBe(first.version);
    expect(asked()).toBe(before.asked + 2);
    expect(revalidations.length).toBe(before.revalidated + 1);

    // A CMS write's answer named a newer version: the next page asks at once, and reads the change.
    events = { events: [{ title: 'Edited' }] };
    fetchFirstReads.tell(++contentVersion);
    const afterWrite = await fetchFirstReads(['/api/cms/events']);
    expect(asked()).toBe(before.asked + 3);
    expect(afterWrite.reads).toEqual({ '/api/cms/events': { events: [{ title: 'Edited' }] } });
    expect(afterWrite.version).not.toBe(first.version);
    // An older version told later (another instance's answer) changes nothing.
    fetchFirstReads.tell(contentVersion - 1);
    expect((await fetchFirstReads(['/api/cms/events'])).version).toBe(afterWrite.version);
    expect(asked()).toBe(before.asked + 3);
  });

  it('does not give a page a read sent before it heard of a newer version', async () => {
    const fetchFirstReads = createFirstReads(apiUrl, { timeoutMs: 1000, knownForMs: 60_000 });
    events = { events: [{ title: 'Before the write' }] };
    fetchFirstReads.tell(++contentVersion);
    slowEvents = true;
    try {
      const before = fetchFirstReads(['/api/cms/events']);
      // The write lands, and its answer names the next version, while that read is under way.
      await new Promise((resolve) => setTimeout(resolve, 50));
      events = { events: [{ title: 'After the write' }] };
      fetchFirstReads.tell(contentVersion + 1);
      const after = fetchFirstReads(['/api/cms/events']);
      contentVersion++;
      expect((await before).reads).toEqual({
        '/api/cms/events': { events: [{ title: 'Before the write' }] },
      });
      expect((await after).reads).toEqual({
        '/api/cms/events': { events: [{ title: 'After the write' }] },
      });
    } finally {
      slowEvents = false;
    }
  });

  it('shows a write made straight to the API, which it was not told of, within the bound', async () => {
    let clock = 0;
    const fetchFirstReads = createFirstReads(apiUrl, { knownForMs: 250, now: () => clock });
    events = { events: [{ title: 'Before' }] };
    contentVersion++;
    expect((await fetchFirstReads(['/api/cms/events'])).reads).toEqual({
      '/api/cms/events': events,
    });
    events = { events: [{ title: 'Written elsewhere' }] };
    contentVersion++;
    clock = 249;
    expect((await fetchFirstReads(['/api/cms/events'])).reads).toEqual({
      '/api/cms/events': { events: [{ title: 'Before' }] },
    });
    // The first page after the bound asks, and has the write.
    clock = 250;
    const asked = askedFor('/api/cms/events');
    expect((await fetchFirstReads(['/api/cms/events'])).reads).toEqual({
      '/api/cms/events': { events: [{ title: 'Written elsewhere' }] },
    });
    expect(askedFor('/api/cms/events')).toBe(asked + 1);
  });

  it('gives the kept read of the newest version known when the API is slower than a page waits, never an older one', async () => {
    let clock = 0;
    const fetchFirstReads = createFirstReads(apiUrl, {
      timeoutMs: 100,
      knownForMs: 1000,
      now: () => clock,
    });
    events = { events: [{ title: 'Kept' }] };
    fetchFirstReads.tell(++contentVersion);
    const first = await fetchFirstReads(['/api/cms/events']);
    expect(first.reads).toEqual({ '/api/cms/events': events });
    slowEvents = true;
    try {
      // Not heard of for long: asked again; the API is slow, so what was kept stands in.
      clock = 1000;
      expect(await fetchFirstReads(['/api/cms/events'])).toEqual(first);
      // A newer version was named: the kept read is out of date, and the page goes without it.
      events = { events: [{ title: 'Changed' }] };
      fetchFirstReads.tell(++contentVersion);
      expect((await fetchFirstReads(['/api/cms/events'])).reads).toEqual({});
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await fetchFirstReads(['/api/cms/events'])).reads).toEqual({
        '/api/cms/events': { events: [{ title: 'Changed' }] },
      });
    } finally {
      slowEvents = false;
    }
  });

  it('tells the version of usable reads without waiting, and nothing it would have to ask for', async () => {
    let clock = 0;
    const fetchFirstReads = createFirstReads(apiUrl, { knownForMs: 1000, now: () => clock });
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
    await until(() => fetchFirstReads.versionNow(paths) !== undefined);
    expect(fetchFirstReads.versionNow(paths)).toBe(later.version);
    fetchFirstReads.tell(++contentVersion);
    expect(fetchFirstReads.versionNow(paths)).toBeUndefined();
  });

  it('asks again for a read that failed, and keeps none that named no content version', async () => {
    const fetchFirstReads = createFirstReads(apiUrl, { knownForMs: 60_000 });
    const before = { boom: askedFor('/api/boom'), unversioned: askedFor('/api/unversioned') };
    await fetchFirstReads(['/api/boom']);
    await fetchFirstReads(['/api/boom']);
    expect(askedFor('/api/boom')).toBe(before.boom + 2);
    // Used for the page that asked, asked again for the next.
    for (let visit = 0; visit < 2; visit++)
      expect((await fetchFirstReads(['/api/unversioned'])).reads).toEqual({
        '/api/unversioned': {},
      });
    expect(askedFor('/api/unversioned')).toBe(before.unversioned + 2);
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
