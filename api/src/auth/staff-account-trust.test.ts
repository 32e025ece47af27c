import mongoose from 'mongoose';
import request, { type Agent } from 'supertest';
import type { MailingTestApp } from '../../test/support/mailing-test-app';
import { withMailingTestApp } from '../../test/support/mailing-test-app';
import { textOf } from '../../test/support/smtp-sink';
import { capturedLogger } from '../../test/support/log-lines';
import { eventually, TEST_PASSWORD } from '../../test/support/test-app';
import { ActivityModel } from '../modules/staff/activity.model';
import { UserModel } from '../modules/users/users.model';
import { createUser, findAccountById } from '../modules/users/users.service';
import { adminCommand } from './admin-commands';
import { issueStaffToken, StaffTokenModel } from './staff-tokens';

/**
 * Who an admin account is, and what it trusts: an address from the start, a browser trusted for
 * the account and its password alone, one reset at a time, and the log of what was refused.
 */

const { logger, lines: logged } = capturedLogger('info');
let parts: MailingTestApp;
withMailingTestApp(
  {
    STAFF_DEVICE_VERIFICATION: 'on',
    SESSION_SECRET: 'a session secret of at least thirty-two characters',
  },
  (started) => (parts = started),
  { logger },
);

const NEW_PASSWORD = 'a-new-horse-77';
const CODE_SUBJECT = 'Your Diamond Approach Boulder sign-in code';

/** An admin with an address, named for the test. */
async function admin(username: string, password = TEST_PASSWORD) {
  const email = `${username.toLowerCase()}@example.org`;
  return { ...(await createUser({ username, password, isAdmin: true, email })), password };
}

/** The newest message mailed to `address` with `subject`, once there are `count`. */
const mailedTo = async (address: string, subject: string, count = 1) =>
  (
    (await eventually(() => {
      const found = parts.smtp.received.filter(
        (mail) => mail.to.includes(address) && mail.header('subject') === subject,
      );
      return found.length >= count && found;
    })) as typeof parts.smtp.received
  ).at(-1)!;

const login = (browser: Agent, username: string, password = TEST_PASSWORD) =>
  browser.post('/api/auth/login').send({ username, password }).expect(200);

/** A browser signed in as the admin with the code mailed to them: it is trusted from then on. */
async function trustedBrowser({ username, email }: { username: string; email: string }) {
  const browser = request.agent(parts.app.handler);
  const codes = parts.smtp.received.filter(
    (mail) => mail.to.includes(email) && mail.header('subject') === CODE_SUBJECT,
  ).length;
  expect((await login(browser, username)).body).toEqual({ verification: 'code-sent' });
  const code = /^(\d{6})$/m.exec(textOf(await mailedTo(email, CODE_SUBJECT, codes + 1)))![1];
  await browser.post('/api/auth/verify-device').send({ code }).expect(200);
  await browser.post('/api/auth/logout').expect(200);
  expect((await login(browser, username)).body.user).toMatchObject({ username });
  return browser;
}

/** How many reset links `userId` holds still open. */
const openResets = (userId: string) =>
  StaffTokenModel.countDocuments({
    purpose: 'reset',
    userId,
    usedAt: null,
    expiresAt: mongoose.trusted({ $gt: new Date() }),
  });

/** What the activity log holds of the admin `adminId`, oldest first. */
const actionsOf = async (adminId: string) =>
  (await ActivityModel.find({ adminId }).sort({ at: 1, _id: 1 }).lean()).map(
    ({ action, subjectTitle }) => (subjectTitle ? `${action} ${subjectTitle}` : action),
  );

describe('an admin made by another (POST /api/auth/register)', () => {
  it('is made only with an address of their own, so a first sign-in cannot choose it', async () => {
    const maker = await admin('Maker');
    const makers = await trustedBrowser(maker);
    const newbie = { username: 'newbie', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const register = (body: object) => makers.post('/api/auth/register').send(body);

    const none = await register({ ...newbie, isAdmin: true }).expect(400);
    expect(none.body.errors).toEqual({ email: 'An admin needs a mail address' });
    const taken = await register({ ...newbie, isAdmin: true, email: 'MAKER@example.org' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('An admin already has that address');
    expect(await UserModel.exists({ usernameKey: 'newbie' })).toBeNull();

    const made = await register({ ...newbie, isAdmin: true, email: 'newbie@example.org' });
    expect(made.status).toBe(201);
    expect(made.body.user).toMatchObject({ username: 'newbie', email: 'newbie@example.org' });
    // A new browser needs the code mailed to that address; the address is set, for good.
    const stranger = request.agent(parts.app.handler);
    expect((await login(stranger, 'newbie', NEW_PASSWORD)).body).toEqual({
      verification: 'code-sent',
    });
    await stranger.put('/api/auth/email').send({ email: 'attacker@evil.example' }).expect(401);
    // The log names the account made.
    expect(await actionsOf(maker.id)).toContain('created newbie');
    // An account without the dashboard needs none.
    await register({ ...newbie, username: 'plain' }).expect(201);
  });

  it('has its address set or put right by the operator, with the CLI', async () => {
    const old = await createUser({ username: 'Older', password: TEST_PASSWORD, isAdmin: true });
    // Signed in without a code (no address yet), someone gives theirs and asks for a reset there.
    const intruder = request.agent(parts.app.handler);
    expect((await login(intruder, 'Older')).body.user).toMatchObject({ email: '' });
    await intruder.put('/api/auth/email').send({ email: 'intruder@evil.example' }).expect(200);
    await request(parts.app.handler)
      .post('/api/auth/forgot-password')
      .send({ usernameOrEmail: 'Older' })
      .expect(202);
    await eventually(async () => (await openResets(old.id)) === 1);

    await expect(adminCommand(['set-email', 'Older'])).rejects.toThrow(
      'An admin needs a mail address: add --email <address>',
    );
    await expect(adminCommand(['set-email', 'Nobody', '--email', 'n@example.org'])).rejects.toThrow(
      'No admin named Nobody',
    );
    await admin('Other');
    await expect(
      adminCommand(['set-email', 'Older', '--email', 'Other@example.org']),
    ).rejects.toThrow('An admin already has that address');
    expect(await adminCommand(['set-email', 'Older', '--email', 'older@example.org'])).toBe(
      'set the address of "Older" to older@example.org',
    );
    expect((await findAccountById(old.id))?.user.email).toBe('older@example.org');
    // The link mailed to the intruder's address opens nothing; theirs is free for anyone.
    expect(await openResets(old.id)).toBe(0);
    await createUser({
      username: 'Freed',
      password: TEST_PASSWORD,
      isAdmin: true,
      email: 'intruder@evil.example',
    });
    // Their own address, in another case, is theirs already.
    expect(await adminCommand(['set-email', 'Older', '--email', 'OLDER@example.org'])).toBe(
      'set the address of "Older" to OLDER@example.org',
    );
  });
});

describe('a trusted browser', () => {
  it('is trusted for the account it signed in to, not for a new one under its username', async () => {
    const bob = await admin('bob');
    const browserA = await trustedBrowser(bob);
    const keeper = await trustedBrowser(await admin('Keeper'));
    await keeper.delete(`/api/staff/${bob.id}`).expect(200);

    await createUser({
      username: 'Bob',
      password: NEW_PASSWORD,
      isAdmin: true,
      email: 'new-bob@example.org',
    });
    expect((await login(browserA, 'Bob', NEW_PASSWORD)).body).toEqual({
      verification: 'code-sent',
    });
    await browserA.get('/api/auth/user').expect(401);
  });

  it('is trusted no longer once the password is changed elsewhere or reset', async () => {
    const cara = await admin('Cara');
    const [laptop, phone] = [await trustedBrowser(cara), await trustedBrowser(cara)];
    await login(phone, 'Cara');
    await phone
      .post('/api/auth/change-password')
      .send({
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      })
      .expect(200);
    // The browser that changed it stays trusted; the other needs a code.
    await phone.post('/api/auth/logout').expect(200);
    expect((await login(phone, 'Cara', NEW_PASSWORD)).body.user).toMatchObject({
      username: 'Cara',
    });
    expect((await login(laptop, 'Cara', NEW_PASSWORD)).body).toEqual({
      verification: 'code-sent',
    });

    await adminCommand(['reset-password', 'Cara', '--password', TEST_PASSWORD]);
    expect((await login(phone, 'Cara')).body).toEqual({ verification: 'code-sent' });
  });
});

describe('"Sign out other sessions"', () => {
  it("ends every other browser's trust too, and this one carries on, trusted", async () => {
    const erin = await admin('Erin');
    const [laptop, phone] = [await trustedBrowser(erin), await trustedBrowser(erin)];
    const stolen = await trustedBrowser(erin);
    await login(phone, 'Erin');
    expect((await phone.post('/api/auth/sessions/revoke-others').expect(200)).body).toEqual({
      ended: 2,
    });
    await phone.get('/api/auth/user').expect(200);
    await stolen.get('/api/auth/user').expect(401);
    expect((await login(stolen, 'Erin')).body).toEqual({ verification: 'code-sent' });
    expect((await login(laptop, 'Erin')).body).toEqual({ verification: 'code-sent' });
    await phone.post('/api/auth/logout').expect(200);
    expect((await login(phone, 'Erin')).body.user).toMatchObject({ username: 'Erin' });
  });
});

describe('a reset link', () => {
  afterEach(() => jest.restoreAllMocks());
  const RESET_SUBJECT = 'Choose a new Diamond Approach Boulder password';
  const reset = (token: string, n: number) =>
    request(parts.app.handler)
      .post('/api/auth/reset-password')
      .send({ token, password: `${NEW_PASSWORD}-${n}`, confirmPassword: `${NEW_PASSWORD}-${n}` });

  it('asked for three times at once leaves one open, and one reset sets the password', async () => {
    const dana = await admin('Dana');
    const forgot = () =>
      request(parts.app.handler)
        .post('/api/auth/forgot-password')
        .send({ usernameOrEmail: 'Dana' })
        .expect(202);
    // The three reach their ending of older links together, as under load.
    const updateMany = StaffTokenModel.updateMany.bind(StaffTokenModel);
    let arrived = 0;
    let allArrived!: () => void;
    const together = new Promise<void>((resolve) => (allArrived = resolve));
    jest.spyOn(StaffTokenModel, 'updateMany').mockImplementation(((
      ...args: Parameters<typeof updateMany>
    ) => {
      if (++arrived === 3) allArrived();
      return together.then(() => updateMany(...args));
    }) as unknown as typeof updateMany);
    await Promise.all([forgot(), forgot(), forgot()]);
    await mailedTo(dana.email, RESET_SUBJECT, 3);
    const links = parts.smtp.received
      .filter(({ to }) => to.includes(dana.email))
      .map((mail) => /reset\?token=([\w-]+)/.exec(textOf(mail))![1]);
    expect(await openResets(dana.id)).toBe(1);
    const answers = await Promise.all(links.map((token, n) => reset(token, n)));
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 410, 410]);
  });

  it('sets the password only over the one it was asked under', async () => {
    const eli = await admin('Eli');
    const { passwordStamp } = (await findAccountById(eli.id))!;
    // Two links open at once for one password (as an older API could leave them).
    const links = await Promise.all(
      [1, 2].map(() => issueStaffToken('reset', { userId: eli.id, passwordStamp }, 30 * 60_000)),
    );
    const answers = await Promise.all(links.map((token, n) => reset(token, n)));
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 410]);
    expect(answers.find(({ status }) => status === 410)?.body.message).toBe(
      'This link has expired. Please ask for a new one.',
    );
  });
});

describe('the activity log', () => {
  it('keeps a password change refused on the current password, and nothing malformed', async () => {
    const fay = await admin('Fay');
    const browser = await trustedBrowser(fay);
    const change = (currentPassword: string, confirmPassword = NEW_PASSWORD) =>
      browser
        .post('/api/auth/change-password')
        .send({ currentPassword, newPassword: NEW_PASSWORD, confirmPassword })
        .expect(400);
    await change('not-my-password');
    await change(TEST_PASSWORD, 'something else');
    expect((await actionsOf(fay.id)).filter((action) => action.includes('password'))).toEqual([
      'password change refused',
    ]);
  });

  it('keeps only the device codes tried and counted, never a malformed one', async () => {
    const gus = await admin('Gus');
    const browser = request.agent(parts.app.handler);
    await login(browser, 'Gus');
    const code = /^(\d{6})$/m.exec(textOf(await mailedTo(gus.email, CODE_SUBJECT)))![1];
    const wrong = code === '000000' ? '000001' : '000000';
    for (let n = 0; n < 5; n++)
      await browser.post('/api/auth/verify-device').send({ code: 'abc' }).expect(400);
    for (let n = 0; n < 5; n++) await browser.post('/api/auth/verify-device').send({ code: wrong });
    // Past its five tries nothing is counted any more, so nothing is logged.
    for (let n = 0; n < 5; n++)
      await browser.post('/api/auth/verify-device').send({ code: wrong }).expect(410);
    expect(
      (await actionsOf(gus.id)).filter((action) => action === 'device code refused'),
    ).toHaveLength(5);
  });
});

describe('a forgotten password asked for', () => {
  it('refuses control characters and bidi overrides, logging nothing of them', async () => {
    logged.length = 0;
    for (const usernameOrEmail of ['ü\u0000\u202e', 'ana\u202egro.elpmaxe@']) {
      const refused = await request(parts.app.handler)
        .post('/api/auth/forgot-password')
        .send({ usernameOrEmail })
        .expect(400);
      expect(refused.body.errors).toEqual({
        usernameOrEmail: 'Username or mail address contains characters that are not allowed',
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logged.filter(({ level }) => level !== 'info')).toEqual([]);
  });
});
