import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { stubExternalRequests } from './support/public-network';
import { publicRoutes } from './support/public-routes';

const publicSiteUrl = () => process.env.E2E_PUBLIC_SITE_URL!;
const adminAppUrl = () => process.env.E2E_ADMIN_APP_URL!;

function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('public routes never request anything from the admin app', async ({ page }) => {
  test.setTimeout(120_000);
  await stubExternalRequests(page);
  const requests = recordRequests(page);
  for (const route of await publicRoutes()) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // And moving around inside the site without reloading.
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Community' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Community' })).toBeVisible();

  expect(requests.filter((url) => url.startsWith(publicSiteUrl())).length).toBeGreaterThan(0);
  expect(requests.filter((url) => url.startsWith(adminAppUrl()))).toEqual([]);

  // The same recording does see the admin app once an admin path is opened.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  expect(requests.filter((url) => url.startsWith(adminAppUrl())).length).toBeGreaterThan(0);
});

async function preloadsOf(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const linked = (as: string) =>
    [...html.matchAll(new RegExp(`<link rel="preload" as="${as}"[^>]* href="([^"]+)"`, 'g'))].map(
      (m) => m[1],
    );
  return { scripts: linked('script'), data: linked('fetch') };
}

test('the page preloads its remote’s entry, route chunks and API reads, and uses them', async ({
  page,
  baseURL,
}) => {
  await stubExternalRequests(page);
  const preloads = await preloadsOf(page, '/events');
  expect(preloads.scripts).toEqual([
    `${publicSiteUrl()}/remoteEntry.js`,
    expect.stringMatching(/\/__federation_expose_routes\.[0-9a-f]+\.js$/),
    expect.stringMatching(/\/page-events\.[0-9a-f]+\.js$/),
  ]);
  expect(preloads.scripts.every((url) => url.startsWith(publicSiteUrl()))).toBe(true);
  expect(preloads.data).toEqual(['/api/cms/events']);

  const requests = recordRequests(page);
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Each preloaded file and read is requested once: the page's own requests reuse the preloads.
  for (const url of [...preloads.scripts, `${baseURL}/api/cms/events`])
    expect(requests.filter((request) => request === url)).toHaveLength(1);

  // An event page preloads its read with the slug from the path.
  const detail = await preloadsOf(page, '/events/some%20event');
  expect(detail.scripts).toContainEqual(
    expect.stringMatching(/\/page-event-detail\.[0-9a-f]+\.js$/),
  );
  // ...and the shell's markdown renderer its description needs.
  expect(detail.scripts).toContainEqual(expect.stringMatching(/^\/markdown\.[0-9a-f]+\.js$/));
  expect(detail.data).toEqual(['/api/events/slug/some%20event']);

  const adminPreloads = await preloadsOf(page, '/login');
  expect(adminPreloads.scripts[0]).toBe(`${adminAppUrl()}/remoteEntry.js`);
  expect(adminPreloads.scripts.every((url) => url.startsWith(adminAppUrl()))).toBe(true);
  expect(adminPreloads.data).toEqual([]);
});

test('the home page loads its forms, testimonials, programs and events only as they come near', async ({
  page,
  pageErrors,
}) => {
  await stubExternalRequests(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const requests = recordRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const testimonialReads = () => requests.filter((url) => url.endsWith('/api/testimonials'));
  const listReads = () => requests.filter((url) => /\/api\/cms\/(programs|events)$/.test(url));
  expect(testimonialReads()).toEqual([]);
  expect(listReads()).toEqual([]);
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);

  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.locator('#contact').getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await page.getByRole('heading', { name: "In our students' words" }).scrollIntoViewIfNeeded();
  await expect.poll(() => testimonialReads().length).toBe(1);
  await page.locator('#events-programs').scrollIntoViewIfNeeded();
  await expect(page.locator('#events-programs').getByRole('article').first()).toBeVisible();
  await expect.poll(() => listReads().length).toBe(2);
  expect(pageErrors).toEqual([]);
});

test('the dialog code loads once the visitor interacts, not with the first view', async ({
  page,
  pageErrors,
}) => {
  await stubExternalRequests(page);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  const dialogCodeLoaded = async () =>
    (await Promise.all(scripts)).some((body) => body.includes('data-reach-dialog-overlay'));

  await page.goto('/teachers');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet the Teachers' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await dialogCodeLoaded()).toBe(false);

  await page.getByRole('button', { name: 'Read more' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await dialogCodeLoaded()).toBe(true);
  expect(pageErrors).toEqual([]);
});
