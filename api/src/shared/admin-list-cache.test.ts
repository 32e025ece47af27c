import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import type { Agent } from 'supertest';
import { createApp } from '../app';
import {
  bumpEveryListVersion,
  bumpListVersion,
  insertFromVisitor,
  ListVersionModel,
  othersTold,
} from '../db/list-version';
import { ContactMessageModel } from '../modules/contact/contact.model';
import { EventModel } from '../modules/events/events.model';
import { toAdminRegistrationDto } from '../modules/registrations/registrations.dto';
import { RegistrationModel } from '../modules/registrations/registrations.model';
import { SubscriptionModel } from '../modules/subscriptions/subscriptions.model';
import { signedInAgent, startTestApp, type TestApp } from '../../test/support/test-app';
import { dropTestDatabase } from '../../test/support/test-database';
import { nextYear } from '../../test/support/registrations';
import { listCache } from './list-cache';

let app: TestApp;
/**
 * Two apps on one database. They share this process's caches, as requests to one instance do;
 * another process's writes are made as it would make them (anotherInstanceWrites).
 */
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

type Filter = Record<string, unknown>;

/** `q` in any of `fields`, in any case, as typed. */
function search(q = '', fields: string[]): Filter[] {
  if (!q) return [];
  const pattern = new RegExp(q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  return [{ $or: fields.map((field) => ({ [field]: pattern })) }];
}
const held = (query: Query): Filter =>
  query.held === 'true' ? { spam: true } : { spam: { $ne: true } };

/**
 * What each list held as MongoDB queries before its filters became functions beside its
 * definition: the database answers them as the reference the lists must still match.
 */
const REFERENCE: Record<string, (query: Query) => Filter[]> = {
  registrations: (query) => [
    held(query),
    ...(query.eventId ? [{ eventId: query.eventId }] : []),
    ...search(query.q, ['name', 'email']),
  ],
  messages: ({ status, q }) => [
    ...(!status || status === 'handled'
      ? status
        ? [{ status }]
        : []
      : [{ $or: [{ status }, { status: null, spam: status === 'spam' ? true : { $ne: true } }] }]),
    ...search(q, ['name', 'email', 'message']),
  ],
  subscribers: (query) => [
    held(query),
    ...(query.status === 'pending'
      ? [{ status: 'pending' }]
      : query.status
        ? [{ status: { $ne: 'pending' } }]
        : []),
    ...search(query.q, ['email', 'name']),
  ],
};

/** The same list as the database answers the reference query. */
async function fromDatabase(
  model: { collection: mongoose.mongo.Collection },
  name: string,
  query: Query,
) {
  const parts = REFERENCE[name]!(query);
  const filter = parts.length > 0 ? { $and: parts } : {};
  const rows = await model.collection
    .find(filter, { projection: { _id: 1 } })
    .sort({ createdAt: -1, _id: -1 })
    .toArray();
  return {
    ids: rows.map((row) => String(row._id)),
    totals: [await model.collection.countDocuments(filter)],
  };
}

/** The list's every page through the API equals the database's answer to the reference query. */
const answersAsTheDatabase =
  (name: string, model: { collection: mongoose.mongo.Collection }) => async (query: Query) => {
    const api = await everyPage(first, name, query);
    const database = await fromDatabase(model, name, query);
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

describe('the people lists, read from each instance’s cache', () => {
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
    answersAsTheDatabase('registrations', RegistrationModel),
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
    answersAsTheDatabase('messages', ContactMessageModel),
  );

  it.each([
    {},
    { status: 'pending' },
    { status: 'confirmed' },
    { status: 'confirmed', q: 'JOEY' },
    { held: 'true' },
  ])(
    'page, search and filter subscribers as the database does: %j',
    answersAsTheDatabase('subscribers', SubscriptionModel),
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
      waitlisted: {},
    });
  });
});

describe('writes through one app', () => {
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

    // A release is for an event that takes registrations: one stored under its id.
    await EventModel.create({
      _id: released.eventId,
      slug: 'released-into',
      title: released.eventTitle,
      ...nextYear(),
    });
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

describe('an instance’s cache', () => {
  beforeAll(storePeople);

  const byIdsOf = (seen: string[]) =>
    seen.filter((operation) => operation === 'registrations.findOne');
  const namesIn = (rows: readonly { name: string }[]) => rows.map((row) => row.name);

  /** A write by another API process, as it would make it: the row, then its own version. */
  async function anotherInstanceWrites(name: string) {
    await RegistrationModel.collection.insertOne({
      eventId: TALK,
      name,
      email: 'x@x.org',
      createdAt: new Date(),
    });
    await ListVersionModel.updateOne(
      { _id: 'registrations another-process' },
      { $set: { list: 'registrations', version: randomUUID(), at: new Date() } },
      { upsert: true },
    );
  }

  it('scans once for concurrent first reads, then not while nothing changed', async () => {
    const cache = listCache(RegistrationModel, toAdminRegistrationDto);
    const first = await operations(() =>
      Promise.all(Array.from({ length: 5 }, () => cache.rows())),
    );
    expect(scans(first, 'registrations')).toBe(1);
    const again = await operations(() => cache.rows());
    expect(again.filter((operation) => operation.startsWith('registrations.'))).toEqual([]);
  });

  it('puts its own process’s writes in place, reading back only rows updated', async () => {
    const cache = listCache(RegistrationModel, toAdminRegistrationDto);
    const before = await cache.rows();

    const created = await RegistrationModel.create({
      eventId: SUNDAY,
      name: 'Ursula',
      email: 'u@x.org',
    });
    let seen = await operations(async () => {
      expect(namesIn(await cache.rows())[0]).toBe('Ursula');
    });
    // An insert is put in as written, without reading it back.
    expect([scans(seen, 'registrations'), byIdsOf(seen).length]).toEqual([0, 0]);

    await RegistrationModel.updateOne({ _id: created._id }, { $set: { status: 'cancelled' } });
    seen = await operations(async () => {
      expect((await cache.rows())[0]).toMatchObject({ name: 'Ursula', status: 'cancelled' });
    });
    expect([scans(seen, 'registrations'), byIdsOf(seen).length]).toEqual([0, 1]);

    // Erasing a person deletes their rows by id: in place too, and other instances are told.
    const versions = () => ListVersionModel.find({ list: 'registrations' }).lean();
    const told = await versions();
    await first.post('/api/cms/privacy/erase').send({ email: 'U@x.org' }).expect(200);
    seen = await operations(async () => {
      expect(await cache.rows()).toEqual(before);
    });
    expect([scans(seen, 'registrations'), byIdsOf(seen).length]).toEqual([0, 0]);
    expect(await versions()).not.toEqual(told);
  });

  it('rescans after a write whose rows it cannot name (updateMany), and after a driver write', async () => {
    const cache = listCache(RegistrationModel, toAdminRegistrationDto);
    await cache.rows();

    await RegistrationModel.updateMany(
      { eventId: TALK },
      { $set: { eventTitle: 'A talk, renamed' } },
    );
    let seen = await operations(async () => {
      const talks = (await cache.rows()).filter((row) => row.eventId === TALK);
      expect(talks.length).toBeGreaterThan(0);
      expect(new Set(talks.map((row) => row.eventTitle))).toEqual(new Set(['A talk, renamed']));
    });
    expect(scans(seen, 'registrations')).toBe(1);

    await RegistrationModel.collection.deleteMany({ eventId: TALK });
    await bumpListVersion('registrations');
    seen = await operations(async () => {
      expect((await cache.rows()).filter((row) => row.eventId === TALK)).toEqual([]);
    });
    expect(scans(seen, 'registrations')).toBe(1);
  });

  it('rescans once another instance wrote, or a migration or restore changed every list', async () => {
    const cache = listCache(RegistrationModel, toAdminRegistrationDto);
    await cache.rows();

    await anotherInstanceWrites('Janice');
    let seen = await operations(async () => {
      expect(namesIn(await cache.rows())[0]).toBe('Janice');
    });
    expect(scans(seen, 'registrations')).toBe(1);

    await RegistrationModel.collection.deleteOne({ name: 'Janice' });
    await bumpEveryListVersion(mongoose.connection.db!);
    seen = await operations(async () => {
      expect(namesIn(await cache.rows())).not.toContain('Janice');
    });
    expect(scans(seen, 'registrations')).toBe(1);
  });
});

describe('a visitor’s insert', () => {
  it('reaches other instances within a quarter second, and says when (othersTold)', async () => {
    /** The registrations list's versions, as other instances read them. */
    const versions = async () =>
      (await ListVersionModel.find({ list: 'registrations' }).lean())
        .map(({ _id, version }) => `${_id}=${version}`)
        .sort()
        .join();
    const visitor = (name: string) =>
      insertFromVisitor(RegistrationModel, { name, email: `${name}@example.org`, eventId: TALK });
    await visitor('Ursula');
    await othersTold('registrations');
    const before = await versions();
    // The next visitor's is spaced from the last: not yet told when the insert answers.
    await visitor('Mike');
    expect(await versions()).toBe(before);
    await othersTold('registrations');
    expect(await versions()).not.toBe(before);
  });
});
