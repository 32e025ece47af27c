import type { Locator } from '@playwright/test';
import { dashboardPart, openDashboard } from './support/admin-session';
import { expect, test } from './support/fixtures';
import { adminApi, createEvent, pageFormTime, uniqueTag } from './support/public-data';
import { signInThroughApi } from './support/session';

// Issue 48: what needs attention first, at the top of /admin, each number a link to its list.

/** The number a strip link starts with ("3 messages held"), or 0 when the link is not there. */
async function countIn(link: Locator): Promise<number> {
  if ((await link.count()) === 0) return 0;
  return Number(/^\d+/.exec((await link.textContent()) ?? '')![0]);
}

test('an organiser sees a held message in the strip and releases it from the linked list', async ({
  page,
}) => {
  const tag = uniqueTag();
  const api = await adminApi();
  // Sent with no signed form time: what the spam trap holds in silence.
  const held = await api.post('/api/contact', {
    data: {
      name: 'Held Person',
      email: `held-${tag}@example.org`,
      interest: 'general',
      message: `A message the trap holds, ${tag}.`,
    },
  });
  expect(held.ok()).toBe(true);
  await api.dispose();

  await openDashboard(page);
  const strip = page.getByRole('region', { name: 'Needs attention' });
  const heldMessages = strip.getByRole('link', { name: /^\d+ messages? held$/ });
  await expect(heldMessages).toBeVisible();
  const before = await countIn(heldMessages);
  await heldMessages.click();

  await expect(page).toHaveURL(/\/admin\/people\/messages\?status=spam$/);
  const row = dashboardPart(page, 'People').getByRole('row', { name: /Held Person/ });
  await row.getByRole('button', { name: 'Release message from Held Person' }).click();
  await expect(row).toHaveCount(0);
  // The strip counts it no longer: it reads again with the list.
  if (before === 1) await expect(heldMessages).toHaveCount(0);
  else await expect(heldMessages).toHaveText(new RegExp(`^${before - 1} messages? held$`));
});

test('an upcoming event’s places link to its registrations, an address another browser opens the same', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const api = await adminApi();
  const event = await createEvent(api, { title: `Attention Circle ${tag}`, capacity: 2 });
  const response = await api.post('/api/register', {
    data: {
      eventId: event.id,
      name: 'Ada Attention',
      email: `ada-${tag}@example.org`,
      formIssuedAt: await pageFormTime(`/register/${event.slug}`, 'registration'),
    },
  });
  expect(response.status()).toBe(201);
  await api.dispose();

  await openDashboard(page);
  const places = page
    .getByRole('region', { name: 'Needs attention' })
    .getByRole('link', { name: new RegExp(`^Attention Circle ${tag} .*: 1 of 2 places taken$`) });
  await places.click();
  await expect(page).toHaveURL(new RegExp(`/admin/people/registrations\\?event=${event.id}$`));
  await expect(page.getByLabel('Event', { exact: true })).toHaveValue(event.id);
  await expect(
    dashboardPart(page, 'People').getByRole('row', { name: /Ada Attention/ }),
  ).toBeVisible();

  // A co-organiser opens the copied address in a browser of their own.
  const theirs = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
  const theirPage = await theirs.newPage();
  await theirPage.goto('/');
  await signInThroughApi(theirPage);
  await theirPage.goto(page.url());
  await expect(theirPage.getByLabel('Event', { exact: true })).toHaveValue(event.id);
  await expect(
    dashboardPart(theirPage, 'People').getByRole('row', { name: /Ada Attention/ }),
  ).toBeVisible();
  await theirs.close();
});
