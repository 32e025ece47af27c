import type { Page } from '@playwright/test';
import { expect, test, type Deployment } from './support/fixtures';
import { adminApi, createEvent, createWebinar, uniqueTag } from './support/public-data';

// What link previews and search engines get: the document as served, no script run.
test.use({ javaScriptEnabled: false });

/** SITE_URL of the stack: set in production, the local default in development. */
function siteUrl(): string {
  const { deployment } = test.info().project.use as { deployment?: Deployment };
  return deployment === 'production'
    ? process.env.E2E_PRODUCTION_BASE_URL!
    : (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/** The head of the page at `path` as served. */
async function headOf(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  const head = page.locator('head');
  const attribute = async (selector: string, name = 'content') => {
    const element = head.locator(selector);
    return (await element.count()) === 1 ? element.getAttribute(name) : null;
  };
  return {
    title: await page.title(),
    description: await attribute('meta[name="description"]'),
    robots: await attribute('meta[name="robots"]'),
    canonical: await attribute('link[rel="canonical"]', 'href'),
    og: (name: string) => attribute(`meta[property="og:${name}"]`),
    twitter: (name: string) => attribute(`meta[name="twitter:${name}"]`),
    jsonLd: (await head.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    ),
  };
}

test('every public page is served with its title, description, canonical and card tags', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const site = siteUrl();
  // The pages search engines are asked to index: the sitemap's, but for the content's own.
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const indexed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => loc.slice(site.length))
    .filter((path) => !/^\/(events|webinars)\/./.test(path));
  expect(indexed).toContain('/about');
  for (const path of indexed) {
    await test.step(path, async () => {
      const head = await headOf(page, path);
      expect(head.title).toMatch(/^[^|]+ \| Diamond Approach Boulder$/);
      expect(head.description?.length).toBeGreaterThan(20);
      expect(head.robots).toBeNull();
      expect(head.canonical).toBe(`${site}${path}`);
      expect(await head.og('title')).toBe(head.title);
      expect(await head.og('description')).toBe(head.description);
      expect(await head.og('url')).toBe(`${site}${path}`);
      expect(await head.og('type')).toBe('website');
      expect(await head.og('image')).toBe(`${site}/social-card.jpg`);
      expect(await head.twitter('card')).toBe('summary_large_image');
    });
  }
  expect((await headOf(page, '/about')).title).toBe(
    'About the Diamond Approach | Diamond Approach Boulder',
  );
  const home = await headOf(page, '/');
  expect(home.jsonLd.map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);
  // The picture link previews show is really there, 1200 x 630.
  const card = await page.request.get('/social-card.jpg');
  expect(card.headers()['content-type']).toBe('image/jpeg');
});

test('an event page is served with the event’s head and structured data; unknown ones are not found', async ({
  page,
}) => {
  const site = siteUrl();
  const api = await adminApi();
  const tag = uniqueTag();
  const event = await createEvent(api, {
    title: `Head Check Workshop ${tag}`,
    introText: 'A free day of sensing and inquiry.',
    time: '10:00 AM - 12:30 PM',
    location: 'Diamond Approach Boulder Center, 1800 Pearl Street, Boulder, CO',
  });
  const weekly = await createEvent(api, {
    title: `Head Check Sitting ${tag}`,
    date: 'Every',
    isRecurring: true,
    time: 'Sundays, 6:30 PM - 7:00 PM',
    recurrence: { weekday: 'Sunday', startTime: '18:30', endTime: '19:00' },
  });
  const webinar = await createWebinar(api, { title: `Head Check Webinar ${tag}`, year: 2025 });
  await api.dispose();

  const head = await headOf(page, `/events/${event.slug}`);
  expect(head.title).toBe(`${event.title} | Diamond Approach Boulder`);
  expect(head.description).toBe('A free day of sensing and inquiry.');
  expect(head.canonical).toBe(`${site}/events/${event.slug}`);
  expect(await head.og('url')).toBe(`${site}/events/${event.slug}`);
  expect(await head.og('image')).toBe(`${site}/social-card.jpg`);
  expect(head.jsonLd[0]).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: '2030-10-05T10:00:00-06:00',
    endDate: '2030-10-05T12:30:00-06:00',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Boulder' },
    },
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
  });
  expect(head.jsonLd[1]).toMatchObject({ '@type': 'BreadcrumbList' });

  const recurring = await headOf(page, `/events/${weekly.slug}`);
  expect(recurring.jsonLd[0]).toMatchObject({
    '@type': 'Event',
    eventSchedule: {
      '@type': 'Schedule',
      byDay: 'https://schema.org/Sunday',
      repeatFrequency: 'P1W',
    },
  });

  const video = await headOf(page, `/webinars/${webinar.slug}`);
  expect(video.title).toBe(`${webinar.title} | Diamond Approach Boulder`);
  expect(await video.og('type')).toBe('video.other');
  expect(video.jsonLd[0]).toMatchObject({ '@type': 'VideoObject', name: webinar.title });

  const unknown = await headOf(page, '/events/no-such-event-anywhere', 404);
  expect(unknown.title).toBe('Event Not Found | Diamond Approach Boulder');
  expect(unknown.robots).toBe('noindex');
  expect(unknown.canonical).toBeNull();
  const nowhere = await headOf(page, '/no/such/page', 404);
  expect(nowhere.title).toBe('Page Not Found | Diamond Approach Boulder');
  expect(nowhere.robots).toBe('noindex');

  // The same event, to put in a calendar.
  const ics = await page.request.get(`/api/events/slug/${event.slug}/calendar.ics`);
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await ics.text()).toContain('DTSTART;TZID=America/Denver:20301005T100000');
});

test('robots.txt names the sitemap, and the sitemap lists the content as XML', async ({ page }) => {
  const site = siteUrl();
  const robots = await page.request.get('/robots.txt');
  expect(await robots.text()).toBe(
    `User-agent: *\nDisallow: /admin\nDisallow: /login\n\nSitemap: ${site}/sitemap.xml\n`,
  );
  const api = await adminApi();
  const event = await createEvent(api, { title: `Sitemap Check ${uniqueTag()}` });
  await api.dispose();
  // Written to the API directly: the shell's reads know of it within their bound.
  const sitemap = async () => {
    const response = await page.request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    return response.text();
  };
  await expect.poll(sitemap).toContain(`<loc>${site}/events/${event.slug}</loc>`);
  const xml = await sitemap();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  expect(xml).toContain(`<loc>${site}/about</loc>`);
});
