import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  expectFirstViewTakenOver,
  expectHydrated,
  expectTakenOverByReact,
  openHydrated,
  serverReads,
} from './support/hydration';
import { EVENT_LISTS } from './support/public-data';
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
    await openHydrated(page, route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
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

async function documentOf(page: Page, path: string) {
  const response = await page.request.get(path);
  const html = await response.text();
  const linked = (as: string) =>
    [...html.matchAll(new RegExp(`<link rel="preload" as="${as}"[^>]* href="([^"]+)"`, 'g'))].map(
      (m) => m[1],
    );
  // A server-rendered page starts its scripts at its first paint: the remote's files (preloaded
  // then), and the shell's entry.
  const atPaint =
    /<script>\(function\(\)\{function go.*?(\[[^\]]*\])\.forEach.*?(\[[^\]]*\])\.forEach/.exec(
      html,
    );
  return {
    status: response.status(),
    html,
    scripts: linked('script'),
    remoteScriptsAtPaint: JSON.parse(atPaint?.[1] ?? '[]') as string[],
    shellScriptsAtPaint: JSON.parse(atPaint?.[2] ?? '[]') as string[],
    data: linked('fetch'),
    firstReads: serverReads(html),
  };
}

/** The shell's start-up files, in the order they run: react-dom, then the entry that uses it. */
const SHELL_START = [/^\/react-dom\.[0-9a-f]+\.js$/, /^\/main\.[0-9a-f]+\.js$/].map((file) =>
  expect.stringMatching(file),
);

test('a rendered page comes with its API reads and starts its scripts at its first paint, not at load; a client-rendered one preloads them', async ({
  page,
  baseURL,
}) => {
  await stubExternalRequests(page);
  const events = await documentOf(page, '/events');
  // Nothing competes with the page's first paint for the connection: no preloads, no deferred
  // script in the head. Then the remote's entry and route chunks load beside the shell's.
  expect(events.scripts).toEqual([]);
  expect(events.html).not.toMatch(/<script defer src=/);
  expect(events.html).not.toContain("addEventListener('load'");
  expect(events.remoteScriptsAtPaint[0]).toBe(`${publicSiteUrl()}/remoteEntry.js`);
  expect(events.remoteScriptsAtPaint).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/__federation_expose_routes\.[0-9a-f]+\.js$/),
      expect.stringMatching(/\/page-events-events-page\.[0-9a-f]+\.js$/),
    ]),
  );
  expect(events.shellScriptsAtPaint).toEqual(SHELL_START);
  // The reads are written into the page, so nothing is left to preload.
  expect(Object.keys(events.firstReads ?? {}).sort()).toEqual([
    EVENT_LISTS.past,
    EVENT_LISTS.upcoming,
  ]);
  expect(events.firstReads?.[EVENT_LISTS.upcoming]).toMatchObject({ events: expect.any(Array) });
  expect(events.data).toEqual([]);

  const requests = recordRequests(page);
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
  // The featured event comes from the read the page came with.
  await expect(page.locator('#featured-event-title')).toBeVisible();
  // The scripts start at the first paint: wait until each preloaded one has been asked for.
  const preloaded = [...events.remoteScriptsAtPaint, ...events.shellScriptsAtPaint];
  await expect
    .poll(() => preloaded.every((url) => requests.some((r) => r.endsWith(url))))
    .toBe(true);
  // Hydrated, the router has the loader's data from the page and runs no loader for it.
  await expectFirstViewTakenOver(page);
  // Each preloaded file is requested once (the page's own requests reuse the preloads), the read
  // not at all (an event's uploaded picture is no read), and no favicon either (it is inline).
  for (const url of preloaded) expect(requests.filter((r) => r.endsWith(url))).toHaveLength(1);
  expect(
    requests.filter(
      (url) => url.startsWith(`${baseURL}/api/`) && !url.startsWith(`${baseURL}/api/uploads/`),
    ),
  ).toEqual([]);
  expect(requests.filter((url) => url.includes('favicon'))).toEqual([]);

  // A read the API answers 404 (no such event) is neither written in nor preloaded: its loader
  // throws 404, and the page is the route's not-found page, with status 404.
  const unknown = await documentOf(page, '/events/some%20event');
  expect(unknown.status).toBe(404);
  expect(unknown.remoteScriptsAtPaint).toContainEqual(
    expect.stringMatching(/\/page-event-detail-event-detail-page\.[0-9a-f]+\.js$/),
  );
  expect(unknown.firstReads).toEqual({});
  expect(unknown.html).toMatch(/"errors":\{"\/events\/:slug":\{"status":404/);
  expect(unknown.data).toEqual([]);

  // The login page is client-rendered: its scripts are preloaded, the shell's first (they take
  // the connection the page came over), then the dashboard's, then the public site's routes (the
  // dashboard's frame links into them), which its bootstrap loads beside the dashboard's.
  const adminPreloads = await documentOf(page, '/login');
  const shellCount = SHELL_START.length;
  expect(adminPreloads.scripts.slice(0, shellCount)).toEqual(SHELL_START);
  expect(adminPreloads.scripts[shellCount]).toBe(`${adminAppUrl()}/remoteEntry.js`);
  const remotes = adminPreloads.scripts.slice(shellCount);
  const firstPublic = remotes.findIndex((url) => url.startsWith(publicSiteUrl()));
  expect(remotes[firstPublic]).toBe(`${publicSiteUrl()}/remoteEntry.js`);
  expect(remotes.slice(0, firstPublic).every((url) => url.startsWith(adminAppUrl()))).toBe(true);
  expect(remotes.slice(firstPublic).every((url) => url.startsWith(publicSiteUrl()))).toBe(true);
  expect(adminPreloads.data).toEqual([]);
  expect(adminPreloads.firstReads).toEqual({});
});

test('an event page arrives with its description formatted and keeps it, loading no renderer; a page the browser renders formats its own', async ({
  page,
  pageErrors,
}) => {
  await stubExternalRequests(page);
  const { events } = (await (await page.request.get('/api/cms/events')).json()) as {
    events: { slug: string; title: string; description: string }[];
  };
  const [event, other] = events.filter((candidate) => /\*\*/.test(candidate.description));
  const boldOf = (description: string) => /\*\*(.+?)\*\*/.exec(description)![1];
  // The markdown renderer is not among what the page waits for: the server formatted it.
  const detail = await documentOf(page, `/events/${event.slug}`);
  expect(detail.remoteScriptsAtPaint.filter((url) => /markdown/.test(url))).toEqual([]);
  expect(Object.keys(detail.firstReads ?? {})).toEqual([`/api/events/slug/${event.slug}`]);
  expect(detail.html).toContain(`<strong>${boldOf(event.description)}</strong>`);

  const requests = recordRequests(page);
  await page.goto(`/events/${event.slug}`);
  const formatted = page
    .getByRole('main')
    .locator('strong', { hasText: boldOf(event.description) });
  await expect(formatted).toBeVisible();
  // Hydrated, the description keeps the server's HTML, and the renderer's code never loads.
  await expectHydrated(page);
  await expectTakenOverByReact(formatted.locator('xpath=ancestor::div[1]'));
  await page.waitForLoadState('load');
  const markdownChunk = (url: string) => /\/markdown\.[0-9a-f]+\.js$/.test(url);
  expect(requests.filter(markdownChunk)).toEqual([]);
  await expect(formatted).toBeVisible();

  // Another event's page, rendered by the browser, loads the renderer to format its description.
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/events/${other.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
  await expect(
    page.getByRole('main').locator('strong', { hasText: boldOf(other.description) }),
  ).toBeVisible();
  expect(requests.filter(markdownChunk)).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});

test('the home page arrives with its testimonials, programs, events and forms, and reads nothing more', async ({
  page,
  pageErrors,
}) => {
  await stubExternalRequests(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // The events list of this run's database (hundreds of test events) may take the API longer than
  // the shell waits for a first read (300 ms) while its cache is cold: then the page leaves it to
  // its scripts, and the next visitor gets it with the page.
  await expect(async () => {
    const home = await documentOf(page, '/');
    expect(Object.keys(home.firstReads ?? {}).sort()).toEqual([
      EVENT_LISTS.upcoming,
      '/api/cms/programs',
      '/api/testimonials',
    ]);
  }).toPass({ timeout: 30_000 });

  const requests = recordRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#events-programs').getByRole('article').first()).toBeAttached();
  await expect(page.locator('#contact').getByRole('button', { name: 'Subscribe' })).toBeAttached();
  await expectFirstViewTakenOver(page);
  const apiReads = () => requests.filter((url) => new URL(url).pathname.startsWith('/api/'));
  // What the page came with is not asked for again.
  expect(apiReads()).toEqual([]);

  // "How Our Programs Work" leads to the introduction event, from the events the page came with
  // (the upcoming ones, which the API tells from the past).
  await page.locator('#get-started-heading').scrollIntoViewIfNeeded();
  await expect(page.locator('#get-started-heading a')).toHaveAttribute('href', /^\/events\/./);
  expect(apiReads()).toEqual([]);
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
  await expectFirstViewTakenOver(page);
  expect(await dialogCodeLoaded()).toBe(false);

  await page.getByRole('button', { name: 'Read more' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await dialogCodeLoaded()).toBe(true);
  expect(pageErrors).toEqual([]);
});
