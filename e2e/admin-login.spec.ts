import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ADMIN, adminApi, loginThroughForm, uniqueSuffix } from './support/admin-session';

test('a wrong password shows the "Login failed" toast with the server message', async ({
  page,
  pageErrors,
}) => {
  await loginThroughForm(page, { username: ADMIN.username, password: 'not-the-password' });
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(pageErrors).toEqual([]);
});

test('the login form checks its fields on submit, then as they change', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Login to manage content')).toBeVisible();
  await expect(page.getByText('Contact administration for account access')).toBeVisible();
  await page.getByLabel('Username').fill('ab');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel('Username').fill('abc');
  await expect(page.getByText('Username must be at least 3 characters')).toBeHidden();
});

test('logging in opens the dashboard, and /login then goes straight to /admin', async ({
  page,
  pageErrors,
}) => {
  await loginThroughForm(page);
  await expect(page.getByText('You have successfully logged in')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Logged in as: e2e-admin (Admin)')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Events', selected: true })).toBeVisible();
  for (const tab of ['Teachers', 'Newsletters', 'Webinars', 'Testimonials']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }

  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);
  expect(pageErrors).toEqual([]);
});

test('a signed-in user who is not an admin is sent to /login', async ({ page, request }) => {
  const api = await adminApi(request);
  const username = `e2e-member-${uniqueSuffix()}`;
  const password = 'member-password';
  const created = await api.post('/api/auth/register', {
    data: { username, password, confirmPassword: password, isAdmin: false },
  });
  expect(created.status()).toBe(201);

  await loginThroughForm(page, { username, password });
  await expect(page.getByText('You have successfully logged in')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/Logged in as/)).toHaveCount(0);
});

test('logging out returns to the home page and /admin then redirects to /login', async ({
  page,
}) => {
  await loginThroughForm(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
});

test('with no stored user /admin redirects to /login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});

/** The names of the controls in `container` that show (partly) under the box `covering`. */
function controlsUnder(
  container: Locator,
  covering: { x: number; y: number; width: number; height: number },
): Promise<string[]> {
  return container.evaluate((container, covering) => {
    const covered: string[] = [];
    for (const control of container.querySelectorAll(
      'a[href], button, input, select, textarea, [role="tab"]',
    )) {
      const box = control.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      const overlaps =
        box.left < covering.x + covering.width &&
        box.right > covering.x &&
        box.top < covering.y + covering.height &&
        box.bottom > covering.y;
      if (overlaps)
        covered.push(control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '');
    }
    return covered;
  }, covering);
}

for (const { width, height } of [
  { width: 1280, height: 720 },
  { width: 390, height: 740 },
]) {
  test(`at ${width} px the login toast covers none of the dashboard’s controls, nor a dialog’s`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await loginThroughForm(page);
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('You have successfully logged in');
    // Where toasts show: the place stays the same while this one fades.
    const place = (await toast.boundingBox())!;
    await expect(page).toHaveURL(/\/admin$/);
    const main = page.getByRole('main');
    const edit = main.getByRole('button', { name: /^Edit / }).first();
    await expect(edit).toBeVisible();
    expect(await controlsUnder(main, place)).toEqual([]);

    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(await controlsUnder(dialog, place)).toEqual([]);
    // Scrolled to its end, its actions show clear of it too.
    const update = dialog.getByRole('button', { name: 'Update Event' });
    await update.scrollIntoViewIfNeeded();
    expect(await controlsUnder(update.locator('..'), place)).toEqual([]);
  });
}
