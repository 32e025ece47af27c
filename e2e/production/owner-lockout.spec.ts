import https from 'node:https';
import {
  adminApi,
  apiLoginWithMailedCode,
  loginThroughForm,
  loginWithMailedCode,
  openPart,
  uniqueSuffix,
} from '../support/admin-session';
import { expect, test } from '../support/fixtures';

// Issue 30: strangers cannot lock the owner out, through deploy/nginx.conf as the site ships. A
// browser that signed in before holds a device cookie and is judged by its own failures only;
// strangers share the username's limit for browsers without one (10 failures per 15 minutes).

/**
 * A login from the loopback address 127.0.0.<client>: nginx, the shell and the API each see
 * another client. Answers the status.
 */
function loginFrom(client: number, username: string, password: string): Promise<number> {
  const body = JSON.stringify({ username, password });
  return new Promise((resolve, reject) => {
    https
      .request(
        new URL('/api/auth/login', process.env.E2E_PRODUCTION_BASE_URL),
        {
          method: 'POST',
          localAddress: `127.0.0.${client}`,
          rejectUnauthorized: false,
          agent: false,
          headers: { 'Content-Type': 'application/json', 'Content-Length': body.length },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode!);
        },
      )
      .on('error', reject)
      .end(body);
  });
}

test('the owner signs in after a stranger’s burst of failures, and ends their other sessions', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  // An owner of this run's own, so the shared e2e admin is never locked for other journeys.
  const owner = { username: `e2e-owner-${uniqueSuffix()}`, password: 'owner-password-1' };
  // Every admin has a mail address from the start: codes for new devices go to it.
  const address = { email: `${owner.username}@example.org` };
  const api = await adminApi(request);
  const created = await api.post('/api/auth/register', {
    data: { ...owner, ...address, confirmPassword: owner.password, isAdmin: true },
  });
  expect(created.status()).toBe(201);

  // A session on another device, for the owner to end later.
  const otherDevice = await playwright.request.newContext({ baseURL, ignoreHTTPSErrors: true });
  await apiLoginWithMailedCode(otherDevice, owner, address.email);

  // The owner's browser signs in once, new to the account so with the mailed code, and keeps its
  // device cookie after signing out.
  await loginWithMailedCode(page, owner, address.email);
  await expect(page).toHaveURL(/\/admin$/);
  const device = (await page.context().cookies()).find(({ name }) => name === 'da_boulder.device');
  expect(device).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/api/auth',
  });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Four strangers, five guesses each: the first ten are checked (four clients, not one, or the
  // per-address limit would have stopped at five), the rest refused.
  const statuses: number[] = [];
  for (const stranger of [2, 3, 4, 5]) {
    statuses.push(
      ...(await Promise.all(
        Array.from({ length: 5 }, () => loginFrom(stranger, owner.username, 'wrong-guess')),
      )),
    );
  }
  expect(statuses.filter((status) => status === 401)).toHaveLength(10);
  expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  // Even the right password is refused to a browser without the owner's device cookie...
  expect(await loginFrom(6, owner.username, owner.password)).toBe(429);

  // ...while the owner's browser signs in.
  await loginThroughForm(page, owner);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Logged in as: ${owner.username} (Admin)`)).toBeVisible();

  // One's own account is under Staff.
  await openPart(page, 'Staff');
  await page.getByRole('button', { name: 'Sign out other sessions' }).click();
  await expect(page.getByText('Signed out 1 other session')).toBeVisible();
  expect((await otherDevice.get('/api/auth/user')).status()).toBe(401);
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  await otherDevice.dispose();
});
