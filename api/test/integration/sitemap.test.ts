import { Readable } from 'node:stream';
import { ErrorLevel, XMLToSitemapItemStream, type SitemapItem } from 'sitemap';
import { builtShell } from '../support/built-shell';
import { loopbackServers } from '../support/loopback-servers';
import { eventually, testAppForFile } from '../support/test-app';
import { EventModel } from '../../src/modules/events/events.model';
import { WebinarModel } from '../../src/modules/webinars/webinars.model';

// /sitemap.xml as it is served: the built shell makes it from the public-site remote's route
// definition (its server build) and the real API's content dates.

jest.setTimeout(60_000);

/** The shell's SITE_URL in builtShell. */
const SITE = 'https://example.org';

const suite = testAppForFile();
const { listen, closeAll } = loopbackServers();
const shell = builtShell();
let shellUrl: string;

beforeAll(async () => {
  shellUrl = await shell.start(suite.app, await listen(suite.app.handler));
});
afterAll(async () => {
  await shell.stopAll();
  closeAll();
});

/** The sitemap's XML read by a strict (sax) parser: any XML error fails the test. */
function parseXml(xml: string): Promise<SitemapItem[]> {
  return new Promise((resolve, reject) => {
    const items: SitemapItem[] = [];
    Readable.from([xml])
      .pipe(new XMLToSitemapItemStream({ level: ErrorLevel.THROW }))
      .on('data', (item: SitemapItem) => items.push(item))
      .on('end', () => resolve(items))
      .on('error', reject);
  });
}

async function getSitemap(headers: Record<string, string> = {}) {
  const response = await fetch(`${shellUrl}/sitemap.xml`, { headers });
  if (response.status === 304) return { response, items: [] };
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  return { response, items: await parseXml(xml) };
}

/** The sitemap once it lists `url`: a write reaches the shell's reads within their bound. */
async function sitemapListing(url: string) {
  let listing: Awaited<ReturnType<typeof getSitemap>> | undefined;
  await eventually(async () => {
    listing = await getSitemap();
    return listing.items.some((item) => item.url === url);
  });
  if (!listing) throw new Error(`${url} is not in the sitemap`);
  return listing;
}

describe('/sitemap.xml', () => {
  it('lists the public pages, then every event and webinar, with lastmod from the records', async () => {
    const event = await EventModel.create({ slug: 'body-day', title: 'Body Day' });
    const webinar = await WebinarModel.create({
      slug: 'inner-guidance',
      title: 'Inner Guidance',
      year: 2025,
      month: 'March',
    });
    const { items } = await sitemapListing(`${SITE}/webinars/inner-guidance`);
    const byUrl = new Map(items.map((item) => [item.url, item]));
    const urls = items.map((item) => item.url);
    expect(urls.slice(0, 3)).toEqual([`${SITE}/`, `${SITE}/about`, `${SITE}/programs`]);
    expect(urls.slice(-2)).toEqual([`${SITE}/events/body-day`, `${SITE}/webinars/inner-guidance`]);
    // Nothing search engines are kept from: no token page, no registration form.
    expect(urls.filter((url) => /confirm|unsubscribe|cancel|register/.test(url))).toEqual([]);
    expect(byUrl.get(`${SITE}/events/body-day`)?.lastmod).toBe(event.updatedAt.toISOString());
    expect(byUrl.get(`${SITE}/webinars/inner-guidance`)?.lastmod).toBe(
      webinar.updatedAt.toISOString(),
    );
    // A list page changes when its latest record does; a page without records has no lastmod.
    expect(byUrl.get(`${SITE}/events`)?.lastmod).toBe(event.updatedAt.toISOString());
    expect(byUrl.get(`${SITE}/about`)?.lastmod).toBeUndefined();
  });

  it('answers 304 while it is the same, and shows a CMS write', async () => {
    const before = await getSitemap();
    const etag = before.response.headers.get('etag') ?? '';
    expect((await getSitemap({ 'If-None-Match': etag })).response.status).toBe(304);

    await suite.admin
      .post('/api/cms/events')
      .field('eventData', JSON.stringify({ title: 'A New Workshop', year: 2030 }))
      .expect(201);
    const after = await sitemapListing(`${SITE}/events/a-new-workshop`);
    expect(after.response.headers.get('etag')).not.toBe(etag);
  });
});
