import request from 'supertest';
import { withMailingTestApp } from '../../test/support/mailing-test-app';
import { SmtpSink, type ReceivedMail } from '../../test/support/smtp-sink';
import { formTime, type TestApp } from '../../test/support/test-app';
import { mailboxOf } from '../db/email-key';
import { EventModel } from '../modules/events/events.model';
import { SubscriptionModel } from '../modules/subscriptions/subscriptions.model';
import type { OutboxWorker } from './outbox-worker';

describe('mailboxOf folds what mail providers fold', () => {
  it.each([
    ['victim@example.org', 'victim@example.org'],
    ['Victim@Example.ORG', 'victim@example.org'],
    ['  victim@example.org ', 'victim@example.org'],
    ['victim+news@example.org', 'victim@example.org'],
    ['victim+a+b@example.org', 'victim@example.org'],
    // Dots matter to most providers: only Gmail ignores them.
    ['v.ictim@example.org', 'v.ictim@example.org'],
    ['victim@gmail.com', 'victim@gmail.com'],
    ['v.ictim@gmail.com', 'victim@gmail.com'],
    ['V.I.C.T.I.M@GMAIL.COM', 'victim@gmail.com'],
    ['vic.tim+promo@gmail.com', 'victim@gmail.com'],
    ['victim@googlemail.com', 'victim@gmail.com'],
    ['v.ictim+x@GoogleMail.com', 'victim@gmail.com'],
    // Only the domains themselves, not look-alikes or subdomains.
    ['v.ictim@gmail.co', 'v.ictim@gmail.co'],
    ['v.ictim@mail.gmail.com', 'v.ictim@mail.gmail.com'],
    ['"a@b"@example.org', '"a@b"@example.org'],
  ])('%s is %s', (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });
});

// Each test sends a dozen requests and waits for their mail through SMTP.
jest.setTimeout(30_000);

const NETWORK_CAP = 3;
let app: TestApp;
let smtp: SmtpSink;
let worker: OutboxWorker;
withMailingTestApp(
  { VISITOR_MAILS_PER_NETWORK_PER_HOUR: String(NETWORK_CAP) },
  (parts) => ({ app, smtp, worker } = parts),
);

/** A subscribe from the client address `ip` (as the shell states it). */
const subscribe = (email: string, ip: string) =>
  request(app.handler)
    .post('/api/newsletter/subscribe')
    .set('X-Real-IP', ip)
    .send({ email, formIssuedAt: formTime(app.config) })
    .expect(201);

/** Every mail the outbox held, sent through the real SMTP server. */
async function sentMails(): Promise<ReceivedMail[]> {
  await worker.runOnce();
  return smtp.received;
}

/** The recipients, sorted, of the mails sent to addresses that start with `prefix`. */
async function sentTo(prefix: string): Promise<string[]> {
  return (await sentMails())
    .map((mail) => mail.to[0])
    .filter((to) => to.startsWith(prefix))
    .sort();
}

describe('automatic mails to one mailbox: 3 a day, however the address is written', () => {
  it('gives 9 spellings of one Gmail address 3 mails, and stores every subscription', async () => {
    const spellings = [
      'victim@gmail.com',
      'v.ictim@gmail.com',
      'vi.ctim@gmail.com',
      'v.i.c.t.i.m@gmail.com',
      'victim@googlemail.com',
      'Victim@Gmail.com',
      'victim+prize@gmail.com',
      'vic.tim+x@googlemail.com',
      'vict.im@googlemail.com',
    ];
    // From as many networks: only the mailbox limits them.
    for (const [index, email] of spellings.entries()) await subscribe(email, `10.${index}.0.1`);
    const mails = await sentMails();
    expect(mails.flatMap((mail) => mail.to.map(mailboxOf))).toEqual(
      Array(3).fill('victim@gmail.com'),
    );
    // Stored as typed (lowercased): Victim@Gmail.com is victim@gmail.com's second request.
    expect(await SubscriptionModel.countDocuments({ email: /@g(oogle)?mail\.com$/ })).toBe(8);
  });
});

describe('automatic mails set off from one network: VISITOR_MAILS_PER_NETWORK_PER_HOUR', () => {
  it('counts an IPv4 /24 as one sender; past the cap the submission is still stored', async () => {
    for (const host of [1, 2, 3]) await subscribe(`v4-${host}@example.org`, `192.0.2.${host}`);
    // Over the cap: stored, answered as usual, no mail.
    await subscribe('v4-4@example.org', '192.0.2.254');
    // Another /24 has its own count.
    await subscribe('v4-6@example.org', '192.0.3.1');

    expect(await sentTo('v4-')).toEqual([
      'v4-1@example.org',
      'v4-2@example.org',
      'v4-3@example.org',
      'v4-6@example.org',
    ]);
    expect(await SubscriptionModel.countDocuments({ email: /^v4-/ })).toBe(5);
  });

  it("never holds back a registration's own confirmation, nor counts it", async () => {
    const event = await EventModel.create({ slug: 'intro', title: 'Introduction' });
    const register = (email: string, ip: string) =>
      request(app.handler)
        .post('/api/register')
        .set('X-Real-IP', ip)
        .send({
          name: 'Ann Lee',
          email,
          eventId: String(event._id),
          formIssuedAt: formTime(app.config),
        })
        .expect(201);
    // The mailbox's 3 a day used up by a stranger's subscriptions, from as many networks.
    for (const tag of [1, 2, 3]) await subscribe(`alice+${tag}@example.org`, `10.1.${tag}.1`);
    await register('alice@example.org', '10.9.0.1');
    // And the network's share: registrations still go, and leave the share to subscriptions.
    for (const host of [1, 2, 3, 4]) await register(`net-${host}@example.org`, `10.8.0.${host}`);
    await subscribe('net-sub@example.org', '10.8.0.99');

    expect((await sentMails()).filter((mail) => mail.to[0] === 'alice@example.org')).toEqual([
      expect.objectContaining({ raw: expect.stringContaining("You're registered: Introduction") }),
    ]);
    expect(await sentTo('net-')).toEqual([
      'net-1@example.org',
      'net-2@example.org',
      'net-3@example.org',
      'net-4@example.org',
      'net-sub@example.org',
    ]);
  });

  it('counts an IPv6 /48 as one sender', async () => {
    const sameNetwork = [
      '2001:db8:1:1::1',
      '2001:db8:1:2::1',
      '2001:db8:1:ffff::9',
      '2001:db8:1::5',
    ];
    for (const [index, ip] of sameNetwork.entries()) await subscribe(`v6-${index}@example.org`, ip);
    await subscribe('v6-other@example.org', '2001:db8:2::1');
    expect(await sentTo('v6-')).toEqual([
      'v6-0@example.org',
      'v6-1@example.org',
      'v6-2@example.org',
      'v6-other@example.org',
    ]);
  });

  it("leaves a mailbox's count alone when the network's cap stops its mail", async () => {
    for (const host of [1, 2, 3])
      await subscribe(`filler-${host}@example.org`, `198.51.100.${host}`);
    // Refused by the network cap three times: the mailbox's own 3 a day are untouched.
    for (let n = 0; n < 3; n++) await subscribe('kept@example.org', '198.51.100.50');
    await subscribe('kept@example.org', '203.0.113.1');
    expect(await sentTo('kept@example.org')).toEqual(['kept@example.org']);
  });
});
