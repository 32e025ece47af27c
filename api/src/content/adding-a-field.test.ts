import { model } from 'mongoose';
import request, { type Agent } from 'supertest';
import * as v from 'valibot';
import { defineContentType } from '@da-boulder/contracts';
import { dropTestDatabase } from '../../test/support/test-database';
import { signedInAgent, startTestApp, type TestApp } from '../../test/support/test-app';
import { EventModel } from '../modules/events/events.model';
import { contentRoutes } from './content-routes';
import { schemaFromContract } from './schema-from-contract';

/**
 * docs/adding-a-content-type.md's promise: a field added in a contract, and a type defined in a
 * contract, are stored, answered and checked with their messages with nothing else written. (The
 * dashboard's side: admin-app/src/features/crud/content-form.test.tsx.)
 */

const NOTES_MESSAGE = 'Venue notes must be at most 200 characters';

// Events with one more plain field, as a newcomer adds it: in the events contract alone. (The
// factory runs before this file's own values are set: it names its message itself.)
jest.mock('@da-boulder/contracts', () => {
  const contracts =
    jest.requireActual<typeof import('@da-boulder/contracts')>('@da-boulder/contracts');
  const valibot = jest.requireActual<typeof import('valibot')>('valibot');
  const venueNotes = valibot.optional(
    valibot.pipe(
      valibot.string(),
      valibot.trim(),
      valibot.maxLength(200, 'Venue notes must be at most 200 characters'),
    ),
    '',
  );
  const { eventType } = contracts;
  return { ...contracts, eventType: { ...eventType, fields: { ...eventType.fields, venueNotes } } };
});

/** A type this file alone defines: a text, a number with a default and a list. */
const retreatType = defineContentType({
  noun: 'retreat',
  plural: 'retreats',
  adminPath: '/api/cms/retreats',
  publicPath: '/api/retreats',
  order: 'created',
  fields: {
    title: v.pipe(v.string('Title is required'), v.trim(), v.nonEmpty('Title is required')),
    nights: v.optional(v.pipe(v.number(), v.integer('Nights must be a whole number')), 2),
    themes: v.optional(v.array(v.string()), []),
  },
});
const RetreatModel = model('Retreat', schemaFromContract(retreatType));

let app: TestApp;
let admin: Agent;
beforeAll(async () => {
  app = await startTestApp({}, { routers: [contentRoutes(retreatType, { model: RetreatModel })] });
  admin = await signedInAgent(app.handler);
});
afterAll(dropTestDatabase);

const postEvent = (data: Record<string, unknown>) =>
  admin.post('/api/cms/events').field('eventData', JSON.stringify(data));

describe('a field added to the events contract', () => {
  it('is stored and answered, to administrators and visitors', async () => {
    const created = await postEvent({ title: 'Open Sitting', venueNotes: ' Side door ' });
    expect(created.status).toBe(201);
    const { id, slug } = created.body.event;
    expect(created.body.event.venueNotes).toBe('Side door');
    expect(await EventModel.collection.findOne({ slug })).toMatchObject({
      venueNotes: 'Side door',
    });
    const page = await request(app.handler).get(`/api/events/slug/${slug}`).expect(200);
    expect(page.body.event).toMatchObject({ id, venueNotes: 'Side door' });
  });

  it('is checked with its message, and left out reads blank', async () => {
    const refused = await postEvent({ title: 'Long Notes', venueNotes: 'x'.repeat(201) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: NOTES_MESSAGE });
    expect(await EventModel.countDocuments({ title: 'Long Notes' })).toBe(0);

    const plain = await postEvent({ title: 'No Notes' }).expect(201);
    expect(plain.body.event.venueNotes).toBe('');
  });
});

describe('a content type defined in its contract alone', () => {
  it('is stored and answered with its defaults, and listed to visitors', async () => {
    const created = await admin.post('/api/cms/retreats').send({ title: 'Winter Sitting' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      retreat: { id: expect.any(String), title: 'Winter Sitting', nights: 2, themes: [] },
    });
    expect(await RetreatModel.collection.findOne({ title: 'Winter Sitting' })).toMatchObject({
      nights: 2,
    });
    const list = await request(app.handler).get('/api/retreats').expect(200);
    expect(list.body.retreats).toEqual([created.body.retreat]);
  });

  it('checks each field with its message, and takes writes from administrators alone', async () => {
    const refused = await admin.post('/api/cms/retreats').send({ title: ' ', nights: 2.5 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'Title is required',
      errors: { title: 'Title is required', nights: 'Nights must be a whole number' },
    });
    await request(app.handler).post('/api/cms/retreats').send({ title: 'Mine' }).expect(401);
    expect(await RetreatModel.countDocuments()).toBe(1);
  });
});
