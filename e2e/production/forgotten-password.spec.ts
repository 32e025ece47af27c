import {
  adminApi,
  apiLoginWithMailedCode,
  loginWithMailedCode,
  uniqueSuffix,
} from '../support/admin-session';
import { expect, test } from '../support/fixtures';
import { mailFileTo } from '../support/mail-files';

// Issue 47: a forgotten password is reset from the mailed link, behind nginx as the site ships,
// and the session the admin left open elsewhere is signed out.

test('a forgotten password is reset from the mail link, and the old session is signed out', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  // An admin of this run's own, so the shared e2e admin's password never changes.
  const admin = { username: `e2e-forgetful-${uniqueSuffix()}`, password: 'old-password-1' };
  const email = `${admin.username}@example.org`;
  const api = await adminApi(request);
  const created = await api.post('/api/auth/register', {
    data: { ...admin, email, confirmPassword: admin.password, isAdmin: true },
  });
  expect(created.status()).toBe(201);
  const elsewhere = await playwright.request.newContext({ baseURL, ignoreHTTPSErrors: true });
  await apiLoginWithMailedCode(elsewhere, admin, email);
  expect((await elsewhere.get('/api/auth/user')).status()).toBe(200);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/login\/forgot$/);
  await page.getByLabel('Username or mail address').fill(admin.username);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText(/a link to choose a new password is on its way/)).toBeVisible();

  const mail = await mailFileTo(email, 'Choose a new Diamond Approach Boulder password');
  const link = /https:\/\/\S+\/login\/reset\?token=[\w-]+/.exec(mail)![0];
  expect(new URL(link).origin).toBe(new URL(baseURL!).origin);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('new-password-2');
  await page.getByLabel('Confirm new password').fill('new-password-2');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password is reset. Please log in with it.')).toBeVisible();

  // The session left open elsewhere is over; the new password signs in; the link works once.
  expect((await elsewhere.get('/api/auth/user')).status()).toBe(401);
  // This browser is new to the account, so the new password is followed by a mailed code.
  await loginWithMailedCode(page, { ...admin, password: 'new-password-2' }, email);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(
    mailFileTo(email, 'Your Diamond Approach Boulder password was changed'),
  ).resolves.toContain('Every other session');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('new-password-3');
  await page.getByLabel('Confirm new password').fill('new-password-3');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This link was already used.' }),
  ).toBeVisible();
  await elsewhere.dispose();
});
