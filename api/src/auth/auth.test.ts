import request from 'supertest';
import { createApp } from '../app';
import { dropTestDatabase } from '../../test/support/test-database';
import {
  signedInAgent,
  startTestApp,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/support/test-app';
import { createUser } from '../modules/users/users.service';
import { UserModel } from '../modules/users/users.model';
import { adminCommand } from './admin-commands';
import { bootstrapAdmin } from './bootstrap-admin';
import { verifyPassword } from './password';
import { SESSION_COOKIE } from './session';
import { SessionModel } from './session.model';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    // A window starts at each multiple of its length on the clock: one that turned mid-test
    // (every 15 minutes by default) counted afresh, and a limit this file expects was not reached.
    LOGIN_WINDOW_MINUTES: '100000',
    LOGIN_FAILURES_PER_USERNAME_AND_IP: '3',
    LOGIN_FAILURES_PER_IP: '1000',
    LOGIN_FAILURES_PER_USERNAME: '1000',
  });
  await createUser({ username: 'Margaret', password: TEST_PASSWORD, isAdmin: true });
});
afterAll(dropTestDatabase);

const sessionCookie = (response: request.Response) =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));

describe('login, current user, logout', () => {
  it('walks the whole session life cycle', async () => {
    const agent = request.agent(app.handler);
    const login = await agent
      .post('/api/auth/login')
      .send({ username: 'margaret', password: TEST_PASSWORD })
      .expect(200);
    expect(login.body).toEqual({
      user: { id: expect.any(String), username: 'Margaret', isAdmin: true, email: '' },
    });
    const cookie = sessionCookie(login);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/secure/i);

    const current = await agent.get('/api/auth/user').expect(200);
    expect(current.body).toEqual(login.body);

    const logout = await agent.post('/api/auth/logout').expect(200);
    expect(logout.body).toEqual({ message: 'Logged out' });
    await agent.get('/api/auth/user').expect(401);
    expect(await SessionModel.countDocuments()).toBe(0);
  });

  it('answers a wrong password and an unknown user alike, with a message', async () => {
    for (const username of ['margaret', 'nobody-here']) {
      const response = await request(app.handler)
        .post('/api/auth/login')
        .send({ username, password: 'wrong-password' })
        .expect(401);
      expect(response.body).toEqual({ message: 'Invalid username or password' });
    }
  });

  it('gives a new session id at login (no fixation)', async () => {
    const agent = request.agent(app.handler);
    // Any session the visitor had before logging in...
    await agent.post('/api/auth/login').send({ username: 'margaret', password: TEST_PASSWORD });
    const before = await SessionModel.find().lean();
    const again = await agent
      .post('/api/auth/login')
      .send({ username: 'margaret', password: TEST_PASSWORD })
      .expect(200);
    const after = await SessionModel.find().lean();
    // ...is replaced, not reused.
    const oldIds = before.map((s) => s._id);
    expect(after.some((s) => oldIds.includes(s._id))).toBe(false);
    expect(sessionCookie(again)).toBeDefined();
    await agent.post('/api/auth/logout');
  });

  it('rejects and removes an expired session', async () => {
    const agent = request.agent(app.handler);
    const login = await agent
      .post('/api/auth/login')
      .send({ username: 'margaret', password: TEST_PASSWORD })
      .expect(200);
    // The cookie carries the session id (the store key).
    const sessionId = /=([^;]+)/.exec(sessionCookie(login)!)![1];
    await SessionModel.updateOne(
      { _id: sessionId },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    await agent.get('/api/auth/user').expect(401);
    expect(await SessionModel.exists({ _id: sessionId })).toBeNull();
  });

  it('limits failed logins per username with 429', async () => {
    await createUser({ username: 'target', password: TEST_PASSWORD, isAdmin: false });
    for (let attempt = 0; attempt < 3; attempt++) {
      await request(app.handler)
        .post('/api/auth/login')
        .send({ username: 'target', password: 'guess-123' })
        .expect(401);
    }
    // Even the right password is refused until the window passes.
    const limited = await request(app.handler)
      .post('/api/auth/login')
      .send({ username: 'TARGET', password: TEST_PASSWORD })
      .expect(429);
    expect(limited.body.message).toMatch(/^Too many failed login attempts\. Please try again in/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits failed logins per IP with 429', async () => {
    const perIp = createApp({
      config: { ...app.config, loginThrottle: { ...app.config.loginThrottle, perIp: 2 } },
    });
    // A client of its own (as the shell reports it), so no other test's failures count here.
    const client = { 'X-Real-IP': '203.0.113.50' };
    for (const username of ['first-name', 'second-name']) {
      await request(perIp.callback())
        .post('/api/auth/login')
        .set(client)
        .send({ username, password: 'guess-123' })
        .expect(401);
    }
    await request(perIp.callback())
      .post('/api/auth/login')
      .set(client)
      .send({ username: 'third-name', password: 'guess-123' })
      .expect(429);
  });

  it('rejects operator injection in the credentials', async () => {
    const response = await request(app.handler)
      .post('/api/auth/login')
      .send({ username: { $gt: '' }, password: { $gt: '' } })
      .expect(400);
    expect(response.body.message).toBe('Username must be at least 3 characters');
  });
});

describe('POST /api/auth/register', () => {
  const newUser = {
    username: 'new-teacher',
    password: 'secret-one',
    confirmPassword: 'secret-one',
  };

  it('is closed to visitors (401) and to non-admins (403)', async () => {
    await request(app.handler).post('/api/auth/register').send(newUser).expect(401);
    const user = await signedInAgent(app.handler, { isAdmin: false });
    await user.post('/api/auth/register').send(newUser).expect(403);
  });

  it('lets an admin create an account, stored with a salted scrypt hash', async () => {
    const admin = await signedInAgent(app.handler);
    const response = await admin.post('/api/auth/register').send(newUser).expect(201);
    expect(response.body).toEqual({
      user: { id: expect.any(String), username: 'new-teacher', isAdmin: false, email: '' },
    });
    const stored = await UserModel.findOne({ usernameKey: 'new-teacher' }).lean();
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored?.passwordHash).not.toContain('secret-one');
    expect(await verifyPassword('secret-one', stored!.passwordHash)).toBe(true);

    await admin.post('/api/auth/register').send(newUser).expect(409);
    const mismatch = await admin
      .post('/api/auth/register')
      .send({ ...newUser, username: 'other', confirmPassword: 'different' })
      .expect(400);
    expect(mismatch.body.errors).toEqual({ confirmPassword: "Passwords don't match" });
  });
});

describe('bootstrapAdmin', () => {
  const messages: string[] = [];
  const log = (message: string) => messages.push(message);

  it('creates the ADMIN_USERNAME account once', async () => {
    await bootstrapAdmin({ adminUsername: 'ops', adminPassword: 'ops-password' }, log);
    await bootstrapAdmin({ adminUsername: 'ops', adminPassword: 'changed' }, log);
    const ops = await UserModel.find({ usernameKey: 'ops' }).lean();
    expect(ops).toHaveLength(1);
    expect(ops[0].isAdmin).toBe(true);
    expect(await verifyPassword('ops-password', ops[0].passwordHash)).toBe(true);
  });

  it('generates an admin, printed once, only when no admin exists', async () => {
    messages.length = 0;
    await bootstrapAdmin({}, log);
    expect(messages).toEqual([]);
    await UserModel.deleteMany({ isAdmin: true });
    await bootstrapAdmin({}, log);
    expect(messages).toHaveLength(1);
    const password = /password "([^"]+)"/.exec(messages[0])?.[1];
    const admin = await UserModel.findOne({ usernameKey: 'admin' }).lean();
    expect(admin?.isAdmin).toBe(true);
    expect(await verifyPassword(password!, admin!.passwordHash)).toBe(true);
    await bootstrapAdmin({}, log);
    expect(messages).toHaveLength(1);
  });

  it('gives the first admin ADMIN_EMAIL: at creation, or at start while it has none', async () => {
    await UserModel.deleteMany({ isAdmin: true });
    await bootstrapAdmin({ adminEmail: 'first@example.org' }, log);
    expect(await UserModel.findOne({ usernameKey: 'admin' }).lean()).toMatchObject({
      email: 'first@example.org',
    });

    // An install from before admins had addresses: its first admin gets it at the next start,
    // the others keep theirs blank, and an address its admin gave is never replaced.
    await UserModel.updateMany({}, { $unset: { email: '' } });
    await createUser({ username: 'second', password: TEST_PASSWORD, isAdmin: true });
    await bootstrapAdmin({ adminEmail: 'ops@example.org' }, log);
    const emails = await UserModel.find({ isAdmin: true }).sort({ _id: 1 }).lean();
    expect(emails.map(({ username, email }) => [username, email])).toEqual([
      ['admin', 'ops@example.org'],
      ['second', ''],
    ]);
    await bootstrapAdmin({ adminEmail: 'other@example.org' }, log);
    expect((await UserModel.findOne({ usernameKey: 'admin' }).lean())?.email).toBe(
      'ops@example.org',
    );
  });

  it('never gives ADMIN_EMAIL to a second admin: the account is made, the address left out', async () => {
    await UserModel.deleteMany({ isAdmin: true });
    await createUser({
      username: 'team',
      password: TEST_PASSWORD,
      isAdmin: true,
      email: 'team@example.org',
    });
    messages.length = 0;
    await bootstrapAdmin(
      { adminUsername: 'ops', adminPassword: 'ops-password', adminEmail: 'Team@example.org' },
      log,
    );
    expect(await UserModel.findOne({ usernameKey: 'ops' }).lean()).toMatchObject({
      isAdmin: true,
      email: '',
    });
    expect(messages[0]).toBe(`ADMIN_EMAIL is another admin's address: "ops" is made without one`);
    // Nor at a later start, while "ops" has none.
    await bootstrapAdmin(
      { adminUsername: 'ops', adminPassword: 'ops-password', adminEmail: 'team@example.org' },
      log,
    );
    expect((await UserModel.findOne({ usernameKey: 'ops' }).lean())?.email).toBe('');
  });

  it('has the CLI ask for an admin’s address, checked as the dashboard checks it', async () => {
    await expect(
      adminCommand(['create', 'no-address', '--password', TEST_PASSWORD]),
    ).rejects.toThrow('An admin needs a mail address: add --email <address>');
    await expect(
      adminCommand(['create', 'bad-address', '--email', 'nope', '--password', TEST_PASSWORD]),
    ).rejects.toThrow('Please enter a valid email address');
    expect(
      await adminCommand([
        'create',
        'with-address',
        '--email',
        'ruth@example.org',
        '--password',
        TEST_PASSWORD,
      ]),
    ).toBe('created admin "with-address"');
    expect((await UserModel.findOne({ usernameKey: 'with-address' }).lean())?.email).toBe(
      'ruth@example.org',
    );
    expect(
      await adminCommand(['create', 'plain-user', '--not-admin', '--password', TEST_PASSWORD]),
    ).toBe('created user "plain-user"');
    await UserModel.create({
      username: 'Old',
      usernameKey: 'old',
      passwordHash: 'x',
      isAdmin: true,
    });
    expect((await adminCommand(['list'])).split('\n')).toEqual(
      expect.arrayContaining([
        'with-address (admin) <ruth@example.org>',
        'plain-user',
        'Old (admin), no mail address',
      ]),
    );
  });

  it('lets two instances starting together on a new database make one admin, printed once', async () => {
    await UserModel.deleteMany({ isAdmin: true });
    messages.length = 0;
    await Promise.all([bootstrapAdmin({}, log), bootstrapAdmin({}, log)]);
    expect(await UserModel.countDocuments({ isAdmin: true })).toBe(1);
    expect(messages).toHaveLength(1);
    await Promise.all([
      bootstrapAdmin({ adminUsername: 'twin', adminPassword: 'twin-password' }, log),
      bootstrapAdmin({ adminUsername: 'twin', adminPassword: 'twin-password' }, log),
    ]);
    expect(await UserModel.countDocuments({ usernameKey: 'twin' })).toBe(1);
  });
});
