import request from 'supertest';
import { dropTestDatabase } from '../../test/support/test-database';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../test/support/test-app';
import { createUser } from '../modules/users/users.service';
import { DEVICE_COOKIE } from './device-cookie';
import { createLoginThrottle } from './login-throttle';
import crypto from 'node:crypto';

// Owner lockout (issue 30): OWASP's device cookies, against the real API on the real FerretDB.

// A thousand requests, each a few database round trips, on a machine that may be busy.
jest.setTimeout(300_000);

// The shipped limits, in a window long enough that no test straddles two.
const LIMITS = {
  LOGIN_FAILURES_PER_IP: '30',
  LOGIN_FAILURES_PER_USERNAME_AND_IP: '5',
  LOGIN_FAILURES_PER_USERNAME: '10',
  LOGIN_WINDOW_MINUTES: '100000',
};

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(LIMITS);
});
afterAll(dropTestDatabase);

/** A request from one client, as the shell reports it. */
const from = (ip: string) => ({ 'X-Real-IP': ip });

const login = (
  client: request.Agent | ReturnType<typeof request>,
  ip: string,
  username: string,
  password = 'wrong-password',
) => client.post('/api/auth/login').set(from(ip)).send({ username, password });

/** Statuses and how often each came. */
const countStatuses = (responses: request.Response[]) =>
  responses.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

/** Every password check is one scrypt derivation (password.ts): counts them, as they run. */
const countPasswordChecks = () => jest.spyOn(crypto, 'scrypt');

/** The owner's browser: signed in once from `ip`, so it holds a device cookie, then signed out. */
async function ownersBrowser(username: string, ip: string) {
  await createUser({ username, password: TEST_PASSWORD, isAdmin: true });
  const browser = request.agent(app.handler);
  const signIn = await login(browser, ip, username, TEST_PASSWORD).expect(200);
  const device = ([] as string[])
    .concat(signIn.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
  expect(device).toMatch(/; path=\/api\/auth;/i);
  expect(device).toMatch(/; httponly/i);
  expect(device).toMatch(/; samesite=lax/i);
  await browser.post('/api/auth/logout').expect(200);
  // What the browser sends back: `name=value` of the cookie, without its attributes.
  return { browser, device: device!.split(';')[0] };
}

/** Runs `count` tasks, `parallel` at a time. */
async function inBatches<T>(count: number, parallel: number, task: (index: number) => Promise<T>) {
  const results: T[] = [];
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, i) => start + i);
    results.push(...(await Promise.all(batch.map(task))));
  }
  return results;
}

describe('a browser that has signed in (device cookie)', () => {
  it('gets the owner in after 1,000 failures at the username from 200 other addresses', async () => {
    const { browser: owner } = await ownersBrowser('owner-one', '192.0.2.1');
    const strangers = await inBatches(1000, 10, (attempt) =>
      login(request(app.handler), `198.18.${attempt % 200}.1`, 'owner-one'),
    );
    // Ten checked passwords (the untrusted devices' share), all wrong; the rest refused unchecked.
    expect(countStatuses(strangers)).toEqual({ 401: 10, 429: 990 });
    // Any browser without the owner's device cookie is locked out of the username now...
    await login(request(app.handler), '192.0.2.99', 'owner-one', TEST_PASSWORD).expect(429);
    // ...the owner's is not.
    const signedIn = await login(owner, '192.0.2.1', 'owner-one', TEST_PASSWORD).expect(200);
    expect(signedIn.body.user.username).toBe('owner-one');
  });

  it('is not locked out by one typo of its own and 20 fresh addresses', async () => {
    const { browser: owner } = await ownersBrowser('owner-two', '192.0.2.2');
    await login(owner, '192.0.2.2', 'owner-two').expect(401);
    for (let stranger = 1; stranger <= 20; stranger++) {
      await login(request(app.handler), `198.19.0.${stranger}`, 'owner-two');
    }
    await login(owner, '192.0.2.2', 'owner-two', TEST_PASSWORD).expect(200);
  });

  it('is locked out by its own failures, and only itself', async () => {
    const { browser: owner } = await ownersBrowser('owner-three', '192.0.2.3');
    for (let typo = 0; typo < 5; typo++) await login(owner, '192.0.2.3', 'owner-three').expect(401);
    const locked = await login(owner, '192.0.2.3', 'owner-three', TEST_PASSWORD).expect(429);
    expect(locked.body.message).toMatch(/^Too many failed login attempts\. Please try again in/);
    // Another browser, even from the same address, is judged as any untrusted device.
    await login(request(app.handler), '192.0.2.3', 'owner-three', TEST_PASSWORD).expect(200);
  });

  it('counts only for the user it was issued to, and only when its signature holds', async () => {
    const { browser: owner, device } = await ownersBrowser('owner-four', '192.0.2.4');
    await createUser({ username: 'someone-else', password: TEST_PASSWORD, isAdmin: false });
    // Locks untrusted devices out of someone-else: the owner's cookie is not theirs.
    for (let stranger = 1; stranger <= 10; stranger++)
      await login(request(app.handler), `198.20.0.${stranger}`, 'someone-else').expect(401);
    await login(owner, '192.0.2.4', 'someone-else', TEST_PASSWORD).expect(429);

    for (let stranger = 1; stranger <= 10; stranger++)
      await login(request(app.handler), `198.21.0.${stranger}`, 'owner-four').expect(401);
    // The same cookie with its signature gone, or with a forged one, is no device.
    for (const forged of [device, `${device}; ${DEVICE_COOKIE}.sig=AAAA`])
      await request(app.handler)
        .post('/api/auth/login')
        .set({ ...from('192.0.2.4'), Cookie: forged })
        .send({ username: 'owner-four', password: TEST_PASSWORD })
        .expect(429);
    await login(owner, '192.0.2.4', 'owner-four', TEST_PASSWORD).expect(200);
  });
});

describe('browsers that never signed in', () => {
  it('check at most 30 passwords of 100 parallel guesses from one IPv6 /64', async () => {
    const checks = countPasswordChecks();
    try {
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, guess) =>
          // Compressed and full spellings of addresses in 2001:db8:5:6::/64, each a new username.
          login(
            request(app.handler),
            guess % 2
              ? `2001:db8:5:6::${guess.toString(16)}`
              : `2001:0db8:0005:0006:0:0:1:${guess}`,
            `guessed-${guess}`,
          ),
        ),
      );
      expect(countStatuses(responses)).toEqual({ 401: 30, 429: 70 });
      expect(checks).toHaveBeenCalledTimes(30);
      // The next /64 is another client.
      await login(request(app.handler), '2001:db8:5:7::1', 'guessed-0').expect(401);
    } finally {
      checks.mockRestore();
    }
  });

  it('check at most 10 passwords of 100 parallel guesses at one username from 100 addresses', async () => {
    await createUser({ username: 'owner-five', password: TEST_PASSWORD, isAdmin: true });
    const checks = countPasswordChecks();
    try {
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, guess) =>
          login(request(app.handler), `198.22.0.${guess}`, 'owner-five'),
        ),
      );
      expect(countStatuses(responses)).toEqual({ 401: 10, 429: 90 });
      expect(checks).toHaveBeenCalledTimes(10);
    } finally {
      checks.mockRestore();
    }
  });

  it('give a successful login back: only failures count', async () => {
    const at = Date.now();
    const limits = { perIp: 1, perUsernameAndIp: 1, perUsername: 1, windowMs: 60_000 };
    const throttle = createLoginThrottle(limits, () => at);
    for (let success = 0; success < 3; success++) {
      const attempt = await throttle.attempt('203.0.113.9', 'given-back');
      if (!attempt.allowed) throw new Error('a successful login must not count');
      await attempt.finish(true);
    }
    const failed = await throttle.attempt('203.0.113.9', 'given-back');
    if (!failed.allowed) throw new Error('the first failure is allowed');
    await failed.finish(false);
    expect((await throttle.attempt('203.0.113.9', 'given-back')).allowed).toBe(false);
  });
});
