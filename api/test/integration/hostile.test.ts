import request from 'supertest';
import { OutboxModel } from '../../src/mail/outbox.model';
import { ContactMessageModel } from '../../src/modules/contact/contact.model';
import { SubscriptionModel } from '../../src/modules/subscriptions/subscriptions.model';
import { TestimonialModel } from '../../src/modules/testimonials/testimonials.model';
import { EventModel } from '../../src/modules/events/events.model';
import { NewsletterModel } from '../../src/modules/newsletters/newsletters.model';
import { TeacherModel } from '../../src/modules/teachers/teachers.model';
import { createUser } from '../../src/modules/users/users.service';
import { RateLimiter, RateLimitSlotModel } from '../../src/security/rate-limit/rate-limiter';
import { formTime, startTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app';
import { dropTestDatabase } from '../support/test-database';

// The attacks issue 14 replays, against the real API on the real FerretDB: each must end in the
// limits, with nothing stored or mailed past them.

// Hundreds of parallel requests, each a few database round trips on FerretDB.
jest.setTimeout(120_000);

let app: TestApp;
beforeAll(async () => {
  // The limits count in fixed windows (forms 10 minutes, logins 15, chapter mail an hour): start
  // at least a minute inside each, so none starts afresh halfway through a test.
  for (;;) {
    const left = [10, 15, 60].map((minutes) => {
      const windowMs = minutes * 60_000;
      return windowMs - (Date.now() % windowMs);
    });
    const wait = Math.max(...left.filter((ms) => ms < 60_000), 0);
    if (wait === 0) break;
    await new Promise((resolve) => setTimeout(resolve, wait + 100));
  }
  app = await startTestApp({
    FORM_SUBMISSIONS_PER_WINDOW: '10',
    LOGIN_FAILURES_PER_IP: '30',
    LOGIN_FAILURES_PER_USERNAME_AND_IP: '5',
    LOGIN_FAILURES_PER_USERNAME: '10',
  });
  await createUser({ username: 'owner', password: TEST_PASSWORD, isAdmin: true });
});
afterAll(dropTestDatabase);

/** A request from one client, as the shell reports it. */
const from = (ip: string) => ({ 'X-Real-IP': ip });

const login = (ip: string, password = 'wrong-password', username = 'owner') =>
  request(app.handler).post('/api/auth/login').set(from(ip)).send({ username, password });

const countStatuses = (responses: request.Response[]) =>
  responses.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe('the rate limiter', () => {
  it('lets exactly its points through when 100 requests arrive at once, across instances', async () => {
    const windowMs = 60_000;
    // Two limiters of one name: two API instances sharing the database.
    const instances = [
      new RateLimiter('test-exact', { points: 7, windowMs }),
      new RateLimiter('test-exact', { points: 7, windowMs }),
    ];
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => instances[i % 2].take('one-key')),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(7);
    const refused = results.find((result) => !result.allowed);
    expect(refused).toMatchObject({ allowed: false, retryAfterMs: expect.any(Number) });
  });

  it('gives a released slot to the next request, and never more than its points', async () => {
    const limiter = new RateLimiter('test-release', { points: 3, windowMs: 60_000 });
    const taken = await Promise.all([1, 2, 3].map(() => limiter.take('key')));
    expect((await limiter.take('key')).allowed).toBe(false);
    const second = taken[1];
    if (!second.allowed) throw new Error('expected a slot');
    await RateLimiter.release([second.slotId]);
    const again = await Promise.all([1, 2, 3].map(() => limiter.take('key')));
    expect(again.filter((result) => result.allowed)).toHaveLength(1);
    // The key's slots (`<name>:<window>:<key>`) in the database.
    expect(await RateLimitSlotModel.countDocuments({ bucket: /^test-release:\d+:key$/ })).toBe(3);
  });
});

describe('password guessing', () => {
  it('checks at most the per-username-and-address limit of 300 parallel guesses', async () => {
    const responses = await Promise.all(Array.from({ length: 300 }, () => login('198.51.100.1')));
    expect(countStatuses(responses)).toEqual({ 401: 5, 429: 295 });
    const limited = responses.find(({ status }) => status === 429)!;
    expect(limited.body.message).toMatch(/^Too many failed login attempts\. Please try again in/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('cannot lock the owner out: strangers fail from many addresses, the owner still gets in', async () => {
    // The owner signed in from this browser before (it holds a device cookie).
    const owner = request.agent(app.handler);
    await owner
      .post('/api/auth/login')
      .set(from('192.0.2.1'))
      .send({ username: 'owner', password: TEST_PASSWORD })
      .expect(200);
    for (let stranger = 0; stranger < 8; stranger++) {
      await Promise.all(Array.from({ length: 5 }, () => login(`198.51.100.${10 + stranger}`)));
    }
    // Browsers that never signed in as the owner share the username's limit, now spent...
    const stranger = await login('198.51.100.99', TEST_PASSWORD);
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toMatch(/^Too many failed login attempts\. Please try again in/);
    // ...the owner's browser is judged by its own failures only.
    const signedIn = await owner
      .post('/api/auth/login')
      .set(from('192.0.2.1'))
      .send({ username: 'owner', password: TEST_PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.username).toBe('owner');
  });
});

describe('public forms', () => {
  const contact = {
    name: 'Flood Sender',
    email: 'flood@example.org',
    interest: 'general',
    message: 'Again and again.',
  };

  /** A person's submission: sent from a page the shell sent 10 s before. */
  const asPerson = (body: object) => ({ ...body, formIssuedAt: formTime(app.config) });

  it('take 10 submissions per address and form, counted before storing or mailing', async () => {
    const storedBefore = await ContactMessageModel.countDocuments();
    const mailBefore = await OutboxModel.countDocuments();
    // Each its own words: the same message pressed again is stored once.
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        request(app.handler)
          .post('/api/contact')
          .set(from('198.51.100.200'))
          .send(asPerson({ ...contact, message: `${contact.message} ${n}` })),
      ),
    );
    expect(countStatuses(responses)).toEqual({ 201: 10, 429: 190 });
    const limited = responses.find(({ status }) => status === 429)!;
    expect(limited.body.message).toMatch(
      /^Too many submissions from your connection\. Please try again in \d+ (minute|second)s?\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ContactMessageModel.countDocuments()).toBe(storedBefore + 10);
    expect(await OutboxModel.countDocuments()).toBe(mailBefore + 10);
    // Another spelling of the path is no way round the limit: it is no route at all.
    for (const path of [
      '/api/Contact',
      '/api/contact/',
      '/api/CONTACT',
      '/api/auth/Forgot-Password',
    ])
      await request(app.handler)
        .post(path)
        .set(from('198.51.100.200'))
        .send(asPerson(contact))
        .expect(404);
    expect(await ContactMessageModel.countDocuments()).toBe(storedBefore + 10);
    expect(await OutboxModel.countDocuments()).toBe(mailBefore + 10);

    // Another address, and another form from the same address, are not held back.
    await request(app.handler)
      .post('/api/contact')
      .set(from('198.51.100.201'))
      .send(asPerson(contact))
      .expect(201);
    const subscribe = await request(app.handler)
      .post('/api/newsletter/subscribe')
      .set(from('198.51.100.200'))
      .send(asPerson({ email: 'flood@example.org' }));
    expect(subscribe.status).not.toBe(429);
  });
});

describe('the spam trap', () => {
  /** A person's trap fields: the honeypot left empty, sent from a page sent 10 s before. */
  const person = () => ({ website: '', formIssuedAt: formTime(app.config) });
  const contact = {
    name: 'Trap Tester',
    email: 'trap@example.org',
    interest: 'general',
    message: 'Is anybody there?',
  };
  const post = (path: string, body: object, ip = '198.51.100.77') =>
    request(app.handler).post(path).set(from(ip)).send(body);
  const outbox = () => OutboxModel.countDocuments();

  it.each([
    ['the hidden field filled in', () => ({ ...person(), website: 'https://spam.example' })],
    // What clients sent before the signed time: a fill time of their own is no longer read.
    ['no signed time, only a fill time of its own', () => ({ website: '', fillMs: 8000 })],
    [
      'a signed time forged with another secret',
      () => ({
        website: '',
        formIssuedAt: formTime({ sessionSecret: 'not the secret of this site, but long enough' }),
      }),
    ],
  ])('takes a contact message with %s as spam: normal answer, stored, no mail', async (_, trap) => {
    const mailBefore = await outbox();
    const response = await post('/api/contact', { ...contact, ...trap() });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: "Thank you for reaching out. We'll get back to you soon.",
    });
    const stored = await ContactMessageModel.findOne({}).sort({ _id: -1 }).lean();
    expect(stored).toMatchObject({ ...contact, spam: true });
    expect(stored).not.toHaveProperty('website');
    expect(await outbox()).toBe(mailBefore);
  });

  it('mails what a person sent, and holds what a client without the trap fields sent', async () => {
    const mailBefore = await outbox();
    await post('/api/contact', { ...contact, ...person() }).expect(201);
    await post('/api/contact', contact).expect(201);
    expect(await outbox()).toBe(mailBefore + 1);
    // Newest first: the one without a signed time is held.
    const stored = await ContactMessageModel.find({}).sort({ _id: -1 }).limit(2).lean();
    expect(stored.map(({ spam }) => spam)).toEqual([true, false]);
  });

  it('stores a caught subscription as spam, and lets the address’s owner subscribe after all', async () => {
    const mailBefore = await outbox();
    const caught = await post('/api/newsletter/subscribe', {
      email: 'Victim@example.org',
      ...person(),
      website: 'x',
    });
    expect(caught.status).toBe(201);
    expect(caught.body).toEqual({ message: 'Thank you for subscribing to our newsletter.' });
    expect(await outbox()).toBe(mailBefore);

    const owner = await post(
      '/api/newsletter/subscribe',
      { email: 'victim@example.org', ...person() },
      '192.0.2.9',
    );
    expect(owner.status).toBe(201);
    expect(await outbox()).toBe(mailBefore + 1);
    expect(await SubscriptionModel.find({ email: 'victim@example.org' }).lean()).toEqual([
      expect.objectContaining({ spam: false }),
    ]);
  });
});

describe('the site is no mail cannon', () => {
  const mailTo = async (pattern: RegExp) =>
    (await OutboxModel.find({}, { to: 1, subject: 1 }).lean()).filter(({ to }) =>
      to.some((address: string) => pattern.test(address)),
    );

  it('sends one mailbox at most 3 automatic mails a day, plus-addressing folded', async () => {
    const responses = [];
    for (let n = 1; n <= 10; n++) {
      responses.push(
        await request(app.handler)
          .post('/api/newsletter/subscribe')
          .set(from(`198.51.100.${120 + n}`))
          .send({
            email: `mailbox+${n}@example.org`,
            website: '',
            formIssuedAt: formTime(app.config),
          }),
      );
    }
    expect(responses.map(({ status }) => status)).toEqual(Array(10).fill(201));
    expect(await mailTo(/^mailbox(\+\d+)?@example\.org$/)).toHaveLength(3);
  });

  it.each([
    ['Visit https://spam.example for prizes', "Name may only contain letters, spaces and . ' -"],
    ['Go to www.spam.example', 'Name must not contain a web address'],
    ['spam.example/prizes', "Name may only contain letters, spaces and . ' -"],
    ['Bob\n\nYOU WON a prize\nCall now', 'Name must be a single line'],
    ['x'.repeat(101), 'Name must be at most 100 characters'],
  ])('refuses the name "%s" with a clear message', async (name, message) => {
    const response = await request(app.handler)
      .post('/api/newsletter/subscribe')
      .set(from('198.51.100.150'))
      .send({ email: 'named@example.org', name });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ name: message });
    const contact = await request(app.handler)
      .post('/api/contact')
      .set(from('198.51.100.151'))
      .send({ name, email: 'named@example.org', message: 'Hello there, friends.' });
    expect(contact.status).toBe(400);
    expect(contact.body.errors.name).toBe(message);
  });

  it('mails the chapter 50 notices an hour one by one, then one digest', async () => {
    const before = (await mailTo(/^info@/)).length;
    for (let n = 0; n < 60; n++) {
      await request(app.handler)
        .post('/api/contact')
        .set(from(`203.0.113.${100 + n}`))
        .send({
          name: 'Many Senders',
          email: `sender${n}@example.org`,
          message: 'One of many.',
          formIssuedAt: formTime(app.config),
        })
        .expect(201);
    }
    const chapterMail = (await mailTo(/^info@/)).slice(before);
    const digests = chapterMail.filter(
      ({ subject }) => subject === 'Many website messages this hour',
    );
    // Earlier tests of this file sent some notices within the same hour.
    expect(chapterMail.length + before).toBe(51);
    expect(digests).toHaveLength(1);
    // It names nobody: an erase finds a person's mail by their address, never in a digest.
    const digest = await OutboxModel.findById(digests[0]._id).lean();
    expect(JSON.stringify(digest)).not.toMatch(/Many Senders|sender\d+@/);
    expect(await ContactMessageModel.countDocuments({ name: 'Many Senders' })).toBe(60);
  });
});

describe('lists at any size', () => {
  beforeAll(async () => {
    await TestimonialModel.insertMany(
      Array.from({ length: 300 }, (_, n) => ({
        quote: `${n} ${'A long and heartfelt testimonial. '.repeat(150)}`.slice(0, 5000),
        name: `Student ${n}`,
      })),
    );
  });

  it('answer in pages with a hard cap: 300 long testimonials come 20 at a time, 100 KB at most', async () => {
    const first = await request(app.handler).get('/api/testimonials').expect(200);
    expect(first.body.testimonials).toHaveLength(20);
    expect(first.body).toMatchObject({ total: 300, page: 1, pageSize: 20 });
    expect(Buffer.byteLength(first.text)).toBeLessThanOrEqual(100 * 1024);

    const last = await request(app.handler).get('/api/testimonials?page=15').expect(200);
    expect(last.body).toMatchObject({ total: 300, page: 15, pageSize: 20 });
    expect(last.body.testimonials).toHaveLength(20);
    // The cache keeps pages apart.
    expect(last.body.testimonials[0].id).not.toBe(first.body.testimonials[0].id);
    const beyond = await request(app.handler).get('/api/testimonials?page=16').expect(200);
    expect(beyond.body.testimonials).toEqual([]);
  });

  it('read only the page asked for, in display order across pages; a list shows teachers without their long texts', async () => {
    const teacher = await TeacherModel.create({
      name: 'Long Bio',
      bio: 'b'.repeat(20_000),
      personalDescription: 'p'.repeat(20_000),
    });
    // Stored out of order: 130 events whose sortOrder runs backwards.
    await EventModel.insertMany(
      Array.from({ length: 130 }, (_, n) => ({
        slug: `paged-${n}`,
        title: `Paged ${n}`,
        sortOrder: 130 - n,
        teacherProfileIds: [String(teacher._id)],
      })),
    );
    const first = await request(app.handler).get('/api/cms/events').expect(200);
    expect(first.body).toMatchObject({ total: 130, page: 1, pageSize: 100 });
    const second = await request(app.handler).get('/api/cms/events?page=2').expect(200);
    const titles = [...first.body.events, ...second.body.events].map(
      (event: { title: string }) => event.title,
    );
    expect(titles).toEqual(Array.from({ length: 130 }, (_, n) => `Paged ${129 - n}`));
    const listed = first.body.events[0].teacherProfiles[0];
    expect(listed).toMatchObject({ name: 'Long Bio', bio: '', personalDescription: '' });
    // 130 events, each with a teacher of 40,000 characters: the page stays small.
    expect(Buffer.byteLength(first.text)).toBeLessThan(200 * 1024);
    const own = await request(app.handler).get('/api/events/slug/paged-0').expect(200);
    expect(own.body.event.teacherProfiles[0].bio).toHaveLength(20_000);

    const home = await request(app.handler).get('/api/cms/events?pageSize=4').expect(200);
    expect(home.body.events.map((event: { title: string }) => event.title)).toEqual(
      titles.slice(0, 4),
    );
  });

  it('page newest-first lists by year and month across pages', async () => {
    const months = ['January', 'June', 'December'];
    await NewsletterModel.insertMany(
      Array.from({ length: 150 }, (_, n) => ({
        link: `https://example.org/letters/${n}`,
        year: 2000 + (n % 50),
        month: months[n % 3],
      })),
    );
    const first = await request(app.handler).get('/api/newsletters').expect(200);
    const second = await request(app.handler).get('/api/newsletters?page=2').expect(200);
    const all = [...first.body.newsletters, ...second.body.newsletters];
    expect(all).toHaveLength(150);
    const place = (letter: { year: number; month: string }) =>
      letter.year * 12 + months.indexOf(letter.month) * 5;
    for (let n = 1; n < all.length; n += 1) {
      expect(place(all[n - 1])).toBeGreaterThanOrEqual(place(all[n]));
    }
  });

  it.each([
    ['pageSize=21', { pageSize: 'pageSize must be at most 20' }],
    ['page=0', { page: 'page must be a whole number from 1' }],
    ['page=abc', { page: 'page must be a whole number from 1' }],
    ['page=1000000', { page: 'page must be a whole number from 1' }],
    ['pageSize=-5', { pageSize: 'pageSize must be a whole number from 1' }],
    ['page=1&page=2', { page: 'page must be a whole number from 1' }],
  ])('refuse ?%s with 400', async (query, errors) => {
    const response = await request(app.handler).get(`/api/testimonials?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(errors);
  });

  it('give the dashboard pages of 100 at most', async () => {
    // Not the owner, whom browsers without a device cookie cannot sign in as after the guessing.
    await createUser({ username: 'lister', password: TEST_PASSWORD, isAdmin: true });
    const admin = await request
      .agent(app.handler)
      .post('/api/auth/login')
      .set(from('192.0.2.200'))
      .send({ username: 'lister', password: TEST_PASSWORD });
    const cookies = ([] as string[])
      .concat(admin.headers['set-cookie'] ?? [])
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const page = await request(app.handler)
      .get('/api/cms/testimonials?pageSize=100&page=3')
      .set('Cookie', cookies)
      .expect(200);
    expect(page.body).toMatchObject({ total: 300, page: 3, pageSize: 100 });
    expect(page.body.testimonials).toHaveLength(100);
    await request(app.handler)
      .get('/api/cms/testimonials?pageSize=101')
      .set('Cookie', cookies)
      .expect(400);
  });
});
