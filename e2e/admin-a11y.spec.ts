import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openDashboard } from './support/admin-session';

async function expectNoViolations(page: Page) {
  // @reach/dialog's focus trap (react-focus-lock) adds invisible, empty sentinel elements with
  // tabindex="1" around an open dialog; they only bounce focus back inside and cannot be changed.
  const { violations } = await new AxeBuilder({ page }).exclude('[data-focus-guard]').analyze();
  expect(
    violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
}

const TABS = [
  { tab: 'Events', noun: 'Event' },
  { tab: 'Teachers', noun: 'Teacher' },
  { tab: 'Newsletters', noun: 'Newsletter' },
  { tab: 'Webinars', noun: 'Webinar' },
  { tab: 'Testimonials', noun: 'Testimonial' },
];

test('/login has no axe violations, also with its errors showing', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expectNoViolations(page);
});

for (const { tab, noun } of TABS) {
  test(`the ${tab} tab and its create dialog have no axe violations`, async ({ page }) => {
    await openDashboard(page, tab);
    const addButton = page.getByRole('button', { name: `Add New ${noun}` });
    await expect(addButton).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: tab })).toBeVisible();
    // Whatever the list shows (rows or the empty text), it has finished loading.
    await expect(page.getByRole('tabpanel').locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoViolations(page);

    await addButton.click();
    const dialog = page.getByRole('dialog', { name: `Add New ${noun}` });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
}

test('the edit and delete dialogs have no axe violations', async ({ page }) => {
  await openDashboard(page);
  // The sample events are seeded into the empty e2e database.
  const editButton = page.getByRole('button', { name: /^Edit / }).first();
  await editButton.click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit).toBeVisible();
  await expectNoViolations(page);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete event' });
  await expect(confirm.getByText('Are you sure you want to delete this event?')).toBeVisible();
  await expectNoViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
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
