import request, { type Agent } from 'supertest';
import { spawnApiProcess } from '../../test/support/api-process';
import type { MailingTestApp } from '../../test/support/mailing-test-app';
import { withMailingTestApp } from '../../test/support/mailing-test-app';
import { textOf } from '../../test/support/smtp-sink';
import { capturedLogger } from '../../test/support/log-lines';
import { eventually, TEST_PASSWORD } from '../../test/support/test-app';
import { ActivityModel } from '../modules/staff/activity.model';
import { createUser } from '../modules/users/users.service';
import { StaffTokenModel } from './staff-tokens';

/** Issue 47: a right password from a browser new to the admin signs in only with a mailed code. */

const SESSION_SECRET = 'a session secret of at least thirty-two characters';
let parts: MailingTestApp;
const { logger, lines: logged } = capturedLogger('trace');
withMailingTestApp(
  { STAFF_DEVICE_VERIFICATION: 'on', SESSION_SECRET },
  (started) => (parts = started),
  { logger },
);

const SUBJECT = 'Your Diamond Approach Boulder sign-in code';

/** An admin with a mail address, named for the test. */
async function admin(username: string) {
  const email = `${username.toLowerCase()}@example.org`;
  await createUser({ username, password: TEST_PASSWORD, isAdmin: true, email });
  return { username, email };
}

/** The codes mailed to `address` so far, oldest first. */
const codesTo = (address: string) =>
  parts.smtp.received
    .filter((mail) => mail.to.includes(address) && mail.header('subject') === SUBJECT)
    .map((mail) => /^(\d{6})$/m.exec(textOf(mail))![1]);

/** The newest code mailed to `address`, once there are `count`. */
const codeTo = async (address: string, count = 1) =>
  ((await eventually(() => codesTo(address).length >= count && codesTo(address))) as string[]).at(
    -1,
  )!;

/** A new browser's right password: answered with a code mailed, and no session. */
async function passwordOnNewBrowser(
  username: string,
  browser: Agent = request.agent(parts.app.handler),
) {
  const answer = await browser
    .post('/api/auth/login')
    .send({ username, password: TEST_PASSWORD })
    .expect(200);
  expect(answer.body).toEqual({ verification: 'code-sent' });
  await browser.get('/api/auth/user').expect(401);
  return browser;
}

describe('a new device’s code', () => {
  it('is mailed for a new browser, signs it in once, and the browser is known from then on', async () => {
    const ruth = await admin('Ruth');
    const browser = await passwordOnNewBrowser('Ruth');
    const code = await codeTo(ruth.email);
    const mail = textOf(parts.smtp.received.find(({ to }) => to.includes(ruth.email))!);
    expect(mail).toContain('within 10 minutes');
    expect(mail).toMatch(/from the network\s+127\.0\.0\.1/);
    // Stored only as a hash.
    expect(JSON.stringify(await StaffTokenModel.find({ purpose: 'device' }).lean())).not.toContain(
      code,
    );

    await browser.post('/api/auth/verify-device').send({ code: 'abc' }).expect(400);
    const verified = await browser
      .post('/api/auth/verify-device')
      .send({ code: `${code.slice(0, 3)} ${code.slice(3)}` })
      .expect(200);
    expect(verified.body.user).toMatchObject({ username: 'Ruth', isAdmin: true });
    expect(String(verified.headers['set-cookie'])).toMatch(
      /da_boulder\.device=.*path=\/api\/auth;/,
    );
    await browser.get('/api/auth/user').expect(200);
    // Single-use: a second use answers 410, and no log line ever held the code.
    const again = await browser.post('/api/auth/verify-device').send({ code }).expect(410);
    expect(again.body.message).toBe(
      'This code was already used. Please log in again for a new one.',
    );
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain(code);

    // The browser is known now: it signs in as the spec says, with no new code.
    await browser.post('/api/auth/logout').expect(200);
    const known = await browser
      .post('/api/auth/login')
      .send({ username: 'Ruth', password: TEST_PASSWORD })
      .expect(200);
    expect(known.body.user).toMatchObject({ username: 'Ruth' });
    expect(codesTo(ruth.email)).toHaveLength(1);

    // A browser that holds no code waiting is told to log in.
    const none = await request(parts.app.handler)
      .post('/api/auth/verify-device')
      .send({ code })
      .expect(401);
    expect(none.body.message).toBe('No code is waiting for this browser. Please log in again.');
  });

  it('ends after five wrong tries, even for the right code; a new login mails a new one', async () => {
    const anna = await admin('Anna');
    const browser = await passwordOnNewBrowser('Anna');
    const code = await codeTo(anna.email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const refused = await browser
        .post('/api/auth/verify-device')
        .send({ code: wrong })
        .expect(400);
      const message = `That code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`;
      expect(refused.body).toMatchObject({ message, errors: { code: message } });
    }
    const spent =
      'That code was wrong 5 times, so it no longer works. Please log in again for a new one.';
    const fifth = await browser.post('/api/auth/verify-device').send({ code: wrong }).expect(410);
    expect(fifth.body.message).toBe(spent);
    const right = await browser.post('/api/auth/verify-device').send({ code }).expect(410);
    expect(right.body.message).toBe(spent);
    await browser.get('/api/auth/user').expect(401);

    await passwordOnNewBrowser('Anna', browser);
    const next = await codeTo(anna.email, 2);
    await browser.post('/api/auth/verify-device').send({ code: next }).expect(200);
  });

  it('expires after ten minutes, and no longer works once the password changed', async () => {
    const omar = await admin('Omar');
    const browser = await passwordOnNewBrowser('Omar');
    const code = await codeTo(omar.email);
    await StaffTokenModel.updateMany({ purpose: 'device' }, { $set: { expiresAt: new Date() } });
    const expired = await browser.post('/api/auth/verify-device').send({ code }).expect(410);
    expect(expired.body.message).toBe('This code has expired. Please log in again for a new one.');

    await passwordOnNewBrowser('Omar', browser);
    const next = await codeTo(omar.email, 2);
    // Meanwhile the password is reset elsewhere: the code signs nobody in with the old one.
    const { setPassword } = await import('../modules/users/users.service');
    await setPassword('Omar', 'another-password-1');
    await browser.post('/api/auth/verify-device').send({ code: next }).expect(410);
    await browser.get('/api/auth/user').expect(401);
  });

  it('is mailed at most five times an hour to one admin', async () => {
    const lena = await admin('Lena');
    for (let sent = 0; sent < 5; sent++) await passwordOnNewBrowser('Lena');
    const refused = await request(parts.app.handler)
      .post('/api/auth/login')
      .send({ username: 'Lena', password: TEST_PASSWORD })
      .expect(429);
    expect(refused.body.message).toMatch(/^Too many codes were sent\. Please try again in /);
    expect(await codeTo(lena.email, 5)).toMatch(/^\d{6}$/);
  });

  it('is not asked of an admin with no address yet, who is asked for one instead', async () => {
    await createUser({ username: 'Old', password: TEST_PASSWORD, isAdmin: true });
    const signedIn = await request(parts.app.handler)
      .post('/api/auth/login')
      .send({ username: 'Old', password: TEST_PASSWORD })
      .expect(200);
    expect(signedIn.body.user).toMatchObject({ username: 'Old', email: '' });
  });

  it('leaves its steps in the activity log: sent, refused, signed in', async () => {
    const mira = await admin('Mira');
    const browser = await passwordOnNewBrowser('Mira');
    const code = await codeTo(mira.email);
    await browser
      .post('/api/auth/verify-device')
      .send({ code: code === '111111' ? '222222' : '111111' });
    await browser.post('/api/auth/verify-device').send({ code }).expect(200);
    const entries = await eventually(async () => {
      const found = await ActivityModel.find({ adminName: 'Mira' }).sort({ at: 1 }).lean();
      return found.length >= 3 && found;
    });
    expect(
      (entries as { kind: string; action: string }[]).map(
        ({ kind, action }) => `${kind}: ${action}`,
      ),
    ).toEqual([
      'sign-in: was sent a new device code',
      'sign-in: device code refused',
      'sign-in: signed in with a device code',
    ]);
    // The Staff list's last sign-in is that one.
    const staff = (await browser.get('/api/staff').expect(200)).body.staff as {
      username: string;
      lastSignInAt: string | null;
    }[];
    const signedIn = await ActivityModel.findOne({
      adminName: 'Mira',
      action: 'signed in with a device code',
    }).lean();
    expect(staff.find(({ username }) => username === 'Mira')?.lastSignInAt).toBe(
      signedIn?.at.toISOString(),
    );

    // A code sent by a browser already signed in names nobody else, whatever its body says.
    await createUser({ username: 'Blamed', password: TEST_PASSWORD, isAdmin: true });
    await browser
      .post('/api/auth/verify-device')
      .send({ username: 'Blamed', code: '123456' })
      .expect(410);
    expect(await ActivityModel.exists({ adminName: 'Blamed' })).toBeNull();
  });

  it('is shared by two API instances: sent by one, tried and used on the other', async () => {
    const noor = await admin('Noor');
    const other = await spawnApiProcess({
      MONGODB_URI: parts.app.config.mongodbUri,
      SESSION_SECRET,
      STAFF_DEVICE_VERIFICATION: 'on',
      LOG_LEVEL: 'silent',
    });
    try {
      const login = await fetch(`${other.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'Noor', password: TEST_PASSWORD }),
      });
      expect(await login.json()).toEqual({ verification: 'code-sent' });
      const cookies = login.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
      const code = await codeTo(noor.email);
      const wrong = code === '000000' ? '000001' : '000000';
      const tryOn = (url: string, typed: string) =>
        fetch(`${url}/api/auth/verify-device`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: cookies },
          body: JSON.stringify({ code: typed }),
        });
      // Two wrong tries on the other instance count here too.
      expect((await tryOn(other.url, wrong)).status).toBe(400);
      expect((await tryOn(other.url, wrong)).status).toBe(400);
      const here = await request(parts.app.handler)
        .post('/api/auth/verify-device')
        .set('Cookie', cookies)
        .send({ code: wrong })
        .expect(400);
      expect(here.body.message).toBe('That code is not correct. 2 tries left.');
      const verified = await request(parts.app.handler)
        .post('/api/auth/verify-device')
        .set('Cookie', cookies)
        .send({ code })
        .expect(200);
      expect(verified.body.user).toMatchObject({ username: 'Noor' });
      // Used here, it is spent there: the session that waited for it is gone.
      expect((await tryOn(other.url, code)).status).toBe(401);
    } finally {
      await other.stop();
    }
  });
});
