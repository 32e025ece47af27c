import { createHmac } from 'node:crypto';
import request from 'supertest';
import { ALREADY_UNSUBSCRIBED } from '@da-boulder/contracts';
import type { OutboxWorker } from '../../mail/outbox-worker';
import { MailArchiveModel } from '../../mail/outbox.model';
import { erasePerson } from '../privacy/privacy.service';
import { withMailingTestApp } from '../../../test/support/mailing-test-app';
import { SmtpSink, textOf } from '../../../test/support/smtp-sink';
import { eventually, formTime, type TestApp } from '../../../test/support/test-app';
import { subscriptionTokens } from './subscription-tokens';
import { SubscriptionModel } from './subscriptions.model';

const SITE = 'https://site.example.org';
const DAY_MS = 24 * 60 * 60 * 1000;

let app: TestApp;
let smtp: SmtpSink;
let worker: OutboxWorker;
// The trailing slash is the kind of thing an .env holds: links must not get "//".
withMailingTestApp({ SITE_URL: `${SITE}/` }, (parts) => ({ app, smtp, worker } = parts));

const api = () => request(app.handler);
const subscribe = (email: string, name?: string) =>
  api()
    .post('/api/newsletter/subscribe')
    .send({ email, name, formIssuedAt: formTime(app.config) });
const confirm = (token: unknown) => api().post('/api/newsletter/confirm').send({ token });
const unsubscribe = (token: unknown) => api().post('/api/newsletter/unsubscribe').send({ token });
const tokens = () => subscriptionTokens(app.config.sessionSecret);

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
/** Waits for the nth mail to an address, sent through the real SMTP server. */
const nthMailTo = (address: string, n: number) =>
  eventually(() => mailsTo(address)[n - 1]).then((mail) => ({ mail, text: textOf(mail) }));
/** Nothing more reaches the address once the outbox has been worked through. */
async function expectMailCount(address: string, count: number) {
  await worker.runOnce();
  expect(mailsTo(address)).toHaveLength(count);
}

const linkIn = (text: string, path: string) => {
  const match = new RegExp(`${SITE}${path}\\?token=([\\w.-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1];
};

const stored = (email: string) => SubscriptionModel.findOne({ email }).lean();

/** Subscribes and confirms with the token from the mail; resolves with the subscriber's id. */
async function confirmedSubscriber(email: string): Promise<string> {
  await subscribe(email).expect(201);
  const { text } = await nthMailTo(email, 1);
  await confirm(linkIn(text, '/newsletter/confirm')).expect(200);
  return (await stored(email))!._id.toString();
}

describe('subscribing with consent', () => {
  it('stores a pending subscriber and mails a link to confirm, with one-click unsubscribe', async () => {
    const response = await subscribe('Nora@Example.org', 'Nora').expect(201);
    expect(response.body).toEqual({ message: 'Thank you for subscribing to our newsletter.' });
    expect(await stored('nora@example.org')).toMatchObject({ status: 'pending', spam: false });

    const { mail, text } = await nthMailTo('nora@example.org', 1);
    expect(mail.header('Subject')).toBe(
      'Please confirm your subscription to the Diamond Approach Boulder newsletter',
    );
    expect(text).toContain('Dear Nora,');
    expect(text).toContain('within 7 days');
    expect(linkIn(text, '/newsletter/confirm')).toMatch(/^confirm\./);
    const unsubscribeToken = linkIn(text, '/newsletter/unsubscribe');
    expect(mail.header('List-Unsubscribe')).toBe(
      `<${SITE}/api/newsletter/unsubscribe?token=${unsubscribeToken}>`,
    );
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('confirms with the link from the mail, then welcomes, once', async () => {
    await subscribe('olga@example.org', 'Olga').expect(201);
    const token = linkIn((await nthMailTo('olga@example.org', 1)).text, '/newsletter/confirm');

    const response = await confirm(token).expect(200);
    expect(response.body).toEqual({
      message: 'Thank you for confirming. You are now subscribed to our newsletter.',
    });
    expect(await stored('olga@example.org')).toMatchObject({
      status: 'confirmed',
      confirmedAt: expect.any(Date),
    });
    const { mail, text } = await nthMailTo('olga@example.org', 2);
    expect(mail.header('Subject')).toBe('Welcome to the Diamond Approach Boulder newsletter');
    expect(text).toContain('Dear Olga,');
    const unsubscribeToken = linkIn(text, '/newsletter/unsubscribe');
    expect(mail.header('List-Unsubscribe')).toBe(
      `<${SITE}/api/newsletter/unsubscribe?token=${unsubscribeToken}>`,
    );
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The link opened again: what is true, and no second welcome.
    expect((await confirm(token).expect(200)).body).toEqual({
      message: 'Your subscription was already confirmed. Thank you!',
    });
    expect((await subscribe('olga@example.org').expect(201)).body).toEqual({
      message: 'Thank you for subscribing to our newsletter.',
    });
    // Only the owner learns it is subscribed, from a mail, once a day at most.
    const { mail: noteMail, text: note } = await nthMailTo('olga@example.org', 3);
    expect(noteMail.header('Subject')).toBe(
      'You are already subscribed to the Diamond Approach Boulder newsletter',
    );
    expect(note).toContain('Dear Olga,');
    expect(note).not.toContain('/newsletter/confirm');
    linkIn(note, '/newsletter/unsubscribe');
    await subscribe('olga@example.org').expect(201);
    await expectMailCount('olga@example.org', 3);
  });

  it('sends the link again to a pending subscriber, within the mail cap', async () => {
    await subscribe('pia@example.org').expect(201);
    const again = await subscribe('pia@example.org', 'Pia').expect(201);
    expect(again.body).toEqual({ message: 'Thank you for subscribing to our newsletter.' });
    const { text } = await nthMailTo('pia@example.org', 2);
    expect(text).toContain('Dear Pia,');
    expect(await SubscriptionModel.countDocuments({ email: 'pia@example.org' })).toBe(1);
    // The third mail of the day is the last (api/src/mail/mail-policy.ts).
    for (let n = 0; n < 3; n++) await subscribe('pia@example.org').expect(201);
    await expectMailCount('pia@example.org', 3);
    // Every link sent works; the first one confirms.
    await confirm(linkIn(text, '/newsletter/confirm')).expect(200);
    expect(await stored('pia@example.org')).toMatchObject({ status: 'confirmed' });
  });

  it('keeps one subscription when a subscribed mailbox confirms another spelling of its address', async () => {
    await confirmedSubscriber('jane.doe@gmail.com');
    await subscribe('JaneDoe+news@gmail.com').expect(201);
    const { text } = await nthMailTo('janedoe+news@gmail.com', 1);
    const response = await confirm(linkIn(text, '/newsletter/confirm')).expect(200);
    expect(response.body).toEqual({
      message: 'Your subscription was already confirmed. Thank you!',
    });
    expect(await stored('janedoe+news@gmail.com')).toBeNull();
    expect(await stored('jane.doe@gmail.com')).toMatchObject({ status: 'confirmed' });
  });

  it('merges a spelling confirmed after another that was pending beside it', async () => {
    const spellings = ['noor@example.org', 'noor+news@example.org'];
    const links = [];
    for (const email of spellings) {
      await subscribe(email).expect(201);
      links.push(linkIn((await nthMailTo(email, 1)).text, '/newsletter/confirm'));
    }
    await confirm(links[0]).expect(200);
    const second = await confirm(links[1]).expect(200);
    expect(second.body.message).toBe('Your subscription was already confirmed. Thank you!');
    expect(await stored('noor+news@example.org')).toBeNull();
    expect(await stored('noor@example.org')).toMatchObject({ status: 'confirmed' });
  });

  it('rejects an invalid address with the archive form message', async () => {
    const response = await subscribe('not-an-address').expect(400);
    expect(response.body.message).toBe('Please enter a valid email address');
  });

  it('counts a subscriber stored before confirmation existed as confirmed', async () => {
    const { insertedId } = await SubscriptionModel.collection.insertOne({
      email: 'legacy@example.org',
      name: 'Lee',
      spam: false,
    });
    expect((await subscribe('legacy@example.org').expect(201)).body).toEqual({
      message: 'Thank you for subscribing to our newsletter.',
    });
    await nthMailTo('legacy@example.org', 1);
    const id = insertedId.toString();
    expect((await confirm(tokens().sign('confirm', id)).expect(200)).body).toEqual({
      message: 'Your subscription was already confirmed. Thank you!',
    });
    await unsubscribe(tokens().sign('unsubscribe', id)).expect(200);
    expect(await stored('legacy@example.org')).toBeNull();
    await expectMailCount('legacy@example.org', 1);
  });
});

describe("subscribing never tells an address's state", () => {
  /** Everything a client can read of an answer but its date and request id. */
  const answerOf = (response: request.Response) => ({
    status: response.status,
    type: response.headers['content-type'],
    body: response.text,
  });

  it('answers byte for byte the same for a new, pending, confirmed, unsubscribed or trapped address', async () => {
    await subscribe('pending@example.org').expect(201);
    await confirmedSubscriber('confirmed@example.org');
    const leaving = await confirmedSubscriber('left@example.org');
    await unsubscribe(tokens().sign('unsubscribe', leaving)).expect(200);
    await api()
      .post('/api/newsletter/subscribe')
      // No signed time of the site's: a bot's, held.
      .send({ email: 'trapped@example.org' })
      .expect(201);
    await SubscriptionModel.collection.insertOne({ email: 'legacy2@example.org', name: '' });

    const answers = [];
    for (const email of [
      'new@example.org',
      'pending@example.org',
      'confirmed@example.org',
      'Confirmed@Example.org',
      'left@example.org',
      'trapped@example.org',
      'legacy2@example.org',
    ])
      answers.push(answerOf(await subscribe(email, 'Ann')));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 201,
      type: 'application/json; charset=utf-8',
      body: '{"message":"Thank you for subscribing to our newsletter."}',
    });
    // A confirmed subscriber stays confirmed, with their own name.
    expect(await stored('confirmed@example.org')).toMatchObject({ status: 'confirmed', name: '' });
  }, 30_000);
});

describe('links that do not work', () => {
  const INVALID = 'This link is invalid. Please open the link from your email exactly as it is.';

  it('refuses forged, altered, malformed and wrong-purpose tokens, changing nothing', async () => {
    await subscribe('quinn@example.org').expect(201);
    const { text } = await nthMailTo('quinn@example.org', 1);
    const good = linkIn(text, '/newsletter/confirm');
    const unsubscribeToken = linkIn(text, '/newsletter/unsubscribe');
    const id = (await stored('quinn@example.org'))!._id.toString();
    const otherId = id.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    const [, , expires, signature] = good.split('.');
    const flipped = signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));

    const confirmTokens: unknown[] = [
      subscriptionTokens('another secret of at least 32 characters').sign('confirm', id),
      `confirm.${otherId}.${expires}.${signature}`,
      `confirm.${id}.${Number(expires) + 1}.${signature}`,
      `confirm.${id}.${expires}.${flipped}`,
      unsubscribeToken,
      `${good}x`,
      '',
      'nope',
      ['confirm', id],
      { $ne: null },
      undefined,
    ];
    for (const token of confirmTokens) {
      const response = await confirm(token);
      expect([token, response.status, response.body]).toEqual([token, 400, { message: INVALID }]);
    }
    for (const token of [good, `unsubscribe.${otherId}.0.${unsubscribeToken.split('.')[3]}`]) {
      const response = await unsubscribe(token);
      expect([token, response.status, response.body]).toEqual([token, 400, { message: INVALID }]);
    }
    expect(await stored('quinn@example.org')).toMatchObject({ status: 'pending' });
    await expectMailCount('quinn@example.org', 1);
  });

  it('answers an expired link 410, unless the subscription is already confirmed', async () => {
    await subscribe('rosa@example.org').expect(201);
    await nthMailTo('rosa@example.org', 1);
    const id = (await stored('rosa@example.org'))!._id.toString();
    const expired = tokens().sign('confirm', id, Date.now() - 8 * DAY_MS);
    expect((await confirm(expired).expect(410)).body).toEqual({
      message: 'This confirmation link has expired. Please subscribe again to get a new one.',
    });
    expect(await stored('rosa@example.org')).toMatchObject({ status: 'pending' });
    await expectMailCount('rosa@example.org', 1);

    // Still valid a moment before its end.
    await confirm(tokens().sign('confirm', id, Date.now() - 7 * DAY_MS + 60_000)).expect(200);
    await confirm(expired).expect(200);
  });

  it('answers a link of a subscriber who has left 410', async () => {
    await subscribe('sven@example.org').expect(201);
    const { text } = await nthMailTo('sven@example.org', 1);
    await unsubscribe(linkIn(text, '/newsletter/unsubscribe')).expect(200);
    expect((await confirm(linkIn(text, '/newsletter/confirm')).expect(410)).body).toEqual({
      message:
        'This subscription no longer exists. If our newsletters do not reach you, please subscribe again.',
    });
    expect(await stored('sven@example.org')).toBeNull();
    await expectMailCount('sven@example.org', 1);
  });
});

describe('unsubscribing', () => {
  it('takes a mail client’s one-click POST (RFC 8058) to the List-Unsubscribe address', async () => {
    await confirmedSubscriber('tara@example.org');
    const { mail } = await nthMailTo('tara@example.org', 2);
    const oneClick = new URL(mail.header('List-Unsubscribe')!.slice(1, -1));
    expect(oneClick.origin).toBe(SITE);

    const response = await api()
      .post(`${oneClick.pathname}${oneClick.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(response.body).toEqual({
      message: 'You have been unsubscribed and will receive no more newsletters from us.',
    });
    expect(await stored('tara@example.org')).toBeNull();

    // Again: the subscription is gone, and the answer says so.
    const again = await api()
      .post(`${oneClick.pathname}${oneClick.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(410);
    expect(again.body).toEqual({
      message:
        'You are already unsubscribed. If newsletters still arrive, please use the link in the latest one.',
    });
  });

  it('takes the token as JSON from the site’s page', async () => {
    await confirmedSubscriber('uma@example.org');
    const { text } = await nthMailTo('uma@example.org', 2);
    await unsubscribe(linkIn(text, '/newsletter/unsubscribe')).expect(200);
    expect(await stored('uma@example.org')).toBeNull();
    // A new subscription starts afresh: pending, with new links; the old ones stay dead.
    await subscribe('uma@example.org').expect(201);
    expect(await stored('uma@example.org')).toMatchObject({ status: 'pending' });
    await unsubscribe(linkIn(text, '/newsletter/unsubscribe')).expect(410);
    expect(await stored('uma@example.org')).not.toBeNull();
  });

  it('ends every subscription of the mailbox, however its address was written', async () => {
    const id = await confirmedSubscriber('sam.lee@gmail.com');
    // Two spellings confirmed before a mailbox kept one subscription.
    await SubscriptionModel.create({ email: 'samlee+news@googlemail.com', status: 'confirmed' });
    await SubscriptionModel.create({ email: 'sam.lee@example.org', status: 'confirmed' });
    await unsubscribe(tokens().sign('unsubscribe', id)).expect(200);
    expect(await stored('sam.lee@gmail.com')).toBeNull();
    expect(await stored('samlee+news@googlemail.com')).toBeNull();
    // Another mailbox of the same name is someone else's.
    expect(await stored('sam.lee@example.org')).not.toBeNull();
  });

  it('sends a browser that opens the List-Unsubscribe address to the page that asks first', async () => {
    const token = tokens().sign('unsubscribe', '0123456789abcdef01234567');
    const response = await api().get(`/api/newsletter/unsubscribe?token=${token}`).expect(302);
    expect(response.headers.location).toBe(`/newsletter/unsubscribe?token=${token}`);
  });

  it('refuses a one-click POST with an oversized form', async () => {
    await api()
      .post('/api/newsletter/unsubscribe?token=x')
      .type('form')
      .send(`List-Unsubscribe=${'x'.repeat(4096)}`)
      .expect(413);
  });
});

describe('requests that meet', () => {
  afterEach(() => jest.restoreAllMocks());
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Runs `meet` just before each write that confirms a subscriber, to meet it there. */
  function beforeConfirming(meet: () => Promise<unknown>) {
    const update = SubscriptionModel.updateOne.bind(SubscriptionModel) as (
      ...args: unknown[]
    ) => Promise<unknown>;
    jest
      .spyOn(SubscriptionModel, 'updateOne')
      .mockImplementation(((...args: unknown[]) =>
        JSON.stringify(args[1]).includes('"confirmed"')
          ? meet().then(() => update(...args))
          : update(...args)) as never);
  }
  const welcomesTo = (address: string) =>
    mailsTo(address).filter((mail) => mail.header('Subject')?.startsWith('Welcome'));

  it('keeps a pending subscriber as first stored when they subscribe again, greeting the new name', async () => {
    await subscribe('ida@example.org', 'Ida').expect(201);
    await subscribe('ida@example.org', 'Idaho').expect(201);
    await nthMailTo('ida@example.org', 2);
    expect(mailsTo('ida@example.org').map(textOf).join()).toContain('Dear Idaho,');
    expect(await stored('ida@example.org')).toMatchObject({ name: 'Ida', status: 'pending' });
  });

  it('stays confirmed when the subscriber subscribes again and again while confirming', async () => {
    const addresses = Array.from({ length: 6 }, (_, n) => `ines${n}@example.org`);
    const links = await Promise.all(
      addresses.map(async (email) => {
        await subscribe(email, 'First').expect(201);
        return linkIn((await nthMailTo(email, 1)).text, '/newsletter/confirm');
      }),
    );
    // Each confirm's write meets the address subscribing again every 2 ms, each time under
    // another name.
    const again: Promise<number>[] = [];
    let confirming = '';
    beforeConfirming(() => {
      for (let n = 0; n < 10; n++)
        again.push(
          pause(2 * n)
            .then(() => subscribe(confirming, n % 2 ? 'Ana' : 'Bea'))
            .then(({ status }) => status),
        );
      return pause(6);
    });
    for (const [n, token] of links.entries()) {
      confirming = addresses[n];
      await confirm(token).expect(200);
    }
    expect(new Set(await Promise.all(again))).toEqual(new Set([201]));
    for (const email of addresses)
      expect([email, (await stored(email))?.status]).toEqual([email, 'confirmed']);
  });

  it('welcomes a subscriber whose day of automatic mails is spent', async () => {
    for (let n = 0; n < 3; n++) await subscribe('jon@example.org').expect(201);
    const { text } = await nthMailTo('jon@example.org', 3);
    await confirm(linkIn(text, '/newsletter/confirm')).expect(200);
    const { mail } = await nthMailTo('jon@example.org', 4);
    expect(mail.header('Subject')).toBe('Welcome to the Diamond Approach Boulder newsletter');
  });

  it('counts a double-clicked subscribe as one mail of the day', async () => {
    const addresses = ['kai@example.org', 'kim@example.org', 'kit@example.org'];
    await Promise.all(
      addresses.map((email) =>
        Promise.all([subscribe(email).expect(201), subscribe(email).expect(201)]),
      ),
    );
    for (const email of addresses) {
      expect(await SubscriptionModel.countDocuments({ email })).toBe(1);
      // The day's other two links still go.
      for (let n = 0; n < 2; n++) await subscribe(email).expect(201);
      await nthMailTo(email, 3);
    }
  });

  it('keeps one subscription when two spellings of a mailbox are confirmed at once', async () => {
    for (let run = 0; run < 6; run++) {
      const spellings = [`lea${run}@example.org`, `lea${run}+news@example.org`];
      const links = [];
      for (const email of spellings) {
        await subscribe(email).expect(201);
        links.push(linkIn((await nthMailTo(email, 1)).text, '/newsletter/confirm'));
      }
      await Promise.all(links.map((token) => confirm(token).expect(200)));
      const rows = (await Promise.all(spellings.map(stored))).filter(
        (row) => row?.status === 'confirmed',
      );
      expect([run, rows.length]).toEqual([run, 1]);
      await worker.runOnce();
      expect(welcomesTo(rows[0]!.email)).toHaveLength(1);
    }
  }, 30_000);

  it.each(['unsubscribe', 'erase'])(
    'sends and keeps no welcome when an %s lands while the link is confirmed',
    async (leaving) => {
      const email = `${leaving}-race@example.org`;
      await subscribe(email).expect(201);
      const { text } = await nthMailTo(email, 1);
      const leave = async () => {
        if (leaving === 'erase') await erasePerson(email, app.config.mailDir);
        else await unsubscribe(linkIn(text, '/newsletter/unsubscribe')).expect(200);
      };
      // The subscriber leaves just before the confirm's own write.
      beforeConfirming(leave);
      await confirm(linkIn(text, '/newsletter/confirm')).expect(410);
      expect(await stored(email)).toBeNull();
      // The link to confirm only.
      await expectMailCount(email, 1);
      expect(await MailArchiveModel.countDocuments({ subject: /^Welcome/, to: email })).toBe(0);
    },
  );
});

describe('unsubscribe links that keep working', () => {
  it('ends the mailbox’s subscription from a spelling merged into it', async () => {
    await confirmedSubscriber('max@example.org');
    await subscribe('max+news@example.org').expect(201);
    const { mail, text } = await nthMailTo('max+news@example.org', 1);
    await confirm(linkIn(text, '/newsletter/confirm')).expect(200);
    expect(await stored('max+news@example.org')).toBeNull();

    const oneClick = new URL(mail.header('List-Unsubscribe')!.slice(1, -1));
    await api()
      .post(`${oneClick.pathname}${oneClick.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(await stored('max@example.org')).toBeNull();
    // The page's link of that mail: the mailbox has left now.
    await unsubscribe(linkIn(text, '/newsletter/unsubscribe')).expect(410);
  });

  /** A link as signed before unsubscribe links stopped expiring: it ran out a year after. */
  function yearLongLink(id: string, signedAt: number) {
    const key = createHmac('sha256', app.config.sessionSecret).update('newsletter links').digest();
    const payload = `unsubscribe.${id}.${Math.ceil((signedAt + 365 * DAY_MS) / 1000)}`;
    return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
  }

  it('works years after it was mailed, while the subscription lasts', async () => {
    const id = await confirmedSubscriber('ned@example.org');
    const { text } = await nthMailTo('ned@example.org', 2);
    expect(linkIn(text, '/newsletter/unsubscribe')).toMatch(/^unsubscribe\.[0-9a-f]{24}\.0\./);
    const old = yearLongLink(id, Date.now() - 3 * 365 * DAY_MS);
    expect(tokens().verify(old, 'unsubscribe')).toEqual({ recordId: id, expired: true });
    await unsubscribe(old).expect(200);
    expect(await stored('ned@example.org')).toBeNull();
    expect((await unsubscribe(old).expect(410)).body).toEqual({ message: ALREADY_UNSUBSCRIBED });
  });
});
