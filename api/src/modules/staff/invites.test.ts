import mongoose from 'mongoose';
import request from 'supertest';
import type { MailingTestApp } from '../../../test/support/mailing-test-app';
import { withMailingTestApp } from '../../../test/support/mailing-test-app';
import { textOf } from '../../../test/support/smtp-sink';
import { eventually, signedInAgent, TEST_PASSWORD } from '../../../test/support/test-app';
import { expectAdminOnly } from '../../../test/support/admin-only';
import { issueStaffToken, StaffTokenModel } from '../../auth/staff-tokens';
import { MailArchiveModel, SECRET_NOT_KEPT } from '../../mail/outbox.model';
import { UserModel } from '../users/users.model';
import { ActivityModel } from './activity.model';

/** Issue 47: admins invite admins by mail, and remove them; never the last one. */

let parts: MailingTestApp;
withMailingTestApp({}, (started) => (parts = started));

/** An invite's link accepted with `username` and the test password. */
const accept = (token: string, username: string) =>
  request(parts.app.handler)
    .post('/api/staff/invites/accept')
    .send({ token, username, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD });

/** The first mail to `address`, once it came. */
const mailTo = async (address: string) =>
  (await eventually(() => parts.smtp.received.find(({ to }) => to.includes(address))))!;

describe('inviting an admin', () => {
  it('mails a single-use link that makes an admin, accepted once, and tells the other admins', async () => {
    const inviter = await signedInAgent(parts.app.handler);
    await inviter.put('/api/auth/email').send({ email: 'inviter@example.org' }).expect(200);
    await inviter.post('/api/staff/invites').send({ email: 'not an address' }).expect(400);
    const sent = await inviter
      .post('/api/staff/invites')
      .send({ email: 'newcomer@example.org' })
      .expect(201);
    expect(sent.body.message).toBe('Invite sent to newcomer@example.org');

    const invite = await mailTo('newcomer@example.org');
    const token = /\/admin\/accept-invite\?token=([\w-]+)/.exec(textOf(invite))![1];
    expect(JSON.stringify(await StaffTokenModel.find().lean())).not.toContain(token);
    // Sent, the mail is kept without its link: a copy of the database opens nothing.
    const archived = await eventually(() =>
      MailArchiveModel.findOne({ to: 'newcomer@example.org' }).lean(),
    );
    expect(archived?.text).toBe(SECRET_NOT_KEPT);
    const visitor = request(parts.app.handler);

    // A username taken, or another admin's address, is refused before the link is spent.
    const inviterName = (await inviter.get('/api/auth/user')).body.user.username;
    for (const username of [inviterName, 'INVITER@example.org'])
      await accept(token, username).expect(409);
    const accepted = await accept(token, 'Newcomer').expect(201);
    expect(accepted.body.user).toMatchObject({
      username: 'Newcomer',
      isAdmin: true,
      email: 'newcomer@example.org',
    });
    const again = await accept(token, 'Second').expect(410);
    expect(again.body.message).toBe('This link was already used. Please ask for a new one.');
    await visitor
      .post('/api/auth/login')
      .send({ username: 'Newcomer', password: TEST_PASSWORD })
      .expect(200);

    const told = await mailTo('inviter@example.org');
    expect(told.header('Subject')).toBe('An admin was added: Newcomer');
    const entries = await ActivityModel.find({ kind: 'staff' }).sort({ at: 1 }).lean();
    expect(entries.map(({ adminName, action }) => [adminName, action])).toEqual([
      [inviterName, 'gave their address'],
      [inviterName, 'invited'],
      ['Newcomer', 'accepted an invite'],
    ]);
  });

  it('refuses an address an admin already has, and takes invites from admins alone', async () => {
    const admin = await signedInAgent(parts.app.handler);
    await admin.put('/api/auth/email').send({ email: 'taken@example.org' }).expect(200);
    await admin.post('/api/staff/invites').send({ email: 'TAKEN@example.org' }).expect(409);
    await request(parts.app.handler)
      .post('/api/staff/invites')
      .send({ email: 'stranger@example.org' })
      .expect(401);
    const notAdmin = await signedInAgent(parts.app.handler, { isAdmin: false });
    await notAdmin.post('/api/staff/invites').send({ email: 'stranger@example.org' }).expect(403);
  });
});

describe('removing an admin', () => {
  it('ends their sessions and tells the others, and never removes the last admin', async () => {
    await UserModel.deleteMany({ isAdmin: true });
    const keeper = await signedInAgent(parts.app.handler);
    await keeper.put('/api/auth/email').send({ email: 'keeper@example.org' }).expect(200);
    const keeperId = (await keeper.get('/api/auth/user')).body.user.id;
    const leaver = await signedInAgent(parts.app.handler);
    const leaverUser = (await leaver.get('/api/auth/user')).body.user;

    await keeper.delete('/api/staff/0123456789abcdef01234567').expect(404);
    await keeper.delete(`/api/staff/${leaverUser.id}`).expect(200);
    await leaver.get('/api/auth/user').expect(401);
    const told = await mailTo('keeper@example.org');
    expect(told.header('Subject')).toBe(`An admin was removed: ${leaverUser.username}`);

    const last = await keeper.delete(`/api/staff/${keeperId}`).expect(409);
    expect(last.body.message).toBe('The last admin cannot be removed: invite another first.');
    await keeper.get('/api/auth/user').expect(200);
    expect(
      await ActivityModel.findOne({ action: 'removed' }, { subjectTitle: 1, _id: 0 }).lean(),
    ).toEqual({ subjectTitle: leaverUser.username });
  });
});

describe('an admin made by another', () => {
  it('is told to every other admin, as one invited is', async () => {
    const maker = await signedInAgent(parts.app.handler);
    await maker.put('/api/auth/email').send({ email: 'maker@example.org' }).expect(200);
    await maker
      .post('/api/auth/register')
      .send({
        username: 'Made',
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        isAdmin: true,
        email: 'made@example.org',
      })
      .expect(201);
    expect((await mailTo('maker@example.org')).header('Subject')).toBe('An admin was added: Made');
  });
});

describe('two invites to one address', () => {
  it('makes one admin of it: the second link is refused, and left unspent', async () => {
    const links = await Promise.all(
      ['twin@example.org', 'Twin@Example.org'].map((email) =>
        issueStaffToken('invite', { email }, 60_000),
      ),
    );
    await accept(links[0], 'TwinOne').expect(201);
    const second = await accept(links[1], 'TwinTwo').expect(409);
    expect(second.body.message).toBe('An admin already has that address');
    expect(await UserModel.countDocuments({ email: /^twin@example\.org$/i })).toBe(1);
  });
});

describe('two invitees after one username', () => {
  // As the server does before it listens: the unique keys must hold.
  beforeAll(() => mongoose.syncIndexes());

  it('leaves the link of an invitee who lost a username to another, at the same moment, unspent', async () => {
    const links = await Promise.all(
      ['first', 'second'].map((who) =>
        issueStaffToken('invite', { email: `${who}@racing.example.org` }, 60_000),
      ),
    );
    const raced = await Promise.all(links.map((token) => accept(token, 'Racer')));
    expect(raced.map(({ status }) => status).sort()).toEqual([201, 409]);
    const lost = raced.find(({ status }) => status === 409)!;
    expect(lost.body.message).toBe('That username is already taken');
    // Their link still works, with another name.
    await accept(links[raced.indexOf(lost)], 'RacerTwo').expect(201);
  });
});

describe('one link accepted by several at once', () => {
  it('makes one admin: a link is spent by one claim, however many arrive together', async () => {
    for (let round = 0; round < 6; round++) {
      const email = `crowd${round}@example.org`;
      const token = await issueStaffToken('invite', { email }, 60_000);
      const answers = await Promise.all(
        [1, 2, 3, 4, 5, 6].map((n) => accept(token, `Crowd${round}x${n}`)),
      );
      expect(answers.map(({ status }) => status).sort()).toEqual([201, 410, 410, 410, 410, 410]);
      expect(await UserModel.countDocuments({ email })).toBe(1);
    }
  });

  it('two links to one address, accepted at the same moment, make one admin', async () => {
    for (let round = 0; round < 4; round++) {
      const links = await Promise.all(
        [`pair${round}@example.org`, `Pair${round}@example.org`].map((email) =>
          issueStaffToken('invite', { email }, 60_000),
        ),
      );
      const answers = await Promise.all(
        links.map((token, n) => accept(token, `Pair${round}x${n}`)),
      );
      expect(answers.map(({ status }) => status).sort()).toEqual([201, 409]);
      expect(
        await UserModel.countDocuments({ email: new RegExp(`^pair${round}@example\\.org$`, 'i') }),
      ).toBe(1);
    }
  });
});

describe('two admins removing each other at once', () => {
  it('leaves both: never nobody to sign in', async () => {
    for (let round = 0; round < 3; round++) {
      await UserModel.deleteMany({ isAdmin: true });
      const one = await signedInAgent(parts.app.handler);
      const other = await signedInAgent(parts.app.handler);
      const idOf = async (agent: typeof one) => (await agent.get('/api/auth/user')).body.user.id;
      const [oneId, otherId] = await Promise.all([idOf(one), idOf(other)]);
      const answers = await Promise.all([
        one.delete(`/api/staff/${otherId}`),
        other.delete(`/api/staff/${oneId}`),
      ]);
      const left = await UserModel.countDocuments({ isAdmin: true });
      expect(left).toBeGreaterThan(0);
      // Each answer says what it did: a removal (200) took one away; a 409 left them.
      expect(left).toBe(2 - answers.filter(({ status }) => status === 200).length);
    }
  });
});

describe('the invites still open', () => {
  it('are listed with who sent them, and one withdrawn stops working at once', async () => {
    const inviter = await signedInAgent(parts.app.handler);
    const inviterName = (await inviter.get('/api/auth/user')).body.user.username;
    await inviter.post('/api/staff/invites').send({ email: 'typo@exmaple.org' }).expect(201);
    const listed = (await inviter.get('/api/staff/invites').expect(200)).body.invites as {
      id: string;
      email: string;
      invitedBy: string;
      expiresAt: string;
    }[];
    const invite = listed.find(({ email }) => email === 'typo@exmaple.org')!;
    expect(invite).toMatchObject({ invitedBy: inviterName });
    expect(Date.parse(invite.expiresAt) - Date.now()).toBeGreaterThan(47 * 60 * 60 * 1000);

    const withdrawn = await inviter.delete(`/api/staff/invites/${invite.id}`).expect(200);
    expect(withdrawn.body.message).toBe('Invite to typo@exmaple.org withdrawn');
    await inviter.delete(`/api/staff/invites/${invite.id}`).expect(404);
    await inviter.delete('/api/staff/invites/not-an-id').expect(404);
    const after = (await inviter.get('/api/staff/invites').expect(200)).body.invites;
    expect(after.map(({ email }: { email: string }) => email)).not.toContain('typo@exmaple.org');
    const token = /accept-invite\?token=([\w-]+)/.exec(
      textOf(await mailTo('typo@exmaple.org')),
    )![1];
    await accept(token, 'Typo').expect(410);
    expect(
      await ActivityModel.findOne(
        { action: 'withdrew an invite' },
        { subjectTitle: 1, _id: 0 },
      ).lean(),
    ).toEqual({ subjectTitle: 'typo@exmaple.org' });
    await expectAdminOnly(parts.app.handler, [
      { method: 'get', path: '/api/staff/invites' },
      { method: 'delete', path: `/api/staff/invites/${invite.id}` },
    ]);
  });
});

describe('the address of a removed admin', () => {
  it('is free for the next admin', async () => {
    const keeper = await signedInAgent(parts.app.handler);
    const leaver = await signedInAgent(parts.app.handler);
    await leaver.put('/api/auth/email').send({ email: 'passed-on@example.org' }).expect(200);
    const leaverId = (await leaver.get('/api/auth/user')).body.user.id;
    const early = await issueStaffToken('invite', { email: 'passed-on@example.org' }, 60_000);
    await accept(early, 'TooEarly').expect(409);
    await keeper.delete(`/api/staff/${leaverId}`).expect(200);
    await accept(early, 'Successor').expect(201);
  });
});

describe('the invites a removed admin sent', () => {
  it('end with them', async () => {
    const keeper = await signedInAgent(parts.app.handler);
    const leaver = await signedInAgent(parts.app.handler);
    await leaver.post('/api/staff/invites').send({ email: 'their-friend@example.org' }).expect(201);
    const token = /accept-invite\?token=([\w-]+)/.exec(
      textOf(await mailTo('their-friend@example.org')),
    )![1];
    const leaverId = (await leaver.get('/api/auth/user')).body.user.id;
    await keeper.delete(`/api/staff/${leaverId}`).expect(200);
    const refused = await accept(token, 'Friend').expect(410);
    expect(refused.body.message).toBe('This link has expired. Please ask for a new one.');
    expect(await UserModel.exists({ usernameKey: 'friend' })).toBeNull();
  });
});
