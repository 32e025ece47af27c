import { expect, test } from './support/fixtures';
import { adminApi, createEvent, findStored, uniqueTag } from './support/public-data';
import { stubExternalRequests } from './support/public-network';

test('browse home -> event -> register: validation, success toast, /events, stored', async ({
  page,
  pageErrors,
}) => {
  const tag = uniqueTag();
  const api = await adminApi();
  // Lowest sortOrder, so it is among the three events the home page shows.
  const event = await createEvent(api, {
    title: `Open Heart Workshop ${tag}`,
    introText: 'A day of practice and inquiry.',
    description: '## Schedule\n\nWe begin with **meditation**.',
    sortOrder: -1000,
  });
  await api.dispose();
  await stubExternalRequests(page);

  await page.goto('/');
  // The home page's events load as their section comes near.
  await page.locator('#events-programs').scrollIntoViewIfNeeded();
  const card = page.getByRole('article', { name: event.title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Oct', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'View Details' }).click();

  await expect(page).toHaveURL(new RegExp(`/events/${event.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByText('October 5, 2030')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Facilitator' })).toBeVisible();
  await page.getByRole('link', { name: 'Register for This Event' }).click();

  await expect(page).toHaveURL(new RegExp(`/register/${event.slug}$`));
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  const email = `e2e-${tag}@example.org`;
  await page.getByLabel('Full name').fill('Dana Registrant');
  await expect(page.getByText('Name must be at least 2 characters')).toBeHidden();
  await page.getByLabel('Email').fill(email);
  await expect(page.getByLabel('Diamond Heart group name')).toBeHidden();
  await page.getByLabel('I am in a Diamond Heart group').check();
  await page.getByLabel('Diamond Heart group name').fill('Diamond Heart Ten');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText('Registration Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/events$/);
  const stored = await findStored('registrations', { email });
  expect(stored).toMatchObject({
    name: 'Dana Registrant',
    inDiamondHeartGroup: true,
    diamondHeartGroupName: 'Diamond Heart Ten',
  });
  expect(String(stored?.eventId)).toBe(event.id);
  expect(pageErrors).toEqual([]);
});
