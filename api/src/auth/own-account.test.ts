import mongoose from 'mongoose';
import request from 'supertest';
import type { MailingTestApp } from '../../test/support/mailing-test-app';
import { withMailingTestApp } from '../../test/support/mailing-test-app';
import { textOf } from '../../test/support/smtp-sink';
import { eventually, TEST_PASSWORD } from '../../test/support/test-app';
import { ActivityModel } from '../modules/staff/activity.model';
import { UserModel } from '../modules/users/users.model';
import { createUser } from '../modules/users/users.service';
import { StaffTokenModel } from './staff-tokens';

/** Issue 47: an admin gives their address, and changes their own password. */

let parts: MailingTestApp;
withMailingTestApp({}, (started) => (parts = started));

const NEW_PASSWORD = 'a-new-horse-77';

/** A browser signed in as `username`. */
async function signIn(username: string, password = TEST_PASSWORD) {
  const browser = request.agent(parts.app.handler);
  await browser.post('/api/auth/login').send({ username, password }).expect(200);
  return browser;
}

describe('an admin’s own account', () => {
  it('takes their mail address, checked, and answers it with the user from then on', async () => {
    await createUser({ username: 'Ruth', password: TEST_PASSWORD, isAdmin: true });
    const ruth = await signIn('Ruth');
    const refused = await ruth.put('/api/auth/email').send({ email: 'not an address' }).expect(400);
    expect(refused.body.errors).toEqual({ email: 'Please enter a valid email address' });

    const given = await ruth
      .put('/api/auth/email')
      .send({ email: ' ruth@example.org ' })
      .expect(200);
    expect(given.body.user).toMatchObject({ username: 'Ruth', email: 'ruth@example.org' });
    expect((await ruth.get('/api/auth/user').expect(200)).body.user.email).toBe('ruth@example.org');
    // Once: resets and new devices' codes go there, so a session (a stolen one) cannot move it.
    const moved = await ruth
      .put('/api/auth/email')
      .send({ email: 'thief@example.net' })
      .expect(409);
    expect(moved.body.message).toBe('Your address is set already');
    expect((await ruth.get('/api/auth/user').expect(200)).body.user.email).toBe('ruth@example.org');
    await request(parts.app.handler)
      .put('/api/auth/email')
      .send({ email: 'someone@example.org' })
      .expect(401);
  });

  it('refuses an address another admin has, in any case: a reset by address names one admin', async () => {
    await createUser({
      username: 'Nora',
      password: TEST_PASSWORD,
      isAdmin: true,
      email: 'nora@example.org',
    });
    await createUser({ username: 'Olaf', password: TEST_PASSWORD, isAdmin: true });
    const olaf = await signIn('Olaf');
    const taken = await olaf.put('/api/auth/email').send({ email: 'NORA@example.org' }).expect(409);
    expect(taken.body.message).toBe('An admin already has that address');
    expect((await olaf.get('/api/auth/user').expect(200)).body.user.email).toBe('');
    // Nor one that is another admin's username: a reset by it would name two.
    await createUser({ username: 'office@example.org', password: TEST_PASSWORD, isAdmin: true });
    await olaf.put('/api/auth/email').send({ email: 'Office@example.org' }).expect(409);
    await olaf.put('/api/auth/email').send({ email: 'olaf@example.org' }).expect(200);
  });

  it('gives an address two admins set at one moment to one of them', async () => {
    for (const username of ['Older', 'Newer'])
      await createUser({ username, password: TEST_PASSWORD, isAdmin: true });
    const [older, newer] = [await signIn('Older'), await signIn('Newer')];
    const set = (admin: typeof older) =>
      admin.put('/api/auth/email').send({ email: 'shared@example.org' });
    // The newer's write runs whole while the older's is between its check and its write.
    const exec = mongoose.Query.prototype.exec;
    let newerAnswer: request.Response | undefined;
    let holding = false;
    jest.spyOn(mongoose.Query.prototype, 'exec').mockImplementation(async function (
      this: mongoose.Query<unknown, unknown>,
    ) {
      const { op } = this as unknown as { op: string };
      if (!holding && op === 'findOneAndUpdate' && this.model.modelName === 'User') {
        holding = true;
        newerAnswer = await set(newer);
      }
      return exec.call(this);
    });
    const olderAnswer = await set(older);
    jest.restoreAllMocks();
    expect([olderAnswer.status, newerAnswer?.status].sort()).toEqual([200, 409]);
    expect(await UserModel.countDocuments({ email: 'shared@example.org' })).toBe(1);
  });

  it('changes the password only with the current one, ends the other sessions and mails them', async () => {
    const anna = await createUser({ username: 'Anna', password: TEST_PASSWORD, isAdmin: true });
    const here = await signIn('Anna');
    const elsewhere = await signIn('Anna');
    await here.put('/api/auth/email').send({ email: 'anna@example.org' }).expect(200);

    const wrong = await here
      .post('/api/auth/change-password')
      .send({
        currentPassword: 'not-my-password',
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      })
      .expect(400);
    expect(wrong.body.errors).toEqual({ currentPassword: 'Your current password is not correct' });
    const mismatched = await here
      .post('/api/auth/change-password')
      .send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: 'other' })
      .expect(400);
    expect(mismatched.body.errors).toEqual({ confirmPassword: "Passwords don't match" });
    await elsewhere.get('/api/auth/user').expect(200);

    const changed = await here
      .post('/api/auth/change-password')
      .send({
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      })
      .expect(200);
    expect(changed.body).toEqual({ message: 'Password changed', endedSessions: 1 });
    // This browser carries on; the other is signed out; the old password no longer works.
    await here.get('/api/auth/user').expect(200);
    await elsewhere.get('/api/auth/user').expect(401);
    await request(parts.app.handler)
      .post('/api/auth/login')
      .send({ username: 'Anna', password: TEST_PASSWORD })
      .expect(401);
    await signIn('Anna', NEW_PASSWORD);

    const mail = (await eventually(() =>
      parts.smtp.received.find((received) => received.to.includes('anna@example.org')),
    ))!;
    expect(mail.header('Subject')).toBe('Your Diamond Approach Boulder password was changed');
    expect(textOf(mail)).toContain('from the network 127.0.0.1/32');
    expect(textOf(mail)).not.toContain(NEW_PASSWORD);

    const activity = await here.get(`/api/staff/activity?kind=staff&admin=${anna.id}`).expect(200);
    expect(activity.body.activity.map(({ action }: { action: string }) => action)).toEqual([
      'changed their password',
      'password change refused',
      'gave their address',
    ]);
  });

  it('mails a reset link for a forgotten password, answering alike whoever was named', async () => {
    const vera = await createUser({
      username: 'Vera',
      password: TEST_PASSWORD,
      isAdmin: true,
      email: 'vera@example.org',
    });
    const signedIn = await signIn('Vera');
    const visitor = request(parts.app.handler);
    const answers = [];
    for (const usernameOrEmail of ['nobody-here', 'someone@example.org', 'VERA@example.org'])
      answers.push(
        (await visitor.post('/api/auth/forgot-password').send({ usernameOrEmail }).expect(202))
          .body,
      );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);

    const mail = (await eventually(() =>
      parts.smtp.received.find((received) => received.to.includes('vera@example.org')),
    ))!;
    const link = /http\S+\/login\/reset\?token=([\w-]+)/.exec(textOf(mail));
    expect(link).not.toBeNull();
    const token = link![1];
    // Stored only as its hash.
    expect(JSON.stringify(await StaffTokenModel.find().lean())).not.toContain(token);

    const reset = { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    await visitor.post('/api/auth/reset-password').send(reset).expect(200);
    await signedIn.get('/api/auth/user').expect(401);
    await signIn('Vera', NEW_PASSWORD);
    const again = await visitor.post('/api/auth/reset-password').send(reset).expect(410);
    expect(again.body.message).toBe('This link was already used. Please ask for a new one.');
    await visitor
      .post('/api/auth/reset-password')
      .send({ ...reset, token: 'made-up-token' })
      .expect(400);
    // Only Vera was mailed a link; she hears that her password changed, and the log says so.
    await eventually(() => parts.smtp.received.length >= 2);
    expect(parts.smtp.received.flatMap((received) => received.to).sort()).toEqual([
      'vera@example.org',
      'vera@example.org',
    ]);
    expect(
      await ActivityModel.find({ adminId: vera.id }, { action: 1, _id: 0 }).sort({ at: 1 }).lean(),
    ).toEqual([
      { action: 'signed in' },
      { action: 'reset their password' },
      { action: 'signed in' },
    ]);
  });

  it('refuses a reset link past its 30 minutes', async () => {
    await createUser({
      username: 'Late',
      password: TEST_PASSWORD,
      isAdmin: true,
      email: 'late@example.org',
    });
    await request(parts.app.handler)
      .post('/api/auth/forgot-password')
      .send({ usernameOrEmail: 'Late' })
      .expect(202);
    const mail = (await eventually(() =>
      parts.smtp.received.find((received) => received.to.includes('late@example.org')),
    ))!;
    const token = /token=([\w-]+)/.exec(textOf(mail))![1];
    await StaffTokenModel.updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await request(parts.app.handler)
      .post('/api/auth/reset-password')
      .send({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
      .expect(410);
    expect(expired.body.message).toBe('This link has expired. Please ask for a new one.');
    await signIn('Late');
  });
});

describe('a reset link', () => {
  /** The reset links mailed to `address`, once there are `count`, oldest first. */
  const resetLinks = async (address: string, count: number) =>
    (
      (await eventually(() => {
        const links = parts.smtp.received
          .filter(({ to }) => to.includes(address))
          .flatMap((mail) => /reset\?token=([\w-]+)/.exec(textOf(mail))?.[1] ?? []);
        return links.length >= count && links;
      })) as string[]
    ).slice(0, count);
  const forgot = (usernameOrEmail: string) =>
    request(parts.app.handler)
      .post('/api/auth/forgot-password')
      .send({ usernameOrEmail })
      .expect(202);
  const reset = (token: string, password = NEW_PASSWORD) =>
    request(parts.app.handler)
      .post('/api/auth/reset-password')
      .send({ token, password, confirmPassword: password });

  it('opens nothing once a newer one was asked for, or the password changed meanwhile', async () => {
    await createUser({
      username: 'Dora',
      password: TEST_PASSWORD,
      isAdmin: true,
      email: 'dora@example.org',
    });
    await forgot('Dora');
    const [older] = await resetLinks('dora@example.org', 1);
    await forgot('Dora');
    const [, newer] = await resetLinks('dora@example.org', 2);
    const ended = await reset(older).expect(410);
    expect(ended.body.message).toBe('This link has expired. Please ask for a new one.');

    // Asked for, then the password changed by its owner: the link is for a password gone.
    const dora = await signIn('Dora');
    await dora
      .post('/api/auth/change-password')
      .send({
        currentPassword: TEST_PASSWORD,
        newPassword: 'doras-own-choice-1',
        confirmPassword: 'doras-own-choice-1',
      })
      .expect(200);
    await reset(newer).expect(410);
    await dora.get('/api/auth/user').expect(200);
    await signIn('Dora', 'doras-own-choice-1');
  });

  it('is mailed three times an hour at most: a flood neither fills the inbox nor ends the last', async () => {
    await createUser({
      username: 'Flo',
      password: TEST_PASSWORD,
      isAdmin: true,
      email: 'flo@example.org',
    });
    for (let n = 0; n < 10; n++) await forgot('Flo');
    const links = await resetLinks('flo@example.org', 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(parts.smtp.received.filter(({ to }) => to.includes('flo@example.org'))).toHaveLength(3);
    // The newest of them still opens: the seven asked after it ended nothing.
    const statuses = [];
    for (const link of links) statuses.push((await reset(link)).status);
    expect(statuses).toContain(200);
  });

  it('sent several times at once sets one password', async () => {
    await createUser({
      username: 'Rush',
      password: TEST_PASSWORD,
      isAdmin: true,
      email: 'rush@example.org',
    });
    for (let round = 1; round <= 3; round++) {
      await forgot('Rush');
      const token = (await resetLinks('rush@example.org', round)).at(-1)!;
      const answers = await Promise.all(
        [1, 2, 3].map((n) => reset(token, `${NEW_PASSWORD}-${round}-${n}`)),
      );
      expect(answers.map(({ status }) => status).sort()).toEqual([200, 410, 410]);
    }
  });
});
