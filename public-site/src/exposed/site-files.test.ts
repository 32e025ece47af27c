/**
 * @jest-environment node
 */
// robots.txt's and sitemap.xml's loaders against a fake API (the real one, through the built
// shell, is api/test/integration/sitemap.test.ts).
import { matchRoutes, type LoaderFunctionArgs } from 'react-router-dom';
import { routes } from './routes';
import { SITEMAP_READ } from './site-files';

const SITE = 'https://boulder.example.org';

/** The Response the loader at `pathname` answers, its API's one read answered `read`. */
async function fileAt(pathname: string, read?: { status: number; json?: unknown }) {
  const loader = matchRoutes(routes, pathname)?.at(-1)?.route.loader as (
    args: LoaderFunctionArgs,
  ) => Promise<Response>;
  const asked: string[] = [];
  const readApi = async (path: string) => {
    asked.push(path);
    return read;
  };
  const response = await loader({
    params: {},
    request: new Request(`${SITE}${pathname}`),
    context: { siteUrl: SITE, readApi },
  });
  return { response, asked };
}

it('robots.txt keeps crawlers out of the dashboard and names the sitemap', async () => {
  const { response } = await fileAt('/robots.txt');
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(await response.text()).toBe(
    `User-agent: *\nDisallow: /admin\nDisallow: /login\n\nSitemap: ${SITE}/sitemap.xml\n`,
  );
});

it('sitemap.xml is written from the content dates, escaped', async () => {
  const dates = {
    latest: { events: '2030-01-02T00:00:00.000Z' },
    events: [{ slug: 'a&b', updatedAt: '2030-01-02T00:00:00.000Z' }],
    webinars: [],
  };
  const { response, asked } = await fileAt('/sitemap.xml', { status: 200, json: dates });
  expect(asked).toEqual([SITEMAP_READ]);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toContain(
    `<url><loc>${SITE}/events/a%26b</loc><lastmod>2030-01-02T00:00:00.000Z</lastmod></url>`,
  );
  expect(xml).toContain(`<url><loc>${SITE}/about</loc></url>`);
});

it('sitemap.xml answers 503, never a broken document, while the API cannot say', async () => {
  const { response } = await fileAt('/sitemap.xml', undefined);
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('10');
  expect(await response.text()).toMatch(/try again/);
});
