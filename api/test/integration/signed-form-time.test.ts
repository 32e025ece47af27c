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
import { ASK_AGAIN } from '@da-boulder/contracts';
import { formIssuedAt } from '@da-boulder/server-kit/form-issued-at';

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
const shellToken = (ms: number, secret = SECRET) => formIssuedAt(secret).signed(ms);

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
      });

  // Held: surely a bot, stored, answered as a person's, mailed to nobody.
  it.each([
    {
      sent: 'with the honeypot filled',
      trap: () => ({ formIssuedAt: renderedAgo(60), website: 'x' }),
    },
    {
      sent: 'forged: signed with another secret',
      trap: () => ({ formIssuedAt: shellToken(Date.now() - 60_000, 'not-the-secret') }),
    },
    {
      sent: 'forged: an earlier time under the signature of another',
      trap: () => ({ formIssuedAt: `${Date.now() - 60_000}.${renderedAgo(1).split('.')[1]}` }),
    },
    { sent: 'malformed', trap: () => ({ formIssuedAt: 'yesterday' }) },
    {
      sent: 'signed for a minute ahead, beyond clock skew',
      trap: () => ({ formIssuedAt: renderedAgo(-60) }),
    },
    { sent: 'without one (an API client, or a bot)', trap: () => ({}) },
    { sent: 'with a blank one', trap: () => ({ formIssuedAt: '' }) },
    { sent: 'with a fill time of its own saying 10 s', trap: () => ({ fillMs: 10_000 }) },
  ])('holds a contact form $sent', async ({ trap }) => {
    await contact(trap()).expect(201);
    const stored = await ContactMessageModel.findOne({ email: 'tom@example.org' }).lean();
    expect({ spam: stored?.spam, status: stored?.status }).toEqual({ spam: true, status: 'spam' });
  });

  it.each([
    { sent: '2.5 s after its page', trap: () => ({ formIssuedAt: renderedAgo(2.5) }) },
    { sent: '10 minutes after its page', trap: () => ({ formIssuedAt: renderedAgo(600) }) },
  ])('takes a contact form sent $sent as a person’s', async ({ trap }) => {
    await contact(trap()).expect(201);
    const stored = await ContactMessageModel.findOne({ email: 'tom@example.org' }).lean();
    expect({ spam: stored?.spam, status: stored?.status }).toEqual({ spam: false, status: 'open' });
  });

  it.each([
    { sent: '1 s after its page (autofill and a quick press)', secondsAgo: 1 },
    { sent: 'two days after its page (a tab left open)', secondsAgo: 2 * 24 * 60 * 60 },
  ])(
    'asks again for a contact form sent $sent, stores nothing, and takes the second press',
    async ({ secondsAgo }) => {
      const first = await contact({ formIssuedAt: renderedAgo(secondsAgo) }).expect(409);
      expect(first.body).toEqual({
        message: ASK_AGAIN,
        formIssuedAt: expect.stringMatching(/^\d{13}\.[\w-]{43}$/),
      });
      expect(await ContactMessageModel.countDocuments()).toBe(0);
      // The page again carries the time the API gave: pressed again at once, it goes through.
      await contact({ formIssuedAt: first.body.formIssuedAt }).expect(201);
      const stored = await ContactMessageModel.findOne({ email: 'tom@example.org' }).lean();
      expect({ spam: stored?.spam, status: stored?.status }).toEqual({
        spam: false,
        status: 'open',
      });
      await eventually(() =>
        smtp.received.some((mail) => mail.header('Reply-To') === 'tom@example.org'),
      );
    },
  );

  it('decides for every public form: a person’s is stored and mailed, a quick one asked again, a bot’s held', async () => {
    const send = (path: string, body: object) => request(app.handler).post(path).send(body);
    const person = { formIssuedAt: renderedAgo(2.5) };
    const quick = { formIssuedAt: renderedAgo(1) };
    const bot = {};
    const registration = { eventId, name: 'Ann Lee', additionalMessage: '' };
    for (const [path, body] of [
      ['/api/register', { ...registration, email: 'quick-reg@example.org', ...quick }],
      ['/api/newsletter/subscribe', { email: 'quick-sub@example.org', ...quick }],
    ] as const)
      expect((await send(path, body)).status).toBe(409);
    await send('/api/register', { ...registration, email: 'bot-reg@example.org', ...bot }).expect(
      201,
    );
    await send('/api/newsletter/subscribe', { email: 'bot-sub@example.org', ...bot }).expect(201);
    await send('/api/register', { ...registration, email: 'ann@example.org', ...person }).expect(
      201,
    );
    await send('/api/newsletter/subscribe', { email: 'sue@example.org', ...person }).expect(201);

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
    for (const address of ['bot-reg', 'bot-sub', 'quick-reg', 'quick-sub'])
      expect(await mailedTo(`${address}@example.org`)).toBe(false);
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
