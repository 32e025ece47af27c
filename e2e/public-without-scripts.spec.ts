import { expect, test } from './support/fixtures';
import { adminApi, createEvent, createWebinar, uniqueTag } from './support/public-data';
import { publicRoutes, type PublicRoute } from './support/public-routes';

// A visitor (or a crawler, a link preview) whose browser runs no script: the server's page is
// all they get.
test.use({ javaScriptEnabled: false });

/** A loading placeholder, which only a script would fill (a switch's stand-in is inert). */
const WAITING_FOR_A_SCRIPT = 'main [aria-busy="true"]:not(:has(.track))';

let routes: PublicRoute[] = [];
const tag = uniqueTag();
const eventTitle = `Scriptless Retreat ${tag}`;
const webinarTitle = `Scriptless Webinar ${tag}`;
let eventSlug = '';

test.beforeAll(async () => {
  routes = await publicRoutes();
  const api = await adminApi();
  eventSlug = (
    await createEvent(api, {
      title: eventTitle,
      description: 'We **sit** together.\n\n- a talk\n- an inquiry\n\n[Our teachers](/teachers)',
    })
  ).slug;
  // 2025's tab is the one open at first (SPEC).
  await createWebinar(api, {
    title: webinarTitle,
    year: 2025,
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });
  await api.dispose();
});

test('with scripts off, every public route shows its heading and its content, never "needs JavaScript"', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const route of [
    ...routes,
    { path: '/newsletter/confirm?token=abc', heading: 'Newsletter Subscription' },
    { path: '/newsletter/unsubscribe?token=abc', heading: 'Unsubscribe' },
  ]) {
    await test.step(route.path, async () => {
      const confirming = route.path.startsWith('/newsletter/confirm');
      // No loading placeholder left waiting for a script (a switch waits for one, inert). A read
      // the API answers slower than the shell waits for it (300 ms, on a busy test machine) is
      // left to the page's scripts: the page is opened again then, as a visitor would reload it.
      await expect(async () => {
        await page.goto(route.path);
        if (!confirming) await expect(page.locator(WAITING_FOR_A_SCRIPT)).toHaveCount(0);
      }).toPass({ timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }),
      ).toBeVisible();
      await expect(page.getByText('This site needs JavaScript')).toHaveCount(0);
      // It confirms as it opens, which takes a script: it says so.
      if (confirming) await expect(page.getByText('Confirming needs JavaScript')).toBeVisible();
    });
  }
});

test('with scripts off, lists come from the API and an event reads formatted', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: eventTitle })).toBeVisible();

  await page.goto(`/events/${eventSlug}`);
  const main = page.getByRole('main');
  await expect(main.locator('strong', { hasText: 'sit' })).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: 'an inquiry' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Our teachers' })).toHaveAttribute(
    'href',
    '/teachers',
  );

  await page.goto('/webinars');
  const webinar = page.getByRole('article', { name: webinarTitle });
  await expect(webinar).toBeVisible();
  // Its picture (the video's thumbnail) is in the page too.
  await expect(webinar.locator('img[src]')).toHaveCount(1);

  await page.goto('/teachers');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();

  await page.goto('/');
  await expect(page.locator('#events-programs').getByRole('article').first()).toBeVisible();
});

test('with scripts off, forms are there and say they need JavaScript to send', async ({ page }) => {
  for (const path of ['/contact', `/register/${eventSlug}`, '/newsletter']) {
    await test.step(path, async () => {
      await page.goto(path);
      const form = page.getByRole('main').locator('form').first();
      await expect(form.getByRole('button').last()).toBeVisible();
      await expect(form.getByText('Sending this form needs JavaScript')).toBeVisible();
      await expect(form).toHaveAttribute('method', 'post');
    });
  }
});

test('with scripts off, the Menu at 390 px opens, closes, and its Events link leads to the events', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await toggle.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close' }).click();
  await expect(menu).toBeHidden();

  await toggle.click();
  // The header's Events link (SPEC §2): the home page's events section.
  await menu.getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page).toHaveURL(/\/#events-programs$/);
  await expect(page.locator('#events-programs').getByRole('article').first()).toBeInViewport();
});
