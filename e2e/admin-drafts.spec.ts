import { openDashboard } from './support/admin-session';
import { expect, test } from './support/fixtures';
import { adminApi, createEvent, uniqueTag } from './support/public-data';

// Issue 48: an event saved as a draft is nowhere public until an admin publishes it.

test('a draft event is on no public page until it is published, then shows on /events', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const title = `Draft Gathering ${tag}`;
  const api = await adminApi();
  const event = await createEvent(api, { title, published: false });
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
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(page.getByText('Event published')).toBeVisible();
  await expect(row.getByText('Draft', { exact: true })).toHaveCount(0);

  // Public on the next request.
  await visitorPage.goto('/events');
  await expect(visitorPage.getByText(title).first()).toBeVisible();
  expect((await visitorPage.goto(`/events/${event.slug}`))!.status()).toBe(200);
  await visitor.close();
});
