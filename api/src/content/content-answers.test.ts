import mongoose from 'mongoose';
import request from 'supertest';
import { testAppForFile } from '../../test/support/test-app';
import { EventModel } from '../modules/events/events.model';
import { NewsletterModel } from '../modules/newsletters/newsletters.model';
import { ProgramModel } from '../modules/programs/programs.model';
import { TeacherModel } from '../modules/teachers/teachers.model';
import { TestimonialModel } from '../modules/testimonials/testimonials.model';
import { WebinarModel } from '../modules/webinars/webinars.model';
import { restoreSampleContent } from '../seed/seed';

/**
 * Each content type's answers for the sample content, and what creating an item with only its
 * required fields answers and stores, as they stood before issue 46 derived storage and answers
 * from the contracts: the snapshots hold the answers' exact text, so every step of that change
 * proves it left them byte for byte the same.
 */

const suite = testAppForFile();

/** Ids differ from run to run: each becomes "<id N>", N in the order it first appears. */
function withStableIds(text: string): string {
  const ids = new Map<string, number>();
  return text.replace(/\b[0-9a-f]{24}\b/g, (id) => {
    if (!ids.has(id)) ids.set(id, ids.size + 1);
    return `<id ${ids.get(id)}>`;
  });
}

/** What a GET answers, as it goes over the wire. */
async function answerText(url: string, as: 'visitor' | 'admin') {
  const client = as === 'admin' ? suite.admin : request(suite.app.handler);
  return withStableIds((await client.get(url).expect(200)).text);
}

/** A stored record's fields with their stored types, in a stable order; ids and times aside. */
async function storedFields(model: { collection: mongoose.Collection }, id: string) {
  const stored = await model.collection.findOne({ _id: new mongoose.Types.ObjectId(id) });
  if (!stored) throw new Error(`nothing stored under ${id}`);
  const { _id, createdAt, updatedAt, ...fields } = stored;
  expect([createdAt, updatedAt]).toEqual([expect.any(Date), expect.any(Date)]);
  return Object.fromEntries(
    Object.entries(fields)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, value]) => [name, { type: Object.prototype.toString.call(value), value }]),
  );
}

beforeAll(async () => {
  await restoreSampleContent();
  // A weekly series with no day of its own starts from when it was stored: a fixed day keeps its
  // schedule the same from run to run.
  await EventModel.collection.updateMany({}, { $set: { createdAt: new Date('2026-06-01') } });
});

describe('the answers for the sample content', () => {
  it.each([
    ['testimonials, as visitors read them', '/api/testimonials', 'visitor'],
    ['testimonials, as administrators read them', '/api/cms/testimonials', 'admin'],
    ['newsletters, as visitors read them', '/api/newsletters', 'visitor'],
    ['newsletters, as administrators read them', '/api/cms/newsletters', 'admin'],
    ['programs', '/api/cms/programs', 'visitor'],
    ['webinars, as visitors read them', '/api/webinars', 'visitor'],
    ['webinars, as administrators read them', '/api/cms/webinars', 'admin'],
    ['a webinar by its slug', '/api/webinars/slug/the-wisdom-of-the-body', 'visitor'],
    ['teachers', '/api/cms/teachers', 'visitor'],
    ['events', '/api/cms/events', 'visitor'],
    ['an event by its slug', '/api/events/slug/introduction-to-the-diamond-approach', 'visitor'],
    ['a weekly event by its slug', '/api/events/slug/sunday-meditation', 'visitor'],
  ] as const)('%s (%s)', async (_name, url, as) => {
    expect(await answerText(url, as)).toMatchSnapshot();
  });
});

describe('an item created with only its required fields', () => {
  it.each([
    ['testimonial', '/api/cms/testimonials', TestimonialModel, { quote: 'Simply present.' }],
    [
      'newsletter',
      '/api/cms/newsletters',
      NewsletterModel,
      { month: 'May', year: 2026, link: 'https://example.org/may-2026' },
    ],
    ['program', '/api/cms/programs', ProgramModel, { title: 'Inquiry Circle' }],
    ['webinar', '/api/cms/webinars', WebinarModel, { title: 'On Trust', year: 2026, month: 'May' }],
  ] as const)('a %s: its answer and its stored fields', async (noun, url, model, body) => {
    const created = await suite.admin.post(url).send(body).expect(201);
    expect(withStableIds(created.text)).toMatchSnapshot('answer');
    const id = (created.body as Record<string, { id: string }>)[noun].id;
    expect(await storedFields(model, id)).toMatchSnapshot('stored');
  });

  it.each([
    [
      'a one-off event',
      {
        title: 'Open Heart Day',
        month: 'June',
        date: '6',
        year: 2027,
        time: '10:00 AM - 4:00 PM',
        eventDate: '2027-06-06T16:00:00.000Z',
        capacity: 12,
      },
    ],
    [
      'a monthly series',
      {
        title: 'Inquiry Evening',
        month: 'January',
        date: 'Every',
        year: 2027,
        isRecurring: true,
        recurrence: { frequency: 'monthly', monthDay: 15, startTime: '18:30', endTime: '20:00' },
      },
    ],
  ])('%s: its answer and its stored fields', async (_name, eventData) => {
    const created = await suite.admin
      .post('/api/cms/events')
      .field('eventData', JSON.stringify(eventData))
      .expect(201);
    expect(withStableIds(created.text)).toMatchSnapshot('answer');
    const id = (created.body as { event: { id: string } }).event.id;
    expect(await storedFields(EventModel, id)).toMatchSnapshot('stored');
  });

  it('a teacher: its answer and its stored fields', async () => {
    const created = await suite.admin
      .post('/api/cms/teachers')
      .field('name', 'Ruth Abernathy')
      .expect(201);
    expect(withStableIds(created.text)).toMatchSnapshot('answer');
    const id = (created.body as { teacher: { id: string } }).teacher.id;
    expect(await storedFields(TeacherModel, id)).toMatchSnapshot('stored');
  });
});
