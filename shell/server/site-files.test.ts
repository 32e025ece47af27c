/**
 * @jest-environment node
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PublicSiteModule } from '../src/server-render/render-page';
import { createApiReads } from './api-reads.mjs';
import { createSiteFiles, createSitemap, robotsTxt, siteUrlFrom } from './site-files.mjs';

const SITE = 'https://boulder.example.org';

const servers: Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));

/** Serves `handler` on a free port of 127.0.0.1 until the tests end; answers its URL. */
async function serve(handler: RequestListener) {
  const server = createServer(handler).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('site files', () => {
  it('robots.txt keeps crawlers out of the dashboard and names the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(
      `User-agent: *\nDisallow: /admin\nDisallow: /login\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
  });

  it('SITE_URL: defaults locally, is required in production, must be an address', () => {
    expect(siteUrlFrom(undefined, { production: false })).toEqual({
      siteUrl: 'http://localhost:3000',
    });
    expect(siteUrlFrom('https://example.org/', { production: true })).toEqual({
      siteUrl: 'https://example.org',
    });
    expect(siteUrlFrom(undefined, { production: true })).toHaveProperty('problem');
    expect(siteUrlFrom('example.org', { production: false })).toHaveProperty('problem');
  });
});

describe('sitemap.xml', () => {
  // What the public site's module gives the sitemap, reduced to its shape here (the real one,
  // with the real API, is api/test/integration/sitemap.test.ts).
  const definition = {
    SITEMAP_READ: '/api/content-dates',
    sitemapEntries: (dates: { events: { slug: string }[] }, siteUrl: string) =>
      dates.events.map(({ slug }) => ({ url: `${siteUrl}/events/${slug}` })),
  } as unknown as PublicSiteModule;
  let apiAnswers = true;
  const lines: string[] = [];

  async function siteFilesWith(site: PublicSiteModule | undefined) {
    const apiUrl = await serve(async (req, res) => {
      if (!apiAnswers) return void res.writeHead(502).end();
      // Slower than a page waits for its reads: the sitemap waits longer, having nothing without.
      await new Promise((resolve) => setTimeout(resolve, 500));
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Content-Version': '1' });
      res.end(JSON.stringify({ events: [{ slug: 'a&b' }] }));
    });
    const serveSiteFile = createSiteFiles({
      siteUrl: SITE,
      sitemap: createSitemap({
        siteUrl: SITE,
        site: async () => site,
        apiReads: createApiReads(new URL(apiUrl)),
        log: (line) => lines.push(line),
      }),
    });
    return serve((req, res) => {
      if (!serveSiteFile(req, res, req.url ?? '')) res.writeHead(404).end();
    });
  }

  it('is written from the definition’s entries, escaped, with an ETag to revalidate', async () => {
    const url = `${await siteFilesWith(definition)}/sitemap.xml`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(`<loc>${SITE}/events/a&amp;b</loc>`);
    const etag = response.headers.get('etag') ?? '';
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('answers 503, never a broken document, while the API or the public site cannot say', async () => {
    for (const url of [await siteFilesWith(undefined), await siteFilesWith(definition)]) {
      apiAnswers = false;
      const response = await fetch(`${url}/sitemap.xml`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('10');
      expect(await response.text()).toMatch(/try again/);
    }
    apiAnswers = true;
  });
});
