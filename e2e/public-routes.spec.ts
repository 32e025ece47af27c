import { expect, test } from './support/fixtures';
import { openHydrated } from './support/hydration';
import { collectConsoleErrors, stubExternalRequests } from './support/public-network';
import { publicRoutes, type PublicRoute } from './support/public-routes';

let routes: PublicRoute[] = [];
test.beforeAll(async () => {
  routes = await publicRoutes();
});

test('every public route renders its main heading, title and description, without errors', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  await stubExternalRequests(page);
  const consoleErrors = collectConsoleErrors(page);
  const titles = new Set<string>();
  for (const route of routes) {
    await test.step(route.path, async () => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(route.status ?? 200);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w/);
      titles.add(await page.title());
    });
  }
  // Each page has a title of its own (the event and webinar pages share none with the lists).
  expect(titles.size).toBeGreaterThanOrEqual(routes.length - 2);
  expect(pageErrors).toEqual([]);
  // The browser reports each page answered 404 as an error of its own, and only those.
  expect(consoleErrors).toEqual(
    routes
      .filter((route) => route.status === 404)
      .map(() => 'Failed to load resource: the server responded with a status of 404 (Not Found)'),
  );
});

test('the legal pages carry their dates, sections and key terms', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByText('Last updated: April 28, 2024')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(10);
  await expect(page.getByText(/under 18/)).toBeVisible();

  await page.goto('/terms');
  await expect(page.getByText('Last updated: April 28, 2024')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(13);
  await expect(page.getByText(/State of Colorado/)).toBeVisible();
  await expect(page.getByText('There are no refunds for no-shows.')).toBeVisible();
  await expect(page.getByText(/People under 18 are not served/)).toBeVisible();
});

test('the events page shows the error panel when the API fails', async ({ page, pageErrors }) => {
  await stubExternalRequests(page);
  await page.route(
    (url) => url.pathname === '/api/cms/events',
    (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  // Opened from inside the site: the browser reads the events itself (a page opened directly
  // comes with them, written in by the shell's server).
  await openHydrated(page, '/about');
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Events' })
    .click();
  await expect(page.getByText('Unable to load events')).toBeVisible();
  await expect(page.getByText('Please try again later or contact support.')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('home: hero buttons scroll to their sections; sections in order', async ({ page }) => {
  await stubExternalRequests(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Upcoming Events', exact: true }).click();
  await expect(page.locator('#events-programs')).toBeInViewport();
  await page.goto('/');
  await page.getByRole('link', { name: 'Learn More', exact: true }).click();
  await expect(page.locator('#about')).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'What is the Diamond Approach?' })).toBeVisible();
  for (const element of ['Inquiry', 'Presence', 'Essential Qualities', 'Community']) {
    await expect(
      page.locator('#about').getByRole('heading', { name: element, exact: true }),
    ).toBeVisible();
  }
  const order = await page.evaluate(() =>
    ['about', 'contact', 'events-programs', 'speak-with-teacher'].map(
      (id) => document.getElementById(id)!.getBoundingClientRect().top + window.scrollY,
    ),
  );
  expect(order).toEqual([...order].sort((a, b) => a - b));
  await expect(page.getByRole('link', { name: 'Connect with Colorado Teachers' })).toHaveAttribute(
    'href',
    '/teachers',
  );
});
