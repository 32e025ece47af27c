import mongoose from 'mongoose';
import type { Agent } from 'supertest';
import * as v from 'valibot';
import { createApp } from '../app';
import { bumpListVersion } from '../db/list-version';
import { compileFilter } from '../db/match-filter';
import { messageList } from '../modules/contact/contact-admin.routes';
import { ContactMessageModel } from '../modules/contact/contact.model';
import { registrationList } from '../modules/registrations/registrations-admin.routes';
import { RegistrationModel } from '../modules/registrations/registrations.model';
import { subscriberList } from '../modules/subscriptions/subscriptions-admin.routes';
import { SubscriptionModel } from '../modules/subscriptions/subscriptions.model';
import { signedInAgent, startTestApp, type TestApp } from '../../test/support/test-app';
import { dropTestDatabase } from '../../test/support/test-database';
import { NEWEST_FIRST, type AdminList } from './admin-list';
import { listIndex } from './list-index';

let app: TestApp;
/** Two API instances on one database, as in production behind a load balancer. */
let first: Agent;
let second: Agent;
beforeAll(async () => {
  app = await startTestApp();
  first = await signedInAgent(app.handler);
  second = await signedInAgent(createApp({ config: app.config }).callback());
});
afterAll(() => dropTestDatabase());

const SUNDAY = '65a0000000000000000000a1';
const RETREAT = '65a0000000000000000000b2';
const TALK = '65a0000000000000000000c3';
const EVENTS = [SUNDAY, RETREAT, TALK];
const FIRST_NAMES = ['Rachel', 'ross', 'MONICA', 'Chandler', 'joey', 'Phoebe', 'Gunther'];

/**
 * Rows of every kind the filters tell apart, written through the driver (as an older version
 * or a script would): some share a createdAt, so the id decides their order.
 */
async function storePeople() {
  await Promise.all([
    RegistrationModel.deleteMany({}),
    ContactMessageModel.deleteMany({}),
    SubscriptionModel.deleteMany({}),
  ]);
  const start = Date.UTC(2026, 0, 1);
  const at = (n: number) => new Date(start + Math.floor(n / 3) * 60_000);
  const person = (n: number) => {
    const name = `${FIRST_NAMES[n % FIRST_NAMES.length]} Number${n}`;
    return { name, email: `${name.replace(' ', '.')}@Example.org`, createdAt: at(n) };
  };
  await RegistrationModel.collection.insertMany(
    Array.from({ length: 60 }, (_, n) => ({
      ...person(n),
      eventId: EVENTS[n % 3],
      eventTitle: 'An event',
      ...(n % 11 === 0 ? { spam: true } : n % 4 === 0 ? {} : { spam: false }),
    })),
  );
  const messageStatuses = ['open', 'handled', 'spam', undefined];
  await ContactMessageModel.collection.insertMany(
    Array.from({ length: 40 }, (_, n) => ({
      ...person(n),
      message: n % 5 === 0 ? 'About the Sunday RETREAT, please.' : 'A question.',
      ...(messageStatuses[n % 4] ? { status: messageStatuses[n % 4] } : {}),
      ...(n % 3 === 0 ? { spam: true } : {}),
    })),
  );
  const subscriberStatuses = ['pending', 'confirmed', undefined];
  await SubscriptionModel.collection.insertMany(
    Array.from({ length: 40 }, (_, n) => ({
      ...person(n),
      email: person(n).email.toLowerCase(),
      ...(subscriberStatuses[n % 3] ? { status: subscriberStatuses[n % 3] } : {}),
      ...(n % 7 === 0 ? { spam: true } : {}),
    })),
  );
  await Promise.all(
    ['registrations', 'contactmessages', 'subscriptions'].map((name) => bumpListVersion(name)),
  );
}

type Query = Partial<Record<string, string>>;

/** Every page of the list as the API answers it, `pageSize` at a time. */
async function everyPage(agent: Agent, name: string, query: Query) {
  const ids: string[] = [];
  const totals = new Set<number>();
  for (let page = 1; ; page++) {
    const response = await agent
      .get(`/api/cms/${name}`)
      .query({ ...query, page, pageSize: 7 })
      .expect(200);
    const items = response.body[name] as { id: string }[];
    totals.add(response.body.total as number);
    ids.push(...items.map((item) => item.id));
    if (items.length < 7) break;
  }
  return { ids, totals: [...totals] };
}

/** The same list as the database answers the list's own filter. */
async function fromDatabase<Q, R, T>(list: AdminList<Q, R, T>, query: Query) {
  const filter = list.filter(v.parse(list.query, query));
  const rows = await list.model.find(filter, { _id: 1 }).sort(NEWEST_FIRST).lean().exec();
  return {
    ids: (rows as { _id: unknown }[]).map((row) => String(row._id)),
    totals: [await list.model.countDocuments(filter).exec()],
  };
}

/** The list's every page through the API equals the database's answer to its filter. */
const answersAsTheDatabase =
  <Q, R, T>(name: string, list: AdminList<Q, R, T>) =>
  async (query: Query) => {
    const api = await everyPage(first, name, query);
    const database = await fromDatabase(list, query);
    // Each query but a search for nobody finds someone.
    if (query.q !== 'nobody') expect(database.ids.length).toBeGreaterThan(0);
    expect(api).toEqual(database);
  };

/** Collection operations the app sends while `run` runs, as `collection.method`. */
async function operations(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  mongoose.set('debug', (collection: string, method: string) => {
    seen.push(`${collection}.${method}`);
  });
  try {
    await run();
  } finally {
    mongoose.set('debug', false);
  }
  return seen;
}

const scans = (seen: string[], collection: string) =>
  seen.filter((operation) =>
    [`${collection}.find`, `${collection}.countDocuments`, `${collection}.aggregate`].includes(
      operation,
    ),
  ).length;

describe('the people lists, read from each instance’s index', () => {
  beforeAll(storePeople);

  it.each([
    {},
    { eventId: SUNDAY },
    { eventId: RETREAT, q: 'number1' },
    { q: 'MONICA' },
    { q: '@example.ORG' },
    { q: 'r.' },
    { q: 'nobody' },
    { held: 'true' },
    { held: 'true', eventId: SUNDAY },
  ])(
    'page, search and filter registrations as the database does: %j',
    answersAsTheDatabase('registrations', registrationList),
  );

  it.each([
    {},
    { status: 'open' },
    { status: 'handled' },
    { status: 'spam' },
    { status: 'open', q: 'retreat' },
    { q: 'ross' },
  ])(
    'page, search and filter messages as the database does: %j',
    answersAsTheDatabase('messages', messageList),
  );

  it.each([
    {},
    { status: 'pending' },
    { status: 'confirmed' },
    { status: 'confirmed', q: 'JOEY' },
    { held: 'true' },
  ])(
    'page, search and filter subscribers as the database does: %j',
    answersAsTheDatabase('subscribers', subscriberList),
  );

  it('count registrations per event as the database does', async () => {
    const expected: Record<string, number> = {};
    for (const eventId of EVENTS)
      expected[eventId] = await RegistrationModel.countDocuments({
        eventId,
        spam: mongoose.trusted({ $ne: true }),
      });
    expect((await first.get('/api/cms/registrations/counts').expect(200)).body).toEqual({
      counts: expected,
    });
  });
});

describe('writes on one instance', () => {
  beforeEach(storePeople);

  it('show at once in the lists and counts of another', async () => {
    const before = (await first.get('/api/cms/registrations').expect(200)).body;
    const counts = (await first.get('/api/cms/registrations/counts').expect(200)).body.counts;
    const newest = before.registrations[0];

    await second.delete(`/api/cms/registrations/${newest.id}`).expect(200);
    const after = (await first.get('/api/cms/registrations').expect(200)).body;
    expect(after.total).toBe(before.total - 1);
    expect(after.registrations[0].id).toBe(before.registrations[1].id);
    expect((await first.get('/api/cms/registrations/counts').expect(200)).body.counts).toEqual({
      ...counts,
      [newest.eventId]: counts[newest.eventId] - 1,
    });

    const open = (await first.get('/api/cms/messages?status=open').expect(200)).body;
    const message = open.messages[0];
    await second.patch(`/api/cms/messages/${message.id}`).send({ status: 'handled' }).expect(200);
    expect((await first.get('/api/cms/messages?status=open').expect(200)).body.total).toBe(
      open.total - 1,
    );
    const handled = (await first.get('/api/cms/messages?status=handled').expect(200)).body;
    expect(handled.messages.map((item: { id: string }) => item.id)).toContain(message.id);

    const subscribers = (await first.get('/api/cms/subscribers').expect(200)).body;
    await second.delete(`/api/cms/subscribers/${subscribers.subscribers[0].id}`).expect(200);
    expect((await first.get('/api/cms/subscribers').expect(200)).body.total).toBe(
      subscribers.total - 1,
    );
  });

  it('show a release at once in the held and people’s lists and counts of another', async () => {
    const held = (await first.get('/api/cms/registrations?held=true').expect(200)).body;
    const people = (await first.get('/api/cms/registrations').expect(200)).body;
    const counts = (await first.get('/api/cms/registrations/counts').expect(200)).body.counts;
    const released = held.registrations[0];

    await second.post(`/api/cms/registrations/${released.id}/release`).expect(200);
    expect((await first.get('/api/cms/registrations?held=true').expect(200)).body.total).toBe(
      held.total - 1,
    );
    const after = (await first.get('/api/cms/registrations').expect(200)).body;
    expect(after.total).toBe(people.total + 1);
    expect(after.registrations.map((row: { id: string }) => row.id)).toContain(released.id);
    expect((await first.get('/api/cms/registrations/counts').expect(200)).body.counts).toEqual({
      ...counts,
      [released.eventId]: counts[released.eventId] + 1,
    });

    const heldSubscribers = (await first.get('/api/cms/subscribers?held=true').expect(200)).body;
    const subscriber = heldSubscribers.subscribers[0];
    await second.post(`/api/cms/subscribers/${subscriber.id}/release`).expect(200);
    expect((await first.get('/api/cms/subscribers?status=pending').expect(200)).body).toMatchObject(
      { subscribers: expect.arrayContaining([expect.objectContaining({ id: subscriber.id })]) },
    );
  });

  it('show after a model write, and after a driver write once the version is bumped', async () => {
    const before = (await first.get(`/api/cms/registrations?eventId=${TALK}`).expect(200)).body;
    await RegistrationModel.create({ eventId: TALK, name: 'Janice Hosenstein', email: 'j@x.org' });
    const afterCreate = (await first.get(`/api/cms/registrations?eventId=${TALK}`).expect(200))
      .body;
    expect(afterCreate.total).toBe(before.total + 1);
    expect(afterCreate.registrations[0].name).toBe('Janice Hosenstein');
    expect((await first.get('/api/cms/registrations?q=hosenstein').expect(200)).body.total).toBe(1);

    await RegistrationModel.collection.insertOne({
      eventId: TALK,
      name: 'Mike Hannigan',
      email: 'mike@x.org',
      createdAt: new Date(),
    });
    await bumpListVersion('registrations');
    const afterInsert = (await first.get(`/api/cms/registrations?eventId=${TALK}`).expect(200))
      .body;
    expect(afterInsert.total).toBe(before.total + 2);
    expect(afterInsert.registrations[0].name).toBe('Mike Hannigan');
    expect((await first.get('/api/cms/registrations/counts').expect(200)).body.counts[TALK]).toBe(
      before.total + 2,
    );

    // Erasing on the first instance reaches the second's lists too.
    await first.post('/api/cms/privacy/erase').send({ email: 'J@X.org' }).expect(200);
    expect(
      (await second.get(`/api/cms/registrations?eventId=${TALK}`).expect(200)).body.total,
    ).toBe(before.total + 1);
  });
});

describe('an instance', () => {
  beforeAll(storePeople);

  it('scans a collection once for concurrent first requests, then only when it changed', async () => {
    const fresh = await signedInAgent(createApp({ config: app.config }).callback());
    const firstRequests = await operations(() =>
      Promise.all([
        ...Array.from({ length: 4 }, (_, page) =>
          fresh.get(`/api/cms/registrations?pageSize=5&page=${page + 1}`).expect(200),
        ),
        fresh.get(`/api/cms/registrations?q=ross`).expect(200),
        fresh.get('/api/cms/registrations/counts').expect(200),
      ]),
    );
    expect(scans(firstRequests, 'registrations')).toBe(1);

    const unchanged = await operations(async () => {
      await fresh.get(`/api/cms/registrations?eventId=${SUNDAY}`).expect(200);
      await fresh.get('/api/cms/registrations/counts').expect(200);
    });
    // Not even the page's records: the index answers them too.
    expect(unchanged.filter((operation) => operation.startsWith('registrations.'))).toEqual([]);

    await RegistrationModel.create({ eventId: SUNDAY, name: 'Ursula', email: 'u@x.org' });
    const changed = await operations(() =>
      Promise.all([
        fresh.get('/api/cms/registrations').expect(200),
        fresh.get('/api/cms/registrations/counts').expect(200),
      ]),
    );
    expect(scans(changed, 'registrations')).toBe(1);
  });

  it('reads the database instead when a list outgrows the index’s budget', async () => {
    const filter = registrationList.filter({ eventId: '', held: '', status: '', q: '' });
    const { indexed, toDto } = registrationList;
    expect(
      await listIndex(RegistrationModel, indexed, toDto, { maxBytes: 1000 }).select(filter),
    ).toBeUndefined();
    const rows = await listIndex(RegistrationModel, indexed, toDto).select(filter);
    expect(rows?.map((row) => row.id)).toEqual(
      (await fromDatabase(registrationList, {})).ids.slice(0, rows?.length),
    );
  });

  it('refuses a filter it cannot evaluate exactly as the database would', () => {
    expect(() => compileFilter({ createdAt: { $gt: 0 } }, ['name'])).toThrow(
      'the list index does not hold createdAt',
    );
    expect(() => compileFilter({ name: { $gt: 'a' } }, ['name'])).toThrow('$gt');
    expect(() => compileFilter({ $where: 'true' }, ['name'])).toThrow('$where');
  });
});
