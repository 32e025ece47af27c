import { expect, test } from './support/fixtures';
import { ADMIN_EMAIL } from './support/admin-address';
import { dashboardPart, openDashboard } from './support/admin-session';

test('the Staff part lists the admin, shows their sign-in in Activity and filters it by kind', async ({
  page,
}) => {
  await openDashboard(page, 'Staff');
  await expect(page).toHaveURL(/\/admin\/staff$/);
  const panel = dashboardPart(page, 'Staff');

  const admin = panel
    .getByRole('table', { name: 'Admins' })
    .getByRole('row', { name: /e2e-admin/ });
  await expect(admin).toContainText(ADMIN_EMAIL);
  // Just signed in: a last sign-in and at least this session.
  await expect(admin).not.toContainText('Not recorded');

  const activity = panel.getByRole('table', { name: 'Activity' });
  await expect(
    activity.getByRole('row', { name: /e2e-admin.*Sign-ins: signed in/ }).first(),
  ).toBeVisible();

  await panel.getByLabel('Kind', { exact: true }).selectOption({ label: 'Sign-ins' });
  await expect(page).toHaveURL(/\/admin\/staff\?kind=sign-in$/);
  const rows = activity.locator('tbody tr');
  await expect(rows.first()).toContainText('Sign-ins:');
  await expect(activity.locator('tbody tr', { hasNotText: 'Sign-ins:' })).toHaveCount(0);

  await panel.getByLabel('Admin', { exact: true }).selectOption({ label: 'e2e-admin' });
  await expect(page).toHaveURL(/\/admin\/staff\?kind=sign-in&admin=[0-9a-f]{24}$/);
  // The address holds the view: a reload shows the same filters.
  await page.reload();
  await expect(panel.getByLabel('Kind', { exact: true })).toHaveValue('sign-in');
  await expect(rows.first()).toContainText('e2e-admin');
});

test('the Staff part fits a phone: its tables show as cards, and nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openDashboard(page, 'Staff');
  const panel = dashboardPart(page, 'Staff');
  await expect(
    panel.getByRole('table', { name: 'Activity' }).locator('tbody tr').first(),
  ).toBeVisible();
  for (const name of ['Admins', 'Activity']) {
    const region = panel.getByRole('region', { name });
    expect(await region.evaluate((node) => node.scrollWidth - node.clientWidth), name).toBe(0);
  }
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
});
