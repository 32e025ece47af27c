import { openDashboard } from './support/admin-session';
import { axe } from './support/axe';
import { expect, test } from './support/fixtures';
import { adminApi, createEvent, uniqueTag } from './support/public-data';

// Issue 48: an event saved as a draft is nowhere public until an admin publishes it; its
// preview shows it as visitors will see it, to whoever holds the link, for no cache or index.

test('a draft event is previewed, then published, and shows on /events', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const title = `Draft Gathering ${tag}`;
  const api = await adminApi();
  // To be published by itself tomorrow, unless an admin publishes it first.
  const publishAt = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  const event = await createEvent(api, { title, published: false, publishAt });
  await api.dispose();

  // A visitor of their own: the events page and the event's own page know nothing of it.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/events');
  await expect(visitorPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitorPage.getByText(title)).toHaveCount(0);
  expect((await visitorPage.goto(`/events/${event.slug}`))!.status()).toBe(404);

  await openDashboard(page);
  const row = page.getByRole('tabpanel').getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Publishes /)).toBeVisible();
  const { violations } = await axe(page).analyze();
  expect(violations.map(({ id }) => id)).toEqual([]);

  // Preview: a new tab on the event's own page, as a visitor will see it.
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    row.getByRole('button', { name: `Preview ${title}` }).click(),
  ]);
  await preview.waitForURL(new RegExp(`/events/${event.slug}\\?preview=`));
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // The link itself, opened by another browser, shows the same page, stored by no cache.
  const previewed = await visitorPage.goto(preview.url());
  expect(previewed!.status()).toBe(200);
  expect(previewed!.headers()['cache-control']).toBe('no-store');
  expect(previewed!.headers()['x-robots-tag']).toBe('noindex');
  await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await preview.close();
  // Without the link it is still nowhere.
  expect((await visitorPage.goto(`/events/${event.slug}`))!.status()).toBe(404);

  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(page.getByText('Event published')).toBeVisible();
  await expect(row.getByText('Draft', { exact: true })).toHaveCount(0);

  // Public on the next request.
  await visitorPage.goto('/events');
  await expect(visitorPage.getByText(title).first()).toBeVisible();
  expect((await visitorPage.goto(`/events/${event.slug}`))!.status()).toBe(200);
  await visitor.close();
});
