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
