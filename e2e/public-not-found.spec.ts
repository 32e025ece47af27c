import { expect, test } from './support/fixtures';
import { stubExternalRequests } from './support/public-network';

test.beforeEach(async ({ page }) => stubExternalRequests(page));

test('an unknown event says Event Not Found with a link back', async ({ page, pageErrors }) => {
  expect((await page.goto('/events/no-such-event-anywhere'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible();
  await expect(
    page.getByText(
      "We couldn't find the event you're looking for. It may have been removed or the link is incorrect.",
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  expect(pageErrors).toEqual([]);
});

test('registering for an unknown event says so', async ({ page }) => {
  expect((await page.goto('/register/no-such-event-anywhere'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible();
  await expect(
    page.getByText(/We couldn't find the event you're trying to register for/),
  ).toBeVisible();
});

test('an unknown webinar says so, with Browse Webinars', async ({ page, pageErrors }) => {
  expect((await page.goto('/webinars/no-such-webinar-anywhere'))?.status()).toBe(404);
  await expect(
    page.getByText('Webinar not found. It may have been removed or the link is incorrect.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Browse Webinars' }).click();
  await expect(page).toHaveURL(/\/webinars$/);
  expect(pageErrors).toEqual([]);
});
