import { Readable } from 'node:stream';
import { ErrorLevel, XMLToSitemapItemStream, type SitemapItem } from 'sitemap';
import request from 'supertest';
import { INDEXED_PAGES } from '@da-boulder/contracts';
import { signedInAgent, startTestApp, type TestApp } from '../../../test/support/test-app';
import { dropTestDatabase } from '../../../test/support/test-database';
import { EventModel } from '../events/events.model';
import { WebinarModel } from '../webinars/webinars.model';

const SITE = 'https://boulder.example.org';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  app = await startTestApp({ SITE_URL: SITE });
  admin = await signedInAgent(app.handler);
});
afterAll(dropTestDatabase);

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

const getSitemap = async () => {
  const response = await request(app.handler).get('/api/sitemap.xml').expect(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(response.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  return { response, items: await parseXml(response.text) };
};

describe('GET /api/sitemap.xml', () => {
  it('lists every public page, event and webinar as XML, with lastmod from the records', async () => {
    const event = await EventModel.create({ slug: 'body-day', title: 'Body Day' });
    const webinar = await WebinarModel.create({
      slug: 'inner-guidance',
      title: 'Inner Guidance',
      year: 2025,
      month: 'March',
    });
    const { items } = await getSitemap();
    const byUrl = new Map(items.map((item) => [item.url, item]));
    expect(items.map((item) => item.url)).toEqual([
      ...INDEXED_PAGES.map((path) => `${SITE}${path}`),
      `${SITE}/events/body-day`,
      `${SITE}/webinars/inner-guidance`,
    ]);
    expect(byUrl.get(`${SITE}/events/body-day`)?.lastmod).toBe(event.updatedAt.toISOString());
    expect(byUrl.get(`${SITE}/webinars/inner-guidance`)?.lastmod).toBe(
      webinar.updatedAt.toISOString(),
    );
    // A list page changes when its latest record does; a page without records has no lastmod.
    expect(byUrl.get(`${SITE}/events`)?.lastmod).toBe(event.updatedAt.toISOString());
    expect(byUrl.get(`${SITE}/about`)?.lastmod).toBeUndefined();
  });

  it('is cached, and shows a CMS write at once', async () => {
    const before = await getSitemap();
    await request(app.handler)
      .get('/api/sitemap.xml')
      .set('If-None-Match', before.response.headers.etag)
      .expect(304);

    await admin
      .post('/api/cms/events')
      .field('eventData', JSON.stringify({ title: 'A New Workshop', year: 2030 }))
      .expect(201);
    const after = await getSitemap();
    expect(after.response.headers.etag).not.toBe(before.response.headers.etag);
    expect(after.items.map((item) => item.url)).toContain(`${SITE}/events/a-new-workshop`);
  });
});
