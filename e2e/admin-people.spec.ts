import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { dashboardNavigation, openDashboard, openPart } from './support/admin-session';
import { axe } from './support/axe';
import { expect, test } from './support/fixtures';
import { adminApi, createEvent, uniqueTag } from './support/public-data';
import { stubExternalRequests } from './support/public-network';
import { switchSmtp } from './support/smtp-switch';
import { openHydrated } from './support/hydration';

/** The page's accessibility problems, as axe names them. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await axe(page).analyze();
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`);
}

/** Only one toast shows at a time (SPEC §9): wait for the one this step expects. */
async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

test('people: a registration in its list, count and CSV; a message handled; a person forgotten; mail failing while SMTP is down', async ({
  page,
  pageErrors,
}) => {
  // Three public forms, then most of the dashboard.
  test.setTimeout(120_000);
  const tag = uniqueTag();
  // A visitor's name is letters only: the tag's digits become letters.
  const name = `Jane People ${tag.replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)])}`;
  const email = `people-${tag}@example.org`;
  const api = await adminApi();
  const event = await createEvent(api, { title: `People Retreat ${tag}` });
  await api.dispose();
  await stubExternalRequests(page);

  await switchSmtp('down');
  try {
    // One person on the public site: registers, writes, subscribes. The mail to them and about
    // them cannot go out. Each form is filled once its page is hydrated: React puts a prefilled
    // message back to its text as it hydrates (docs/architecture.md, server-rendered pages).
    await openHydrated(page, `/register/${event.slug}`);
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registration Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/events$/);

    await openHydrated(page, '/contact');
    const contact = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Send Message' }) });
    await contact.getByLabel('Name').fill(name);
    await contact.getByLabel('Email').fill(email);
    await contact.getByLabel('Area of interest').selectOption('meditation');
    await contact.getByLabel('Message').fill('Can I join the retreat if I am new to the work?');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent', { exact: true })).toBeVisible();

    await openHydrated(page, '/newsletter');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thank you for subscribing!')).toBeVisible();

    // The dashboard says mail is failing, and why.
    await openDashboard(page);
    await expect(
      page.getByText(/messages? could not be sent yet and will be tried again: .*ECONNREFUSED/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Show unsent mail' }).click();
    const mail = page.getByRole('dialog', { name: 'Unsent mail' });
    const mailToThem = mail.getByRole('row', { name: new RegExp(email) }).first();
    await expect(mailToThem).toContainText('Waiting');
    await expect(mailToThem).toContainText('ECONNREFUSED');
    expect(await axeViolations(page)).toEqual([]);
    await mail.getByRole('button', { name: 'Close' }).click();
    await expect(mail).toBeHidden();

    // The event's count leads to its registrations.
    const eventRow = page.getByRole('row', { name: new RegExp(event.title) });
    await eventRow.getByRole('link', { name: `1 registration for ${event.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/people/registrations\\?event=${event.id}$`));
    await expect(page.getByLabel('Event', { exact: true })).toHaveValue(event.id);
    const registrationRow = page.getByRole('row', { name: new RegExp(name) });
    await expect(registrationRow).toContainText(email);
    await expect(page.getByText('1 registration', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // At phone width the table scrolls in its own region: nothing in the dashboard is wider than
    // the screen.
    await page.setViewportSize({ width: 320, height: 740 });
    await expect
      .poll(() => page.getByRole('main').evaluate((main) => main.scrollWidth))
      .toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 1280, height: 720 });

    // The event's CSV holds the registration.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export this event as CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^registrations.*\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain(name);
    expect(csv).toContain(email);
    expect(csv).toContain(event.title);

    // The message, open until it is handled.
    await openPart(page, 'Messages');
    await page.getByRole('searchbox', { name: 'Search messages' }).fill(email);
    await page.getByRole('button', { name: `View message from ${name}` }).click();
    const message = page.getByRole('dialog', { name: `Message from ${name}` });
    await expect(message).toContainText('Can I join the retreat if I am new to the work?');
    await expect(message.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      `mailto:${email}?subject=Re%3A%20Meditation`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await message.getByRole('button', { name: 'Mark as handled' }).click();
    await expectToast(page, 'Message marked as handled');
    await expect(message).toBeHidden();
    await expect(page.getByText(`No messages match "${email}"`)).toBeVisible();
    await page.getByLabel('Status').selectOption('Handled');
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Handled');

    // Forgetting the person takes their registration, message and subscription, and the mail.
    await page.getByRole('button', { name: 'Forget a person' }).click();
    const forget = page.getByRole('dialog', { name: 'Forget a person' });
    await forget.getByLabel('Email address').fill(email);
    await forget.getByRole('button', { name: 'Continue' }).click();
    await expect(forget).toContainText(`subscription of ${email}, and the mail to or from them`);
    await forget.getByRole('button', { name: 'Erase everything' }).click();
    await expect(forget.getByRole('status')).toContainText(
      `Erased 1 registration, 1 message and 1 subscription for ${email}.`,
    );
    await forget.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(`No messages match "${email}"`)).toBeVisible();

    await dashboardNavigation(page).getByRole('link', { name: 'Content' }).click();
    await expect(
      page
        .getByRole('row', { name: new RegExp(event.title) })
        .getByRole('link', { name: `0 registrations for ${event.title}` }),
    ).toBeVisible();
    // No mail to or about them is left waiting.
    const outbox = (await (await page.request.get('/api/cms/mail')).json()) as {
      messages: { to: string[] }[];
    };
    expect(outbox.messages.filter((mail) => mail.to.includes(email))).toEqual([]);
  } finally {
    await switchSmtp('up');
  }
  expect(pageErrors).toEqual([]);
});
