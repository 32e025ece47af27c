import request from 'supertest';
import { dropTestDatabase } from '../../test/support/test-database';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../test/support/test-app';
import { createUser, setPassword } from '../modules/users/users.service';
import { UserModel } from '../modules/users/users.model';
import { adminCommand } from './admin-commands';
import { SessionModel } from './session.model';

// Sessions that outlive a password (issues 30 and 43): a reset ends them, even one a login
// racing it writes afterwards, an operator lists and ends them, and an admin ends their own
// other sessions.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(dropTestDatabase);

/** A browser signed in as `username` from `ip` (as the shell reports it). */
async function browserOf(username: string, ip = '203.0.113.5') {
  const browser = request.agent(app.handler);
  await browser
    .post('/api/auth/login')
    .set({ 'X-Real-IP': ip, 'User-Agent': 'Test browser/1.0' })
    .send({ username, password: TEST_PASSWORD })
    .expect(200);
  return browser;
}

describe('npm run admin -- reset-password', () => {
  it("ends every session of that user, and no one else's", async () => {
    await createUser({ username: 'forgetful', password: TEST_PASSWORD, isAdmin: true });
    await createUser({ username: 'bystander', password: TEST_PASSWORD, isAdmin: true });
    const [first, second] = [await browserOf('forgetful'), await browserOf('forgetful')];
    const bystander = await browserOf('bystander');
    await first.get('/api/auth/user').expect(200);

    const output = await adminCommand(['reset-password', 'Forgetful', '--password', 'a-new-one']);
    expect(output).toBe('reset the password of "forgetful" and ended 2 sessions');
    await first.get('/api/auth/user').expect(401);
    await second.get('/api/auth/user').expect(401);
    await bystander.get('/api/auth/user').expect(200);
    // The new password works, and only it.
    await request(app.handler)
      .post('/api/auth/login')
      .send({ username: 'forgetful', password: TEST_PASSWORD })
      .expect(401);
    await request(app.handler)
      .post('/api/auth/login')
      .send({ username: 'forgetful', password: 'a-new-one' })
      .expect(200);
  });

  it('changes nothing for an unknown user', async () => {
    const before = await SessionModel.countDocuments();
    await expect(adminCommand(['reset-password', 'nobody-at-all'])).rejects.toThrow(
      'No user named nobody-at-all',
    );
    expect(await SessionModel.countDocuments()).toBe(before);
  });
});

describe('a session after its password is reset or changed', () => {
  const NEW_PASSWORD = 'a-new-one';
  const sessionsOfUser = (userId: string) => SessionModel.countDocuments({ 'data.userId': userId });

  /** Signs in with the new password, and that session holds. */
  async function newPasswordWorks(username: string) {
    const browser = request.agent(app.handler);
    await browser.post('/api/auth/login').send({ username, password: NEW_PASSWORD }).expect(200);
    await browser.get('/api/auth/user').expect(200);
  }

  it('is refused and ends, even one a login racing the reset wrote after it ended the others', async () => {
    let writtenAfterTheReset = 0;
    for (let round = 0; round < 6; round++) {
      const username = `racing-${round}`;
      const { id } = await createUser({ username, password: TEST_PASSWORD, isAdmin: false });
      const browsers = Array.from({ length: 8 }, () => request.agent(app.handler));
      const [logins] = await Promise.all([
        Promise.all(
          browsers.map((browser, index) =>
            browser
              .post('/api/auth/login')
              // Networks of their own, so the parallel attempts stay within the login limits.
              .set('X-Real-IP', `198.51.100.${round * browsers.length + index}`)
              .send({ username, password: TEST_PASSWORD }),
          ),
        ),
        adminCommand(['reset-password', username, '--password', NEW_PASSWORD]),
      ]);
      // Each login checked the old password before the reset (200) or after it (401).
      for (const login of logins) expect([200, 401]).toContain(login.status);
      writtenAfterTheReset += await sessionsOfUser(id);

      for (const [index, browser] of browsers.entries())
        if (logins[index].status === 200) await browser.get('/api/auth/user').expect(401);
      expect(await sessionsOfUser(id)).toBe(0);
      await newPasswordWorks(username);
    }
    // The race happened: some logins with the old password wrote their session after the reset.
    expect(writtenAfterTheReset).toBeGreaterThan(0);
  });

  it('is refused and ends after a change that ended no sessions itself', async () => {
    const { id } = await createUser({
      username: 'changing',
      password: TEST_PASSWORD,
      isAdmin: true,
    });
    const browser = await browserOf('changing');
    await setPassword('changing', NEW_PASSWORD);

    await browser.get('/api/auth/user').expect(401);
    expect(await sessionsOfUser(id)).toBe(0);
    await newPasswordWorks('changing');
  });

  it('from before password stamps is refused once the password is set anew', async () => {
    const { id } = await createUser({
      username: 'veteran',
      password: TEST_PASSWORD,
      isAdmin: true,
    });
    const browser = await browserOf('veteran');
    // As stored before stamps: neither the account nor its session has one.
    await UserModel.updateOne({ _id: id }, { $unset: { passwordStamp: '' } });
    await SessionModel.updateMany({ 'data.userId': id }, { $unset: { 'data.passwordStamp': '' } });

    await browser.get('/api/auth/user').expect(200);
    await setPassword('veteran', NEW_PASSWORD);
    await browser.get('/api/auth/user').expect(401);
    await newPasswordWorks('veteran');
  });
});

describe('npm run admin -- sessions / revoke', () => {
  it('lists a user’s sessions without their ids, and ends them all', async () => {
    await createUser({ username: 'listed', password: TEST_PASSWORD, isAdmin: false });
    await browserOf('listed', '203.0.113.7');
    const browser = await browserOf('listed', '2001:db8:7:8::42');
    const ids = (await SessionModel.find().lean()).map((session) => session._id);

    const listing = await adminCommand(['sessions', 'listed']);
    expect(listing.split('\n')).toHaveLength(2);
    expect(listing.split('\n')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^signed in \d{4}-\d\d-\d\dT[\d:.]+Z, expires \d{4}-[\d:.T-]+Z, from 203\.0\.113\.7\/32, Test browser\/1\.0$/,
        ),
        expect.stringMatching(/, from 2001:db8:7:8::\/64, Test browser\/1\.0$/),
      ]),
    );
    for (const id of ids) expect(listing).not.toContain(id);

    expect(await adminCommand(['revoke', 'listed'])).toBe('ended 2 sessions of "listed"');
    await browser.get('/api/auth/user').expect(401);
    expect(await adminCommand(['sessions', 'listed'])).toBe('"listed" has no sessions');
    await expect(adminCommand(['revoke', 'nobody-at-all'])).rejects.toThrow(
      'No user named nobody-at-all',
    );
  });
});

describe('POST /api/auth/sessions/revoke-others', () => {
  it('keeps the current session and ends the others', async () => {
    await createUser({ username: 'careful', password: TEST_PASSWORD, isAdmin: true });
    const here = await browserOf('careful');
    const [lost, stolen] = [await browserOf('careful'), await browserOf('careful')];

    const response = await here.post('/api/auth/sessions/revoke-others').expect(200);
    expect(response.body).toEqual({ ended: 2 });
    await here.get('/api/auth/user').expect(200);
    await lost.get('/api/auth/user').expect(401);
    await stolen.get('/api/auth/user').expect(401);
    expect((await here.post('/api/auth/sessions/revoke-others').expect(200)).body).toEqual({
      ended: 0,
    });
  });

  it('is refused from another site, without a session and to a non-admin, ending nothing', async () => {
    await createUser({ username: 'guarded', password: TEST_PASSWORD, isAdmin: true });
    await createUser({ username: 'not-admin', password: TEST_PASSWORD, isAdmin: false });
    const [here, other] = [await browserOf('guarded'), await browserOf('guarded')];
    const before = await SessionModel.countDocuments();

    await here
      .post('/api/auth/sessions/revoke-others')
      .set('Origin', 'https://evil.example')
      .expect(403);
    await here
      .post('/api/auth/sessions/revoke-others')
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
    await request(app.handler).post('/api/auth/sessions/revoke-others').expect(401);
    const user = await browserOf('not-admin');
    await user.post('/api/auth/sessions/revoke-others').expect(403);

    expect(await SessionModel.countDocuments()).toBe(before + 1);
    await other.get('/api/auth/user').expect(200);
  });
});
