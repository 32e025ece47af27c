import { expect, test } from './support/fixtures';
import { findStored, uniqueTag } from './support/public-data';
import { openHydrated } from './support/hydration';
import { stubExternalRequests } from './support/public-network';

test.beforeEach(async ({ page }) => stubExternalRequests(page));

test('contact page form: validation, success toast, reset', async ({ page, pageErrors }) => {
  // Hydrated first: React resets a prefilled textarea to its text as it hydrates, so a message
  // emptied before that comes back (docs/architecture.md, server-rendered pages).
  await openHydrated(page, '/contact');
  await expect(
    page.getByText('Mon-Fri 9am-5pm, Saturday by appointment, Sunday 6:30pm meditation'),
  ).toBeVisible();
  await expect(page.getByText(/October 5 at 10 AM/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a Call' })).toHaveAttribute(
    'href',
    '/#speak-with-teacher',
  );

  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  await form.getByLabel('Message').fill('');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Please select an area of interest.')).toBeVisible();
  await expect(form.getByText('Message must be at least 10 characters.')).toBeVisible();

  const email = `contact-${uniqueTag()}@example.org`;
  await form.getByLabel('Name').fill('Dana Visitor');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Area of interest').selectOption('meditation');
  await form.getByLabel('Message').fill('When is the next Sunday meditation?');
  await expect(form.getByText('Message must be at least 10 characters.')).toBeHidden();
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
  await expect(
    page.getByText("Thank you for reaching out. We'll get back to you soon."),
  ).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Email')).toHaveValue('');
  await expect(form.getByLabel('Area of interest')).toHaveValue('');
  expect(await findStored('contactmessages', { email })).toBeTruthy();
  expect(pageErrors).toEqual([]);
});

test('home speak-with-teacher form: validation, success toast, reset to the default message', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/#speak-with-teacher');
  const form = page.locator('#speak-with-teacher form');
  const defaultMessage = await form.getByLabel('Message').inputValue();
  expect(defaultMessage.length).toBeGreaterThanOrEqual(10);

  await form.getByRole('button', { name: 'Send Message' }).click();
  // Beside each field (a press before the section's scripts run is answered by the server,
  // which also names them in the summary above the form).
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription(
    'Name must be at least 2 characters.',
  );
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter a valid email address.',
  );

  await form.getByLabel('Name').fill('Sam Seeker');
  await form.getByLabel('Email').fill(`home-${uniqueTag()}@example.org`);
  await form.getByLabel('Area of interest').selectOption('private-sessions');
  await form.getByLabel('Message').fill('I would love to try a private session.');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Message sent!')).toBeVisible();
  await expect(page.getByText('A teacher will contact you soon.')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue(defaultMessage);
  expect(pageErrors).toEqual([]);
});

test('programs page form: default message, its labels, success toast', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/programs#speak-with-teacher');
  const form = page.locator('#speak-with-teacher form');
  await expect(form.getByLabel('Message')).toHaveValue(
    "I'd like to learn more about Diamond Approach programs.",
  );
  await form.getByLabel('Name').fill('Pat Programs');
  await form.getByLabel('Email').fill(`programs-${uniqueTag()}@example.org`);
  await form.getByRole('button', { name: 'Contact Us to Get Started' }).click();
  await expect(page.getByText('Message sent!')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');

  await expect(page.getByText('October 5th introduction at 10 AM')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
    'href',
    /^\/register\//,
  );
  expect(pageErrors).toEqual([]);
});
