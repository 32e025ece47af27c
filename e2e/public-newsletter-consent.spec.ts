import type { Page } from '@playwright/test';
import { axe } from './support/axe';
import { expect, test } from './support/fixtures';
import { openHydrated } from './support/hydration';
import { findStored, linkInMail, uniqueTag } from './support/public-data';
import { stubExternalRequests } from './support/public-network';

test.beforeEach(async ({ page }) => stubExternalRequests(page));

/** The page's accessibility problems, as axe names them. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await axe(page).analyze();
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`);
}

test('subscribe on /newsletter, confirm from the mail, then unsubscribe from the welcome', async ({
  page,
  pageErrors,
}) => {
  const email = `consent-${uniqueTag()}@example.org`;
  // Hydrated first: this is the scripted form's thank-you card (a press before the scripts run
  // posts the form instead, e2e/public-without-scripts.spec.ts).
  await openHydrated(page, '/newsletter');
  await page.getByLabel('Name (optional)').fill('Consent Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
  await expect(
    page.getByText('Please check your inbox to confirm your subscription.'),
  ).toBeVisible();
  expect(await findStored('subscriptions', { email })).toMatchObject({ status: 'pending' });

  const confirmLink = await linkInMail(
    email,
    'Please confirm your subscription to the Diamond Approach Boulder newsletter',
    '/newsletter/confirm',
  );
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await findStored('subscriptions', { email })).toMatchObject({ status: 'confirmed' });

  const unsubscribeLink = await linkInMail(
    email,
    'Welcome to the Diamond Approach Boulder newsletter',
    '/newsletter/unsubscribe',
  );
  await page.goto(unsubscribeLink);
  await expect(page.getByRole('heading', { name: 'Stop receiving our newsletter?' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Opening the link changes nothing: mail scanners open links too.
  expect(await findStored('subscriptions', { email })).not.toBeNull();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You have been unsubscribed' })).toBeVisible();
  expect(await findStored('subscriptions', { email })).toBeNull();

  // The link again: the page says so, and offers a new subscription.
  await page.goto(unsubscribeLink);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Already unsubscribed' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Subscribe again' }).click();
  await expect(page).toHaveURL(/\/newsletter#subscribe$/);
  await expect(page.getByRole('heading', { name: 'Subscribe to our newsletter' })).toBeInViewport();
  expect(pageErrors).toEqual([]);
});
