import type { Collection } from 'mongoose';
import request, { type Agent, type Test } from 'supertest';
import type { OutboxWorker } from '../mail/outbox-worker';
import { messageList } from '../modules/contact/contact-admin.routes';
import { ContactMessageModel } from '../modules/contact/contact.model';
import { EventModel } from '../modules/events/events.model';
import { registrationList } from '../modules/registrations/registration-list';
import { RegistrationModel } from '../modules/registrations/registrations.model';
import { subscriberList } from '../modules/subscriptions/subscriptions-admin.routes';
import { SubscriptionModel } from '../modules/subscriptions/subscriptions.model';
import { expectAdminOnly } from '../../test/support/admin-only';
import { readCsv } from '../../test/support/csv';
import { nextYear } from '../../test/support/registrations';
import { withMailingTestApp } from '../../test/support/mailing-test-app';
import { SmtpSink, textOf } from '../../test/support/smtp-sink';
import { eventually, formTime, signedInAgent, type TestApp } from '../../test/support/test-app';
import { HELD_DAYS, purgeHeld } from './admin-list';

const SITE = 'https://site.example';
const DAY_MS = 24 * 60 * 60 * 1000;

let app: TestApp;
let admin: Agent;
let smtp: SmtpSink;
let worker: OutboxWorker;
let eventId: string;

withMailingTestApp(
  {
    SITE_URL: SITE,
    CONTACT_EMAIL: 'office@example.org',
    DEFAULT_REGISTRATION_EMAIL: 'events@example.org',
  },
  (parts) => ({ app, smtp, worker } = parts),
);

beforeAll(async () => {
  admin = await signedInAgent(app.handler);
  const event = await EventModel.create({
    slug: 'autumn-retreat',
    title: 'Autumn Retreat',
    date: '12',
    month: 'October',
    year: 2027,
    time: '9:00 AM - 5:00 PM',
    registrationEmail: 'retreats@example.org',
  });
  eventId = String(event._id);
});
beforeEach(async () => {
  await Promise.all([
    RegistrationModel.deleteMany({}),
    ContactMessageModel.deleteMany({}),
    SubscriptionModel.deleteMany({}),
  ]);
  await worker.runOnce();
  smtp.received.length = 0;
});

const visitor = () => request(app.handler);
/**
 * The spam trap's fields: a bot's post carries no signed time of the site's; a person's form
 * the one its page was sent with, 10 s before.
 */
type Trap = () => object;
const bot: Trap = () => ({});
const person: Trap = () => ({ formIssuedAt: formTime(app.config) });

const register = (email: string, trap: Trap) =>
  visitor()
    .post('/api/register')
    .send({ eventId, name: 'Ann Lee', email, additionalMessage: 'First time.', ...trap() })
    .expect(201);
const subscribe = (email: string, trap: Trap) =>
  visitor()
    .post('/api/newsletter/subscribe')
    .send({ email, name: 'Sue', ...trap() })
    .expect(201);
const contact = (email: string, trap: Trap) =>
  visitor()
    .post('/api/contact')
    .send({ name: 'Tom Baker', email, message: 'Is there a group for beginners?', ...trap() })
    .expect(201);

const idOf = async (model: { collection: Collection }, email: string) =>
  String((await model.collection.findOne({ email }))!._id);

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
/** The mails that reached each address once the outbox has been worked through. */
async function mailCounts(...addresses: string[]): Promise<Record<string, number>> {
  await worker.runOnce();
  return Object.fromEntries(addresses.map((address) => [address, mailsTo(address).length]));
}

/** Releases a held record; a second release is refused, as it is held no more. */
async function releaseOnce(kind: string, id: string, label: string) {
  const release = () => admin.post(`/api/cms/${kind}/${id}/release`);
  expect((await release().expect(200)).body).toEqual({ message: `${label} released` });
  expect((await release().expect(409)).body).toEqual({ message: `${label} is not held` });
}

const emails = (body: Record<string, { email: string }[]>, plural: string) =>
  body[plural].map((row) => row.email);
const listed = async (path: string) => {
  const plural = path.split('?')[0].split('/').pop()!;
  return emails((await admin.get(path).expect(200)).body, plural);
};

describe('what the spam trap holds', () => {
  it('is released by admins only, with the cross-site write protection', async () => {
    await register('bot@example.org', bot);
    const id = await idOf(RegistrationModel, 'bot@example.org');
    await expectAdminOnly(app.handler, [
      { method: 'get', path: '/api/cms/registrations?held=true' },
      { method: 'get', path: '/api/cms/subscribers?held=true' },
      { method: 'post', path: `/api/cms/registrations/${id}/release` },
      { method: 'post', path: `/api/cms/subscribers/${id}/release` },
      { method: 'post', path: `/api/cms/messages/${id}/release` },
    ]);
    const crossSite = await admin
      .post(`/api/cms/registrations/${id}/release`)
      .set('Origin', 'https://evil.example')
      .expect(403);
    expect(crossSite.body).toEqual({ message: 'Requests from other sites are not accepted' });
    expect(await RegistrationModel.findById(id).lean()).toMatchObject({ spam: true });
    expect(await mailCounts('bot@example.org', 'retreats@example.org')).toEqual({
      'bot@example.org': 0,
      'retreats@example.org': 0,
    });
  });

  it('is listed with the held filters, and left out of the lists, counts and CSV people read', async () => {
    await register('ann@example.org', person);
    await register('bot@example.org', bot);
    await subscribe('sue@example.org', person);
    await subscribe('bot@example.org', bot);
    await contact('tom@example.org', person);
    await contact('bot@example.org', bot);

    expect(await listed('/api/cms/registrations')).toEqual(['ann@example.org']);
    expect(await listed('/api/cms/registrations?held=false')).toEqual(['ann@example.org']);
    const held = (await admin.get(`/api/cms/registrations?held=true&eventId=${eventId}`)).body;
    expect(held).toMatchObject({
      registrations: [{ email: 'bot@example.org', held: true, name: 'Ann Lee' }],
      total: 1,
    });
    expect((await admin.get('/api/cms/registrations/counts').expect(200)).body).toEqual({
      counts: { [eventId]: 1 },
      waitlisted: {},
    });
    const csv = readCsv(await admin.get('/api/cms/registrations/export.csv?held=true'));
    expect(csv.rows.map((row) => row.join(' '))).toEqual([
      expect.stringContaining('ann@example.org'),
    ]);

    expect(await listed('/api/cms/subscribers')).toEqual(['sue@example.org']);
    expect((await admin.get('/api/cms/subscribers?held=true').expect(200)).body).toMatchObject({
      subscribers: [{ email: 'bot@example.org', held: true, status: 'pending' }],
      total: 1,
    });
    expect(await listed('/api/cms/subscribers?held=true&status=pending')).toEqual([
      'bot@example.org',
    ]);

    expect(await listed('/api/cms/messages?status=open')).toEqual(['tom@example.org']);
    expect(await listed('/api/cms/messages?status=spam')).toEqual(['bot@example.org']);

    expect((await admin.get('/api/cms/registrations?held=yes').expect(400)).body).toEqual({
      message: 'held must be true or false',
      errors: { held: 'held must be true or false' },
    });
  });

  it('is released: a registration becomes a person’s and sends its notice and confirmation once', async () => {
    await register('ann@example.org', bot);
    const id = await idOf(RegistrationModel, 'ann@example.org');
    // Listed first, so the list's index is built before the release changes the row.
    expect(await listed('/api/cms/registrations?held=true')).toEqual(['ann@example.org']);

    await releaseOnce('registrations', id, 'Registration');
    const confirmation = await eventually(() => mailsTo('ann@example.org')[0]);
    expect(confirmation.header('Subject')).toBe("You're registered: Autumn Retreat");
    expect(confirmation.raw).toContain('text/calendar');
    const notice = await eventually(() => mailsTo('retreats@example.org')[0]);
    expect(notice.header('Subject')).toBe('New registration: Autumn Retreat');
    expect(textOf(notice)).toContain('Ann Lee <ann@example.org> registered through the website.');

    expect(await mailCounts('ann@example.org', 'retreats@example.org')).toEqual({
      'ann@example.org': 1,
      'retreats@example.org': 1,
    });
    expect(await listed('/api/cms/registrations?held=true')).toEqual([]);
    expect((await admin.get('/api/cms/registrations').expect(200)).body).toMatchObject({
      registrations: [{ email: 'ann@example.org', held: false }],
    });
    expect((await admin.get('/api/cms/registrations/counts').expect(200)).body).toEqual({
      counts: { [eventId]: 1 },
      waitlisted: {},
    });
  });

  it('is dropped when released after the person registered themselves: one each', async () => {
    await register('ann@example.org', bot);
    const id = await idOf(RegistrationModel, 'ann@example.org');
    await register('ann@example.org', person);
    await worker.runOnce();
    smtp.received.length = 0;
    expect((await admin.post(`/api/cms/registrations/${id}/release`).expect(200)).body).toEqual({
      message: 'Registration released',
    });
    expect(await RegistrationModel.exists({ _id: id })).toBeNull();
    expect(await listed('/api/cms/registrations')).toEqual(['ann@example.org']);
    expect(await mailCounts('ann@example.org')).toEqual({ 'ann@example.org': 0 });
  });

  it('is released into a free place of an event with a capacity', async () => {
    const small = await EventModel.create({
      slug: 'small-circle',
      title: 'Small Circle',
      ...nextYear(),
      capacity: 1,
    });
    await visitor()
      .post('/api/register')
      .send({ eventId: String(small._id), name: 'Ann Lee', email: 'ann@example.org' })
      .expect(201);
    const id = await idOf(RegistrationModel, 'ann@example.org');
    await admin.post(`/api/cms/registrations/${id}/release`).expect(200);
    expect(await RegistrationModel.findById(id).lean()).toMatchObject({
      spam: false,
      status: 'confirmed',
    });
    const confirmation = await eventually(() => mailsTo('ann@example.org')[0]);
    expect(confirmation.header('Subject')).toBe("You're registered: Small Circle");
  });

  it('stays held for an event cancelled meanwhile: nobody is told of a place', async () => {
    await register('ann@example.org', bot);
    const id = await idOf(RegistrationModel, 'ann@example.org');
    await EventModel.updateOne({ _id: eventId }, { $set: { status: 'cancelled' } });
    try {
      const refused = await admin.post(`/api/cms/registrations/${id}/release`).expect(409);
      expect(refused.body.message).toBe(
        'The event is cancelled: this registration stays held. Delete it, or leave it to be purged.',
      );
    } finally {
      await EventModel.updateOne({ _id: eventId }, { $set: { status: 'scheduled' } });
    }
    expect(await RegistrationModel.findById(id).lean()).toMatchObject({ spam: true });
    expect(await mailCounts('ann@example.org')).toEqual({ 'ann@example.org': 0 });
  });

  it('sends its mails once however many releases arrive at once', async () => {
    await register('ann@example.org', bot);
    const id = await idOf(RegistrationModel, 'ann@example.org');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => admin.post(`/api/cms/registrations/${id}/release`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await mailCounts('ann@example.org', 'retreats@example.org')).toEqual({
      'ann@example.org': 1,
      'retreats@example.org': 1,
    });
  });

  it('is released: a subscription becomes pending and its link to confirm goes out once, and works', async () => {
    await subscribe('sue@example.org', bot);
    const id = await idOf(SubscriptionModel, 'sue@example.org');
    await releaseOnce('subscribers', id, 'Subscriber');
    expect(await mailCounts('sue@example.org')).toEqual({ 'sue@example.org': 1 });
    const link = new RegExp(`${SITE}/newsletter/confirm\\?token=([\\w.-]+)`).exec(
      textOf(mailsTo('sue@example.org')[0]),
    );
    expect(await listed('/api/cms/subscribers?status=pending')).toEqual(['sue@example.org']);
    await visitor().post('/api/newsletter/confirm').send({ token: link![1] }).expect(200);
    expect(await listed('/api/cms/subscribers?status=confirmed')).toEqual(['sue@example.org']);
  });

  it('is released: a message becomes open and the chapter gets its notice once', async () => {
    await contact('tom@example.org', bot);
    const id = await idOf(ContactMessageModel, 'tom@example.org');
    await releaseOnce('messages', id, 'Message');
    expect(await mailCounts('office@example.org')).toEqual({ 'office@example.org': 1 });
    expect(mailsTo('office@example.org')[0].header('Reply-To')).toBe('tom@example.org');
    expect(await listed('/api/cms/messages?status=open')).toEqual(['tom@example.org']);
    expect(await listed('/api/cms/messages?status=spam')).toEqual([]);
  });

  it('releases a message an admin filed as spam back to open without mailing its notice again', async () => {
    await contact('tom@example.org', person);
    const id = await idOf(ContactMessageModel, 'tom@example.org');
    expect(await mailCounts('office@example.org')).toEqual({ 'office@example.org': 1 });
    await admin.patch(`/api/cms/messages/${id}`).send({ status: 'spam' }).expect(200);
    await admin.post(`/api/cms/messages/${id}/release`).expect(200);
    expect(await listed('/api/cms/messages?status=open')).toEqual(['tom@example.org']);
    expect(await mailCounts('office@example.org')).toEqual({ 'office@example.org': 1 });
  });

  it('takes a held message filed as open or handled out of the hold: the chapter is told, the purge spares it', async () => {
    await contact('tom@example.org', bot);
    const id = await idOf(ContactMessageModel, 'tom@example.org');
    await admin.patch(`/api/cms/messages/${id}`).send({ status: 'handled' }).expect(200);
    expect(await ContactMessageModel.findById(id).lean()).toMatchObject({
      status: 'handled',
      spam: false,
    });
    expect(await mailCounts('office@example.org')).toEqual({ 'office@example.org': 1 });
    expect(await purgeHeld([messageList], Date.now() + (HELD_DAYS + 1) * DAY_MS)).toBe(0);
    // A list still showing it held releases it no more: it is handled, and nobody is mailed.
    await admin.post(`/api/cms/messages/${id}/release`).expect(409);
    expect(await ContactMessageModel.findById(id).lean()).toMatchObject({ status: 'handled' });
    expect(await mailCounts('office@example.org')).toEqual({ 'office@example.org': 1 });
  });

  /** A message the trap held, on its own, with what four `press`es of it at once answered. */
  async function heldMessagePressedFourTimes(email: string, press: (id: string) => Test) {
    await ContactMessageModel.deleteMany({});
    smtp.received.length = 0;
    await contact(email, bot);
    const id = await idOf(ContactMessageModel, email);
    return { id, answers: await Promise.all([1, 2, 3, 4].map(() => press(id))) };
  }

  it('files a held message out of the hold once when four requests file it at once', async () => {
    for (let round = 0; round < 4; round++) {
      const { id, answers } = await heldMessagePressedFourTimes(`ida${round}@example.org`, (id) =>
        admin.patch(`/api/cms/messages/${id}`).send({ status: 'handled' }),
      );
      expect(answers.filter(({ status }) => status === 200).length).toBeGreaterThanOrEqual(1);
      expect(answers.every(({ status }) => status === 200 || status === 409)).toBe(true);
      expect([round, await ContactMessageModel.findById(id).lean()]).toEqual([
        round,
        expect.objectContaining({ status: 'handled', spam: false }),
      ]);
      expect(await mailCounts('office@example.org')).toEqual({ 'office@example.org': 1 });
    }
  });

  it('releases a held message pressed four times at once: one notice, and a person’s message after', async () => {
    for (let round = 0; round < 4; round++) {
      const { id, answers } = await heldMessagePressedFourTimes(`tom${round}@example.org`, (id) =>
        admin.post(`/api/cms/messages/${id}/release`),
      );
      expect(answers.map(({ status }) => status).sort()).toEqual([200, 409, 409, 409]);
      expect([round, await ContactMessageModel.findById(id).lean()]).toEqual([
        round,
        expect.objectContaining({ status: 'open', spam: false }),
      ]);
      expect(await mailCounts('office@example.org')).toEqual({ 'office@example.org': 1 });
    }
  });

  it('answers 404 for what is not there and 400 for a malformed id, and changes nothing', async () => {
    await register('ann@example.org', bot);
    for (const kind of ['registrations', 'subscribers', 'messages'])
      expect(
        (await admin.post(`/api/cms/${kind}/65a0000000000000000000a1/release`).expect(404)).body,
      ).toEqual({
        message: expect.stringMatching(/^(Registration|Subscriber|Message) not found$/),
      });
    await admin.post('/api/cms/registrations/not-an-id/release').expect(400);
    expect(await RegistrationModel.findOne().lean()).toMatchObject({ spam: true });
    expect(await mailCounts('ann@example.org')).toEqual({ 'ann@example.org': 0 });
  });

  it(`is purged after ${HELD_DAYS} days; people's rows are kept`, async () => {
    await register('ann@example.org', person);
    await register('bot@example.org', bot);
    await subscribe('sue@example.org', person);
    await subscribe('bot@example.org', bot);
    await contact('tom@example.org', person);
    await contact('bot@example.org', bot);
    const lists = [registrationList, messageList, subscriberList];
    // Listed first, so the lists' indexes must notice the purge.
    expect(await listed('/api/cms/registrations?held=true')).toEqual(['bot@example.org']);

    expect(await purgeHeld(lists, Date.now() + (HELD_DAYS - 1) * DAY_MS)).toBe(0);
    expect(await listed('/api/cms/messages?status=spam')).toEqual(['bot@example.org']);
    expect(await purgeHeld(lists, Date.now() + (HELD_DAYS + 1) * DAY_MS)).toBe(3);

    expect(await listed('/api/cms/registrations?held=true')).toEqual([]);
    expect(await listed('/api/cms/subscribers?held=true')).toEqual([]);
    expect(await listed('/api/cms/messages?status=spam')).toEqual([]);
    expect(await listed('/api/cms/registrations')).toEqual(['ann@example.org']);
    expect(await listed('/api/cms/subscribers')).toEqual(['sue@example.org']);
    expect(await listed('/api/cms/messages')).toEqual(['tom@example.org']);
  });
});
