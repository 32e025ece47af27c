import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { expectAdminOnly } from '../../../test/support/admin-only';
import { mailsQueued, startTestOutboxWorker } from '../../../test/support/mail-worker';
import { formTime, testAppForFile } from '../../../test/support/test-app';
import { MailArchiveModel, OutboxModel } from '../../mail/outbox.model';
import { ContactMessageModel } from '../contact/contact.model';
import { EventModel } from '../events/events.model';
import { RegistrationModel } from '../registrations/registrations.model';
import { SubscriptionModel } from '../subscriptions/subscriptions.model';

const suite = testAppForFile();

const visitor = (email: string) => ({
  name: 'Rachel Green',
  email,
  message: 'Please tell me more about the groups.',
  formIssuedAt: formTime(suite.app.config),
});

/** What the site stores of Rachel, however she typed her address, and of Ross. */
async function storeRachelAndRoss() {
  const event = await EventModel.create({ slug: 'sunday', title: 'Sunday Meditation' });
  const retreat = await EventModel.create({ slug: 'retreat', title: 'Autumn Retreat' });
  const register = (email: string, extra: object = {}) =>
    request(suite.app.handler)
      .post('/api/register')
      .send({ ...visitor(email), eventId: String(event._id), ...extra })
      .expect(201);
  await register('Rachel@Example.org');
  // Another event: a second registration for the same one would add no row.
  await register('RACHEL@example.ORG', { eventId: String(retreat._id) });
  // Caught by the spam trap (its hidden field filled in): still her address.
  await register('rachel@example.org', { website: 'https://spam.example' });
  await register('ross@example.org');
  await request(suite.app.handler)
    .post('/api/contact')
    .send(visitor('rachel@EXAMPLE.org'))
    .expect(201);
  await request(suite.app.handler)
    .post('/api/contact')
    .send(visitor('ross@example.org'))
    .expect(201);
  await request(suite.app.handler)
    .post('/api/newsletter/subscribe')
    .send({ email: 'Rachel@Example.ORG', formIssuedAt: formTime(suite.app.config) })
    .expect(201);
  await request(suite.app.handler)
    .post('/api/newsletter/subscribe')
    .send({ email: 'ross@example.org', formIssuedAt: formTime(suite.app.config) })
    .expect(201);
  // Stored before rows had a lowercased key.
  await RegistrationModel.collection.insertOne({
    eventId: String(event._id),
    name: 'Rachel Green',
    email: 'RaChEl@example.org',
    createdAt: new Date(),
  });
  await ContactMessageModel.collection.insertOne({
    name: 'Rachel Green',
    email: 'rachel@example.ORG',
    message: 'From long ago.',
    createdAt: new Date(),
  });
  // Mail already sent to her, and an hour's digest that names nobody.
  await MailArchiveModel.create([
    archived({ to: ['Rachel@example.org'], subject: 'Welcome' }),
    archived({ to: ['chapter@example.org'], replyTo: 'RACHEL@example.org', subject: 'Notice' }),
    archived({ to: ['chapter@example.org'], subject: 'Many website messages this hour' }),
  ]);
}

const archived = (mail: { to: string[]; replyTo?: string; subject: string }) => ({
  ...mail,
  text: 'Hello.',
  status: 'sent',
  attempts: 1,
  queuedAt: new Date(),
  finishedAt: new Date(),
});

const addressesIn = async (model: { find(): { lean(): PromiseLike<{ email: string }[]> } }) =>
  (await model.find().lean()).map((row) => row.email.toLowerCase()).sort();

describe('POST /api/cms/privacy/erase', () => {
  it('is for admins only, and never cached', async () => {
    await expectAdminOnly(suite.app.handler, [
      { method: 'post', path: '/api/cms/privacy/erase', body: { email: 'rachel@example.org' } },
    ]);
  });

  it("forgets a person's registrations, messages, subscription and mail, however typed", async () => {
    await storeRachelAndRoss();
    const mailToOrFromRachel = {
      $or: [{ to: /rachel@/i }, { replyTo: /rachel@/i }],
    };
    const rachelsMail = await mailsQueued(mailToOrFromRachel);
    expect(rachelsMail).toBeGreaterThanOrEqual(4);

    const response = await suite.admin
      .post('/api/cms/privacy/erase')
      .send({ email: ' rachel@EXAMPLE.org ' })
      .expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      erased: { registrations: 4, messages: 2, subscribers: 1, mails: rachelsMail, mailFiles: 0 },
    });

    expect(await addressesIn(RegistrationModel)).toEqual(['ross@example.org']);
    expect(await addressesIn(ContactMessageModel)).toEqual(['ross@example.org']);
    expect(await addressesIn(SubscriptionModel)).toEqual(['ross@example.org']);
    expect(await mailsQueued(mailToOrFromRachel)).toBe(0);
    expect(await OutboxModel.countDocuments({ to: 'ross@example.org' })).toBeGreaterThan(0);
    expect(await MailArchiveModel.countDocuments({ subject: /Many website/ })).toBe(1);

    // Once forgotten, there is nothing left to erase.
    expect(
      (
        await suite.admin
          .post('/api/cms/privacy/erase')
          .send({ email: 'rachel@example.org' })
          .expect(200)
      ).body,
    ).toEqual({
      erased: { registrations: 0, messages: 0, subscribers: 0, mails: 0, mailFiles: 0 },
    });
  });

  it('forgets every spelling of their mailbox, and the .eml copies of their mail', async () => {
    const event = await EventModel.create({ slug: 'kims-event', title: 'Introduction' });
    const kim = (email: string) => ({ ...visitor(email), name: 'Kim Lee' });
    await request(suite.app.handler)
      .post('/api/newsletter/subscribe')
      .send({ email: 'Kim.Lee@gmail.com', formIssuedAt: formTime(suite.app.config) })
      .expect(201);
    // A confirmation to her and a notice to the chapter with her as Reply-To.
    await request(suite.app.handler)
      .post('/api/register')
      .send({ ...kim('kimlee+events@googlemail.com'), eventId: String(event._id) })
      .expect(201);
    await request(suite.app.handler).post('/api/contact').send(kim('KIMLEE@gmail.com')).expect(201);
    // Someone else: outside Gmail, dots make another mailbox.
    await request(suite.app.handler)
      .post('/api/contact')
      .send(kim('kim.lee@example.org'))
      .expect(201);
    // No SMTP_URL: the worker writes every mail as an .eml file.
    const worker = startTestOutboxWorker(suite.app.config);
    await worker.runOnce();
    await worker.stop();
    const mailFiles = async () => {
      const names = await readdir(suite.app.config.mailDir);
      return Promise.all(
        names.map((name) => readFile(path.join(suite.app.config.mailDir, name), 'utf8')),
      );
    };
    const naming = (text: string) => (file: string) => file.toLowerCase().includes(text);
    const before = await mailFiles();
    expect(before.filter(naming('@g'))).toHaveLength(4);

    const response = await suite.admin
      .post('/api/cms/privacy/erase')
      .send({ email: 'kimlee@gmail.com' })
      .expect(200);
    expect(response.body).toEqual({
      erased: { registrations: 1, messages: 1, subscribers: 1, mails: 4, mailFiles: 4 },
    });
    const after = await mailFiles();
    expect(after).toHaveLength(before.length - 4);
    expect(after.filter(naming('gmail.com'))).toEqual([]);
    expect(after.filter(naming('kim.lee@example.org'))).toHaveLength(1);
    expect(await ContactMessageModel.countDocuments({ email: 'kim.lee@example.org' })).toBe(1);
  });

  it('takes an address literally, never as a pattern', async () => {
    await RegistrationModel.create({ eventId: 'x', name: 'Ross', email: 'ross@example.org' });
    // One from before the lowercased key, which is found by pattern.
    await RegistrationModel.collection.insertOne({ eventId: 'x', email: 'ross@example.org' });
    const before = await RegistrationModel.countDocuments({ email: 'ross@example.org' });
    const response = await suite.admin
      .post('/api/cms/privacy/erase')
      .send({ email: 'r.ss@example.org' })
      .expect(200);
    expect(response.body.erased.registrations).toBe(0);
    expect(await RegistrationModel.countDocuments({ email: 'ross@example.org' })).toBe(before);
  });

  it('never answers 5xx to odd bodies', async () => {
    for (const odd of [null, [], 'text', 42, true]) {
      const response = await suite.admin
        .post('/api/cms/privacy/erase')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(odd));
      expect(response.status).toBe(400);
    }
  });

  it('refuses what is not an email address with 400', async () => {
    for (const body of [{}, { email: 'not an address' }, { email: ['a@example.org'] }])
      expect(
        (await suite.admin.post('/api/cms/privacy/erase').send(body).expect(400)).body,
      ).toEqual({
        message: 'Please enter a valid email address',
        errors: { email: 'Please enter a valid email address' },
      });
  });
});
