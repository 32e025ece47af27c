import type { Page } from '@playwright/test';
import { openDashboard } from './support/admin-session';
import { expect, test } from './support/fixtures';
import { adminApi, createEvent, linkInMail, storedMail, uniqueTag } from './support/public-data';
import { openHydrated } from './support/hydration';
import { visitor } from './support/visitor';

/** Registers on the page's form: "Register", or "Join the Waitlist" once the event is full. */
async function register(page: Page, name: string, email: string, button = 'Register') {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: button }).click();
}

test('capacity 1: the second visitor is waitlisted; the first cancels by the mailed link, and the second gets the place', async ({
  page,
  browser,
  baseURL,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const api = await adminApi();
  const event = await createEvent(api, { title: `One Seat Circle ${tag}` });
  await api.dispose();
  const first = `first-${tag}@example.org`;
  const second = `second-${tag}@example.org`;

  await test.step('an admin sets the capacity to 1 in the event form', async () => {
    await openDashboard(page);
    await page.getByRole('button', { name: `Edit ${event.title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(edit.getByLabel(/^Capacity/)).toHaveValue('');
    await edit.getByLabel(/^Capacity/).fill('1');
    await edit.getByRole('button', { name: 'Update Event' }).click();
    await expect(page.getByText('Event updated successfully').first()).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(event.title) });
    await expect(
      row.getByRole('link', { name: `0 of 1 places confirmed for ${event.title}` }),
    ).toHaveText('0/1');
  });

  await test.step('the first visitor takes the place', async () => {
    const one = await visitor(browser, baseURL, `/register/${event.slug}`);
    await expect(one.getByText('1 place left')).toBeVisible();
    await register(one, 'Fay First', first);
    await expect(one.getByText('Registration Successful')).toBeVisible();
    await one.context().close();
  });

  await test.step('the second sees the event full, and is told they are on the waitlist', async () => {
    const two = await visitor(browser, baseURL, `/register/${event.slug}`);
    // The places left may lag a registration by a quarter second (the API raises its content
    // version at most four times a second in a rush): a page opened sooner may still say one is
    // left, and is asked for again.
    await expect(async () => {
      if (await two.getByText('1 place left').isVisible()) await openHydrated(two, two.url());
      await expect(two.getByText('Full: join the waitlist')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await register(two, 'Sam Second', second, 'Join the Waitlist');
    await expect(two.getByText('You are on the waitlist')).toBeVisible();
    await expect(
      two.getByText('The event is full, so you are on its waitlist. Check your email for details.'),
    ).toBeVisible();
    await expect(two.getByText('Registration Successful')).toHaveCount(0);
    await two.context().close();
    await storedMail(second, `You're on the waitlist: ${event.title}`);
  });

  await test.step('the first cancels from the link in their confirmation', async () => {
    const link = await linkInMail(
      first,
      `You're registered: ${event.title}`,
      '/registrations/cancel',
    );
    const one = await visitor(browser, baseURL, link);
    // Opening the link cancels nothing: the visitor is asked first, about the event it names.
    await expect(one.getByRole('heading', { name: 'Cancel your registration?' })).toBeVisible();
    await expect(
      one.getByText(`You are registered for ${event.title}, October 5, 2030.`),
    ).toBeVisible();
    await one.getByRole('button', { name: 'Cancel registration' }).click();
    await expect(
      one.getByRole('heading', { name: 'Your registration is cancelled' }),
    ).toBeVisible();
    await expect(one.getByText(`Your registration for ${event.title} is cancelled.`)).toBeVisible();
    // The link again: said to be cancelled, with nothing to press.
    await openHydrated(one, link);
    await expect(one.getByRole('heading', { name: 'Already cancelled' })).toBeVisible();
    await expect(
      one.getByText(`Your registration for ${event.title}, October 5, 2030, is already cancelled.`),
    ).toBeVisible();
    await expect(one.getByRole('button', { name: 'Cancel registration' })).toHaveCount(0);
    await one.context().close();
  });

  await test.step('the second is mailed their place, and the dashboard lists both as they are', async () => {
    await storedMail(second, `A place opened up: you're registered for ${event.title}`);
    await page.goto(`/admin/people/registrations?event=${event.id}`);
    await expect(page.getByRole('row', { name: /Sam Second/ })).toContainText('Confirmed');
    await expect(page.getByRole('row', { name: /Fay First/ })).toContainText('Cancelled');
  });
  expect(pageErrors).toEqual([]);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a registration is cancelled from its mailed link: asked first, then done, then already done', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const api = await adminApi();
    const event = await createEvent(api, { title: `Scriptless Seat ${tag}`, capacity: 5 });
    await api.dispose();
    const email = `scriptless-cancel-${tag}@example.org`;

    await page.goto(`/register/${event.slug}`);
    await expect(page.getByText('5 places left')).toBeVisible();
    await register(page, 'Dana Scriptless', email);
    await expect(page).toHaveURL(/\/events\?sent=registration$/);

    const link = await linkInMail(
      email,
      `You're registered: ${event.title}`,
      '/registrations/cancel',
    );
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cancel registration' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cancel your registration?' })).toBeVisible();
    await expect(
      page.getByText(`You are registered for ${event.title}, October 5, 2030.`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Cancel registration' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your registration is cancelled' }),
    ).toBeVisible();
    await expect(
      page.getByText(`Your registration for ${event.title} is cancelled.`),
    ).toBeVisible();

    // The link again: said to be cancelled, naming the event, with nothing to press.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Already cancelled' })).toBeVisible();
    await expect(
      page.getByText(
        `Your registration for ${event.title}, October 5, 2030, is already cancelled.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel registration' })).toHaveCount(0);

    // The link cut short when copied: said to be invalid as it opens, with nothing to press.
    await page.goto(link.slice(0, -4));
    await expect(page.getByRole('heading', { name: 'This link is invalid' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel registration' })).toHaveCount(0);
  });

  test('a full event sends the registration to its waitlist, and the page says so', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const api = await adminApi();
    const event = await createEvent(api, { title: `Scriptless Full ${tag}`, capacity: 1 });
    await api.dispose();

    await page.goto(`/register/${event.slug}`);
    await register(page, 'Fay Scriptless', `scriptless-first-${tag}@example.org`);
    await expect(page).toHaveURL(/\/events\?sent=registration$/);
    await page.goto(`/register/${event.slug}`);
    await expect(page.getByText('Full: join the waitlist')).toBeVisible();
    await register(
      page,
      'Sam Scriptless',
      `scriptless-second-${tag}@example.org`,
      'Join the Waitlist',
    );
    await expect(page).toHaveURL(/\/events\?sent=registration-waitlisted$/);
    await expect(page.getByRole('heading', { name: 'You are on the waitlist' })).toBeVisible();
  });
});
