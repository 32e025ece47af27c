import { createHmac } from 'node:crypto';
import request from 'supertest';
import { MailArchiveModel, OutboxModel } from '../../src/mail/outbox.model';
import { ContactMessageModel } from '../../src/modules/contact/contact.model';
import { EventModel } from '../../src/modules/events/events.model';
import { RegistrationModel } from '../../src/modules/registrations/registrations.model';
import { SubscriptionModel } from '../../src/modules/subscriptions/subscriptions.model';
import { withMailingTestApp } from '../support/mailing-test-app';
import { SmtpSink } from '../support/smtp-sink';
import { eventually, type TestApp } from '../support/test-app';
import { formIssuedAt } from '../../../shell/server/form-issued-at.mjs';

const SECRET = 'a-session-secret-the-shell-shares-with-the-api';

/**
 * The agreed format, written here from its words alone: `<ms>.<sig>`, sig base64url
 * HMAC-SHA256 of `<ms>` under HMAC-SHA256(SESSION_SECRET, 'form issued at').
 */
function tokenByTheFormat(ms: number): string {
  const key = createHmac('sha256', SECRET).update('form issued at').digest();
  return `${ms}.${createHmac('sha256', key).update(String(ms)).digest('base64url')}`;
}

/** What the shell writes into a form it rendered at `ms`: its own signer, so both sides meet here. */
const shellToken = (ms: number, secret = SECRET) => formIssuedAt(secret, { now: () => ms }).issue();

/** A form the shell rendered `secondsAgo` ago. */
const renderedAgo = (secondsAgo: number) => shellToken(Date.now() - secondsAgo * 1000);

let app: TestApp;
let smtp: SmtpSink;
let eventId: string;

// FORM_MIN_FILL_SECONDS left at its default.
withMailingTestApp(
  {
    SESSION_SECRET: SECRET,
    CONTACT_EMAIL: 'office@example.org',
    DEFAULT_REGISTRATION_EMAIL: 'events@example.org',
  },
  (parts) => ({ app, smtp } = parts),
);

beforeAll(async () => {
  const event = await EventModel.create({
    slug: 'sunday-sit',
    title: 'Sunday Sit',
    date: '7',
    month: 'March',
    year: 2027,
  });
  eventId = String(event._id);
});
// The shared set-up empties the SMTP sink's inbox before each test.
beforeEach(async () => {
  await ContactMessageModel.deleteMany({});
});

/** Whether anything was ever queued to `address` (held submissions queue nothing). */
async function mailedTo(address: string): Promise<boolean> {
  const [waiting, archived] = await Promise.all([
    OutboxModel.countDocuments({ to: address }),
    MailArchiveModel.countDocuments({ to: address }),
  ]);
  return waiting + archived > 0;
}

describe('the signed form time', () => {
  it('is made as the agreed format says', () => {
    const ms = 1_790_000_000_123;
    expect(shellToken(ms)).toBe(tokenByTheFormat(ms));
    expect(shellToken(ms)).toMatch(/^1790000000123\.[\w-]{43}$/);
  });

  const contact = (trap: object) =>
    request(app.handler)
      .post('/api/contact')
      .send({
        name: 'Tom Baker',
        email: 'tom@example.org',
        message: 'I would like to join.',
        ...trap,
      })
      .expect(201);

  it.each([
    {
      sent: 'rendered 2.5 s before it was sent',
      trap: () => ({ formIssuedAt: renderedAgo(2.5) }),
      held: false,
    },
    {
      sent: 'rendered 1 s before it was sent',
      trap: () => ({ formIssuedAt: renderedAgo(1) }),
      held: true,
    },
    {
      sent: 'rendered long ago, whatever fillMs the browser says',
      trap: () => ({ formIssuedAt: renderedAgo(600), fillMs: 5 }),
      held: false,
    },
    {
      sent: 'forged: signed with another secret',
      trap: () => ({
        formIssuedAt: shellToken(Date.now() - 60_000, 'not-the-secret'),
        fillMs: 60_000,
      }),
      held: true,
    },
    {
      sent: 'forged: an earlier time under the signature of another',
      trap: () => ({ formIssuedAt: `${Date.now() - 60_000}.${renderedAgo(1).split('.')[1]}` }),
      held: true,
    },
    { sent: 'malformed', trap: () => ({ formIssuedAt: 'yesterday' }), held: true },
    {
      sent: 'signed for a minute ahead, beyond clock skew',
      trap: () => ({ formIssuedAt: renderedAgo(-60) }),
      held: true,
    },
    {
      sent: 'without one, fillMs 10 s (an API client)',
      trap: () => ({ fillMs: 10_000 }),
      held: false,
    },
    { sent: 'without one, fillMs 0.5 s', trap: () => ({ fillMs: 500 }), held: true },
    { sent: 'without one, and no fillMs either', trap: () => ({}), held: false },
    {
      sent: 'with a blank one, fillMs 0.5 s',
      trap: () => ({ formIssuedAt: '', fillMs: 500 }),
      held: true,
    },
    {
      sent: 'with a blank one, fillMs 10 s',
      trap: () => ({ formIssuedAt: '', fillMs: 10_000 }),
      held: false,
    },
  ])('a contact form $sent: held $held', async ({ trap, held }) => {
    await contact(trap());
    const stored = await ContactMessageModel.findOne({ email: 'tom@example.org' }).lean();
    expect({ spam: stored?.spam, status: stored?.status }).toEqual(
      held ? { spam: true, status: 'spam' } : { spam: false, status: 'open' },
    );
  });

  it('decides for every public form: 2.5 s after rendering is a person, 1 s is held and mails nobody', async () => {
    const send = (path: string, body: object) =>
      request(app.handler).post(path).send(body).expect(201);
    const person = { formIssuedAt: renderedAgo(2.5) };
    const bot = { formIssuedAt: renderedAgo(1) };
    const registration = { eventId, name: 'Ann Lee', additionalMessage: '' };
    await send('/api/register', { ...registration, email: 'bot-reg@example.org', ...bot });
    await send('/api/newsletter/subscribe', { email: 'bot-sub@example.org', ...bot });
    await send('/api/register', { ...registration, email: 'ann@example.org', ...person });
    await send('/api/newsletter/subscribe', { email: 'sue@example.org', ...person });

    expect(
      (await RegistrationModel.find().sort({ email: 1 }).lean()).map(({ email, spam }) => ({
        email,
        spam,
      })),
    ).toEqual([
      { email: 'ann@example.org', spam: false },
      { email: 'bot-reg@example.org', spam: true },
    ]);
    expect(
      (await SubscriptionModel.find().sort({ email: 1 }).lean()).map(({ email, spam }) => ({
        email,
        spam,
      })),
    ).toEqual([
      { email: 'bot-sub@example.org', spam: true },
      { email: 'sue@example.org', spam: false },
    ]);
    // The person's: the chapter's notice, the confirmation and the link to confirm.
    const recipients = () =>
      smtp.received.flatMap((mail) => mail.to).filter((to) => !to.startsWith('office@'));
    await eventually(() => recipients().length === 3);
    expect(recipients().sort()).toEqual([
      'ann@example.org',
      'events@example.org',
      'sue@example.org',
    ]);
    expect(await mailedTo('bot-reg@example.org')).toBe(false);
    expect(await mailedTo('bot-sub@example.org')).toBe(false);
  });

  it('answers 400 for a formIssuedAt that is not text, and stores nothing', async () => {
    const response = await request(app.handler)
      .post('/api/contact')
      .send({
        name: 'Tom Baker',
        email: 'tom@example.org',
        message: 'I would like to join.',
        formIssuedAt: 1_790_000_000_000,
      })
      .expect(400);
    expect(response.body.errors).toHaveProperty('formIssuedAt');
    expect(await ContactMessageModel.countDocuments()).toBe(0);
  });
});
