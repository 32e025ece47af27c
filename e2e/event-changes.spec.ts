import type { Browser } from '@playwright/test';
import { openDashboard } from './support/admin-session';
import { expect, test } from './support/fixtures';
import { adminApi, createEvent, storedMail, uniqueTag } from './support/public-data';
import { visitor } from './support/visitor';

/** A visitor registers for the event through its form, in a browser context of their own. */
async function registerAs(
  browser: Browser,
  baseURL: string | undefined,
  slug: string,
  email: string,
) {
  const page = await visitor(browser, baseURL, `/register/${slug}`);
  await page.getByLabel('Full name').fill('Tess Told');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration Successful')).toBeVisible();
  await page.context().close();
}

test('an admin changes the time and tells the people registered; they are mailed what changed, and can be written to', async ({
  page,
  browser,
  baseURL,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const api = await adminApi();
  const event = await createEvent(api, { title: `Moving Circle ${tag}`, time: '10:00 AM' });
  await api.dispose();
  const email = `told-${tag}@example.org`;
  await registerAs(browser, baseURL, event.slug, email);
  await storedMail(email, `You're registered: ${event.title}`);

  await test.step('the event form offers to tell them once the time changes, ticked', async () => {
    await openDashboard(page);
    await page.getByRole('button', { name: `Edit ${event.title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    const tell = edit.getByRole('checkbox', { name: 'Tell the people registered' });
    await expect(edit.getByLabel('Time', { exact: true })).toHaveValue('10:00 AM');
    await expect(tell).toHaveCount(0);
    await edit.getByLabel('Time', { exact: true }).fill('11:30 AM');
    await expect(tell).toBeChecked();
    await expect(edit.getByText('1 person registered will be mailed what changed')).toBeVisible();
    await edit.getByRole('button', { name: 'Update Event' }).click();
    await expect(page.getByText('Event updated successfully').first()).toBeVisible();
  });

  await test.step('the mail says what changed, with the calendar file at its next revision', async () => {
    const mail = await storedMail(email, `Changed: ${event.title}`);
    expect(mail.text).toContain('Time: 10:00 AM → 11:30 AM');
    const [calendar] = mail.attachments as { content: string }[];
    expect(calendar.content).toMatch(/^SEQUENCE:1\r$/m);
    expect(calendar.content).toMatch(/^DTSTART;TZID=America\/Denver:20301005T113000\r$/m);
  });

  await test.step('the event’s registrations view writes to them', async () => {
    await page.goto(`/admin/people/registrations?event=${event.id}`);
    await page.getByRole('button', { name: 'Message registrants' }).click();
    const dialog = page.getByRole('dialog', { name: `Message registrants of ${event.title}` });
    await dialog.getByLabel(/^Subject/).fill(`Parking for ${tag}`);
    await dialog.getByRole('textbox', { name: /^Message/ }).fill('Use the lot behind the center.');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByText('To 1 person:')).toBeVisible();
    await expect(dialog.getByLabel('Preview')).toContainText('Use the lot behind the center.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Message sent to 1 person').first()).toBeVisible();
    const mail = await storedMail(email, `Parking for ${tag}`);
    expect(mail.text).toContain('Use the lot behind the center.');
  });
  expect(pageErrors).toEqual([]);
});
