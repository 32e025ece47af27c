import type { Locator, Page } from '@playwright/test';
import { currentStack, expect, test } from './support/fixtures';
import { ADMIN_EMAIL, setAdminEmail } from './support/admin-address';
import { dashboardPart, openDashboard, openPart } from './support/admin-session';
import { axe } from './support/axe';
import {
  adminApi,
  createEvent,
  createNewsletter,
  createWebinar,
  pageFormTime,
  uniqueTag,
} from './support/public-data';

async function expectNoViolations(page: Page) {
  const { violations } = await axe(page).analyze();
  expect(
    violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
}

/** Whether keyboard focus is inside `dialog`. */
const focusInside = (dialog: Locator) =>
  dialog.evaluate((node) => node.contains(document.activeElement));

/**
 * Opens the dialog `name` with `opener` (and takes the dialog to its `step`, when it has one
 * further in) and scans the page with it open; then Tab and Shift+Tab past its last and first
 * control keep focus inside it, and Escape closes it, giving focus back to `opener`.
 */
async function checkDialog(
  page: Page,
  opener: Locator,
  name: string | RegExp,
  step?: (dialog: Locator) => Promise<void>,
) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await step?.(dialog);
  await expectNoViolations(page);
  const controls = await dialog
    .locator('a[href], button, input, select, textarea, [tabindex="0"]')
    .count();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press <= controls; press += 1) {
      await page.keyboard.press(key);
      expect(await focusInside(dialog), `${key} ${press + 1} times`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

const TABS = [
  { tab: 'Events', noun: 'Event' },
  { tab: 'Teachers', noun: 'Teacher' },
  { tab: 'Newsletters', noun: 'Newsletter' },
  { tab: 'Webinars', noun: 'Webinar' },
  { tab: 'Testimonials', noun: 'Testimonial' },
];

// Every content tab lists something to edit and delete: events and teachers are sample content.
test.beforeAll(async () => {
  const tag = uniqueTag();
  const api = await adminApi();
  await createNewsletter(api, { month: 'March', year: 2031, link: `https://example.org/${tag}` });
  await createWebinar(api, { title: `Axe Webinar ${tag}`, year: 2031 });
  const testimonial = await api.post('/api/cms/testimonials', {
    data: { quote: `A quote to scan ${tag}.`, name: 'Ann Axe', reviewCount: '3', date: '' },
  });
  expect(testimonial.ok()).toBe(true);
  await api.dispose();
});

test('/login has no axe violations, also with its errors showing', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expectNoViolations(page);
});

test('/login/forgot and /login/reset have no axe violations, also with their errors showing', async ({
  page,
}) => {
  await page.goto('/login/forgot');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText('Please enter your username or mail address')).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/login/reset?token=made-up');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Password must be at least 6 characters').first()).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('a-new-horse-77');
  await page.getByLabel('Confirm new password').fill('a-new-horse-77');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await expectNoViolations(page);
});

for (const { tab, noun } of TABS) {
  test(`the ${tab} tab and its add, edit and delete dialogs have no axe violations`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openDashboard(page, tab);
    const panel = page.getByRole('tabpanel');
    const addButton = page.getByRole('button', { name: `Add New ${noun}` });
    await expect(addButton).toBeVisible();
    await expect(panel.getByRole('heading', { name: tab })).toBeVisible();
    // Whatever the list shows (rows or the empty text), it has finished loading.
    await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoViolations(page);

    await checkDialog(page, addButton, `Add New ${noun}`);
    await checkDialog(page, panel.getByRole('button', { name: /^Edit / }).first(), `Edit ${noun}`);
    await checkDialog(
      page,
      panel.getByRole('button', { name: /^Delete / }).first(),
      `Delete ${noun.toLowerCase()}`,
    );
  });
}

test('the delete dialog of an event people are registered for, and its "Cancel the event instead" step, have no axe violations', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const tag = uniqueTag();
  const api = await adminApi();
  const event = await createEvent(api, { title: `Axe Gathering ${tag}` });
  const registered = await api.post('/api/register', {
    data: {
      eventId: event.id,
      name: 'Eve Axe',
      email: `eve-axe-${tag}@example.org`,
      formIssuedAt: await pageFormTime(`/register/${event.slug}`, 'registration'),
    },
  });
  expect(registered.status()).toBe(201);
  await api.dispose();

  await openDashboard(page, 'Events');
  const opener = page.getByRole('button', { name: `Delete ${event.title}` });
  // Its first step says who is registered and offers to cancel the event instead.
  await checkDialog(page, opener, 'Delete event', async (dialog) => {
    await expect(dialog.getByText('1 person is registered for this event.')).toBeVisible();
  });
  // Its second: a note for them, and the button that cancels the event and mails them.
  await checkDialog(page, opener, 'Delete event', async (dialog) => {
    await dialog.getByRole('button', { name: 'Cancel the event instead' }).click();
    await expect(dialog.getByLabel('A note for the people registered (optional)')).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: 'Cancel the event and tell 1 person' }),
    ).toBeVisible();
  });
});

test('the people tabs’ dialogs and "Forget a person" have no axe violations', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const api = await adminApi();
  const event = await createEvent(api, { title: `Axe Circle ${tag}`, capacity: 1 });
  const registration = await pageFormTime(`/register/${event.slug}`, 'registration');
  for (const name of ['Ada', 'Ben']) {
    const response = await api.post('/api/register', {
      data: {
        eventId: event.id,
        name: `${name} Axe`,
        email: `${name.toLowerCase()}-axe-${tag}@example.org`,
        formIssuedAt: registration,
      },
    });
    expect(response.status()).toBe(201);
  }
  const contact = await api.post('/api/contact', {
    data: {
      name: 'Cleo Axe',
      email: `cleo-axe-${tag}@example.org`,
      interest: 'general',
      message: 'A message to open in the dashboard.',
      formIssuedAt: await pageFormTime('/contact', 'contact-page'),
    },
  });
  expect(contact.ok()).toBe(true);
  const subscribed = await api.post('/api/newsletter/subscribe', {
    data: {
      email: `dina-axe-${tag}@example.org`,
      formIssuedAt: await pageFormTime('/newsletter', 'subscribe'),
    },
  });
  expect(subscribed.ok()).toBe(true);
  await api.dispose();

  await openDashboard(page, 'Registrations');
  const panel = dashboardPart(page, 'People');
  await page.getByLabel('Event', { exact: true }).selectOption(event.id);
  const ben = panel.getByRole('row', { name: /Ben Axe/ });
  await expect(ben).toContainText('Waitlisted');
  await checkDialog(page, ben.getByRole('button', { name: 'Promote Ben Axe' }), 'Promote');
  await checkDialog(
    page,
    ben.getByRole('button', { name: 'Cancel registration of Ben Axe' }),
    'Cancel registration',
  );
  await checkDialog(
    page,
    ben.getByRole('button', { name: 'Delete registration of Ben Axe' }),
    'Delete registration',
  );
  await checkDialog(
    page,
    panel.getByRole('button', { name: 'Message registrants' }),
    `Message registrants of ${event.title}`,
  );
  await checkDialog(
    page,
    ben.getByRole('button', { name: 'Edit registration of Ben Axe' }),
    'Edit registration of Ben Axe',
  );
  await checkDialog(
    page,
    panel.getByRole('button', { name: 'Add registration' }),
    'Add registration',
  );

  await openPart(page, 'Messages');
  await panel.getByRole('searchbox', { name: 'Search messages' }).fill(tag);
  // The list shows the search's answer before a dialog opens over it.
  await expect(panel.getByText('1 message', { exact: true })).toBeVisible();
  const cleo = panel.getByRole('row', { name: /Cleo Axe/ });
  await checkDialog(
    page,
    cleo.getByRole('button', { name: 'View message from Cleo Axe' }),
    'Message from Cleo Axe',
  );
  await checkDialog(
    page,
    cleo.getByRole('button', { name: 'Delete message from Cleo Axe' }),
    'Delete message',
  );

  await openPart(page, 'Subscribers');
  await panel.getByRole('searchbox', { name: 'Search subscribers' }).fill(tag);
  await expect(panel.getByText('1 subscriber', { exact: true })).toBeVisible();
  await checkDialog(
    page,
    panel.getByRole('button', { name: `Delete subscriber dina-axe-${tag}@example.org` }),
    'Delete subscriber',
  );

  const forget = page.getByRole('button', { name: 'Forget a person' });
  await forget.click();
  const dialog = page.getByRole('dialog', { name: 'Forget a person' });
  await expectNoViolations(page);
  await dialog.getByLabel('Email address').fill(`cleo-axe-${tag}@example.org`);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('button', { name: 'Erase everything' })).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the Staff tab, its invite and remove dialogs, "Change my password" and the mail address question have no axe violations', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { mongodbUri } = currentStack();
  // An admin of this test's own to open "Remove" on (and cancel): never the e2e admin.
  const api = await adminApi();
  const other = `e2e-axe-admin-${uniqueTag()}`;
  const created = await api.post('/api/auth/register', {
    data: {
      username: other,
      password: 'axe-admin-password-1',
      confirmPassword: 'axe-admin-password-1',
      isAdmin: true,
      email: `${other}@example.org`,
    },
  });
  expect(created.status()).toBe(201);
  const { user } = (await created.json()) as { user: { id: string } };
  // An admin added before admins had a mail address is asked for one.
  await setAdminEmail(mongodbUri, '');
  try {
    await openDashboard(page);
    const question = page.getByRole('dialog', { name: 'Your mail address' });
    await expect(question).toBeVisible();
    await expectNoViolations(page);
    await question.getByRole('button', { name: 'Save address' }).click();
    await expect(question.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoViolations(page);
    await question.getByRole('button', { name: 'Not now' }).click();
    await expect(question).toBeHidden();
  } finally {
    await setAdminEmail(mongodbUri, ADMIN_EMAIL);
  }

  await openPart(page, 'Staff');
  const panel = dashboardPart(page, 'Staff');
  await expect(panel.getByRole('table', { name: 'Activity' })).toBeVisible();
  await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoViolations(page);

  const opener = page.getByRole('button', { name: 'Change my password' });
  await checkDialog(page, opener, 'Change my password');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Change my password' });
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Please enter your current password')).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const invite = page.getByRole('button', { name: 'Invite an admin' });
  await checkDialog(page, invite, 'Invite an admin');
  await invite.click();
  const inviting = page.getByRole('dialog', { name: 'Invite an admin' });
  await inviting.getByRole('button', { name: 'Send invite' }).click();
  await expect(inviting.getByText('Please enter a valid email address')).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(inviting).toBeHidden();

  // Escape answers the question with Cancel: the admin stays.
  await checkDialog(page, panel.getByRole('button', { name: `Remove ${other}` }), 'Remove admin');
  await expect(panel.getByRole('button', { name: `Remove ${other}` })).toBeVisible();

  expect((await api.delete(`/api/staff/${user.id}`)).ok()).toBe(true);
  await api.dispose();
});

test('the dashboard works at phone width: the table scrolls in a focusable region', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openDashboard(page);
  const region = page.getByRole('region', { name: 'Events' });
  // Measure once the rows (not the loading state) are in the region.
  await expect(region.locator('tbody tr').first()).toBeVisible();
  await expect
    .poll(() => region.evaluate((node) => node.scrollWidth > node.clientWidth))
    .toBe(true);
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
  await expectNoViolations(page);
});
