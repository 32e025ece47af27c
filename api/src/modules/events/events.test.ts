import mongoose from 'mongoose';
import request from 'supertest';
import { MONTHS, NO_REGISTRATION_NEEDED, PAGE_SIZE, sampleContent } from '@da-boulder/contracts';
import { testAppForFile } from '../../../test/support/test-app';
import { RegistrationModel } from '../registrations/registrations.model';
import { TeacherModel } from '../teachers/teachers.model';
import { EventModel } from './events.model';

const suite = testAppForFile();

const eventData = (overrides: Record<string, unknown> = {}) => ({
  title: 'Introduction to the Diamond Approach',
  introText: 'A free morning introduction.',
  description: 'Some **markdown**.',
  date: '5',
  month: 'October',
  year: 2027,
  time: '10:00 AM',
  location: 'Boulder',
  facilitator: 'Margaret Ellison',
  facilitatorRole: 'teacher',
  facilitators: ['Lena Hoffmann'],
  teacherProfileIds: [],
  videoUrl: '',
  registrationEmail: 'a@example.org, b@example.org',
  eventDate: '2027-10-05T16:00:00.000Z',
  isRecurring: false,
  slug: 'introduction-to-the-diamond-approach',
  registrationUrl: '/register/introduction-to-the-diamond-approach',
  ...overrides,
});

const postEvent = (data: Record<string, unknown>) =>
  suite.admin.post('/api/cms/events').field('eventData', JSON.stringify(data));

describe('events', () => {
  it('creates an event from multipart eventData with the full shape', async () => {
    const teacher = await TeacherModel.create({ name: 'Margaret Ellison', title: 'Teacher' });
    const response = await postEvent(
      eventData({ teacherProfileIds: [String(teacher._id)] }),
    ).expect(201);
    expect(response.body.event).toEqual({
      id: expect.any(String),
      slug: 'introduction-to-the-diamond-approach',
      title: 'Introduction to the Diamond Approach',
      introText: 'A free morning introduction.',
      description: 'Some **markdown**.',
      date: '5',
      month: 'October',
      year: 2027,
      time: '10:00 AM',
      location: 'Boulder',
      facilitator: 'Margaret Ellison',
      facilitatorRole: 'teacher',
      facilitators: ['Lena Hoffmann'],
      teacherProfileIds: [String(teacher._id)],
      teacherProfiles: [
        expect.objectContaining({ id: String(teacher._id), name: 'Margaret Ellison' }),
      ],
      teacherProfile: expect.objectContaining({ id: String(teacher._id) }),
      videoUrl: '',
      imageUrl: '',
      imageSrcSet: '',
      flyerUrl: '',
      registrationEmail: 'a@example.org, b@example.org',
      registrationUrl: '/register/introduction-to-the-diamond-approach',
      eventDate: '2027-10-05T16:00:00.000Z',
      isRecurring: false,
      registrationNeeded: true,
      status: 'scheduled',
      capacity: null,
      placesLeft: null,
      sortOrder: 0,
      recurrence: null,
      published: true,
      publishAt: null,
      schedule: {
        timeZone: 'America/Denver',
        allDay: false,
        start: '2027-10-05T10:00:00-06:00',
        end: null,
        weekly: null,
        monthly: null,
      },
    });
    const bySlug = await request(suite.app.handler)
      .get('/api/events/slug/introduction-to-the-diamond-approach')
      .expect(200);
    expect(bySlug.body.event).toEqual(response.body.event);
  });

  it('gives a clashing slug a numeric suffix', async () => {
    const second = await postEvent(eventData({ registrationUrl: '' })).expect(201);
    expect(second.body.event.slug).toBe('introduction-to-the-diamond-approach-2');
    expect(second.body.event.registrationUrl).toBe(
      '/register/introduction-to-the-diamond-approach-2',
    );
    expect(second.body.event.sortOrder).toBe(1);
  });

  it('places a new event by its date among the upcoming ones; a series and the latest at the end', async () => {
    const year = new Date().getUTCFullYear() + 3;
    const created = new Map<string, string>();
    const post = async (title: string, overrides: Record<string, unknown>) => {
      const { body } = await postEvent(eventData({ title, slug: '', ...overrides })).expect(201);
      created.set(body.event.id, title);
    };
    const on = (month: (typeof MONTHS)[number], date: number, inYear: number) => ({
      month,
      date: String(date),
      year: inYear,
      eventDate: new Date(Date.UTC(inYear, MONTHS.indexOf(month), date, 16)).toISOString(),
    });
    await post('June Talk', on('June', 6, year + 1));
    await post('March Talk', on('March', 3, year + 1));
    await post('Weekly Sitting', {
      isRecurring: true,
      recurrence: { frequency: 'weekly', weekday: 'Sunday', startTime: '18:30', endTime: '19:30' },
    });
    await post('December Talk', on('December', 12, year));
    await post('Far Talk', on('May', 1, year + 5));
    const { body } = await request(suite.app.handler).get('/api/cms/events').expect(200);
    await Promise.all(
      [...created.keys()].map((id) => suite.admin.delete(`/api/cms/events/${id}`).expect(200)),
    );
    expect(
      (body.events as { id: string }[]).flatMap((event) => created.get(event.id) ?? []),
    ).toEqual(['December Talk', 'March Talk', 'June Talk', 'Weekly Sitting', 'Far Talk']);
  });

  it('lists events by sortOrder (missing counts as 0) and answers 404 for unknown slugs', async () => {
    const list = await request(suite.app.handler).get('/api/cms/events').expect(200);
    expect(list.body.events.map((e: { sortOrder: number }) => e.sortOrder)).toEqual([0, 1]);
    const missing = await request(suite.app.handler)
      .get('/api/events/slug/no-such-event')
      .expect(404);
    expect(missing.body).toEqual({ message: 'Event not found' });
  });

  it('updates an event, keeping its slug, and deletes it', async () => {
    const created = (
      await postEvent(
        eventData({ title: 'Old title', slug: 'old-title', registrationUrl: '' }),
      ).expect(201)
    ).body.event;
    const updated = await suite.admin
      .put(`/api/cms/events/${created.id}`)
      .field(
        'eventData',
        JSON.stringify(
          eventData({
            title: 'New title',
            slug: 'new-title',
            registrationUrl: '',
            isRecurring: true,
            date: 'Every',
          }),
        ),
      )
      .expect(200);
    expect(updated.body.event).toMatchObject({
      id: created.id,
      title: 'New title',
      slug: 'old-title',
      registrationUrl: '/register/old-title',
      isRecurring: true,
      date: 'Every',
      sortOrder: created.sortOrder,
    });
    const deleted = await suite.admin.delete(`/api/cms/events/${created.id}`).expect(200);
    expect(deleted.body).toEqual({ message: 'Event deleted', trashId: expect.any(String) });
    await request(suite.app.handler).get('/api/events/slug/old-title').expect(404);
    await suite.admin.delete(`/api/cms/events/${created.id}`).expect(404);
  });

  it('reorders events and lists them in the new order; an unknown id changes nothing', async () => {
    const before = (await request(suite.app.handler).get('/api/cms/events')).body.events as {
      id: string;
    }[];
    const reversed = before.map((e) => e.id).reverse();
    const response = await suite.admin
      .put('/api/cms/events/reorder')
      .send({ eventIds: reversed })
      .expect(200);
    expect(response.body.events.map((e: { id: string }) => e.id)).toEqual(reversed);
    const listed = (await request(suite.app.handler).get('/api/cms/events')).body.events;
    expect(listed.map((e: { id: string }) => e.id)).toEqual(reversed);

    const rejected = await suite.admin
      .put('/api/cms/events/reorder')
      .send({ eventIds: [before[0].id, '0123456789abcdef01234567'] })
      .expect(400);
    expect(rejected.body.message).toBe('Unknown event: 0123456789abcdef01234567');
    const unchanged = (await request(suite.app.handler).get('/api/cms/events')).body.events;
    expect(unchanged).toEqual(listed);
  });

  it("reorders the second page's events within it, leaving the first page as it was", async () => {
    const existing = (await EventModel.countDocuments()) as number;
    const extra = PAGE_SIZE + 3 - existing;
    const inserted = await EventModel.insertMany(
      Array.from({ length: extra }, (_, n) => ({
        slug: `paged-${n}`,
        title: `Paged ${n}`,
        month: 'October',
        date: '5',
        year: 2027,
        time: '10:00 AM',
        sortOrder: 1000 + n,
      })),
    );
    const ids = async (page: number) =>
      (
        (await suite.admin.get(`/api/cms/events?page=${page}`).expect(200)).body.events as {
          id: string;
        }[]
      ).map((event) => event.id);
    const [first, second] = [await ids(1), await ids(2)];
    expect(second).toHaveLength(3);
    const reversed = [...second].reverse();
    const answer = await suite.admin
      .put('/api/cms/events/reorder')
      .send({ eventIds: reversed, page: 2 })
      .expect(200);
    expect(answer.body.events.map((event: { id: string }) => event.id)).toEqual(reversed);
    expect(await ids(1)).toEqual(first);
    expect(await ids(2)).toEqual(reversed);
    // A whole page of 100 at once (FerretDB never answered one write of them all).
    const firstReversed = [...first].reverse();
    await suite.admin.put('/api/cms/events/reorder').send({ eventIds: firstReversed }).expect(200);
    expect(await ids(1)).toEqual(firstReversed);
    expect(await ids(2)).toEqual(reversed);

    // Rows of another page (a list shown before the page changed) change nothing.
    const refused = await suite.admin
      .put('/api/cms/events/reorder')
      .send({ eventIds: first.slice(0, 3), page: 2 })
      .expect(409);
    expect(refused.body.message).toBe('The events list changed meanwhile: reload it and try again');
    expect(await ids(2)).toEqual(reversed);

    for (const page of [0, 1.5, '2'])
      await suite.admin
        .put('/api/cms/events/reorder')
        .send({ eventIds: reversed, page })
        .expect(400);
    await EventModel.deleteMany({
      _id: mongoose.trusted({ $in: inserted.map((event) => event._id) }),
    });
  });

  it('rejects unknown teacher ids and invalid eventData', async () => {
    const unknownTeacher = await postEvent(
      eventData({ teacherProfileIds: ['0123456789abcdef01234567'] }),
    ).expect(400);
    expect(unknownTeacher.body.errors).toEqual({
      teacherProfileIds: 'Unknown teacher: 0123456789abcdef01234567',
    });
    // One the event listed already, gone since (kept in an old trash entry), is dropped on a
    // save: the dashboard's picker cannot show it to untick. A new one must exist.
    const created = (await postEvent(eventData({ title: 'Kept Day' })).expect(201)).body.event;
    await EventModel.updateOne(
      { _id: created.id },
      { $set: { teacherProfileIds: ['0123456789abcdef01234567'] } },
    );
    const saveWith = (teacherProfileIds: string[]) =>
      suite.admin
        .put(`/api/cms/events/${created.id}`)
        .field('eventData', JSON.stringify(eventData({ title: 'Kept Day', teacherProfileIds })));
    const saved = await saveWith(['0123456789abcdef01234567']).expect(200);
    expect(saved.body.event.teacherProfileIds).toEqual([]);
    await saveWith(['0123456789abcdef01234568']).expect(400);
    const notJson = await suite.admin
      .post('/api/cms/events')
      .field('eventData', '{not json')
      .expect(400);
    expect(notJson.body.message).toBe('eventData must be valid JSON');
    const missing = await suite.admin.post('/api/cms/events').field('other', 'x').expect(400);
    expect(missing.body.message).toBe('eventData is required');
    const badEmails = await postEvent(
      eventData({ registrationEmail: 'a@example.org, nope' }),
    ).expect(400);
    expect(badEmails.body.errors).toEqual({
      registrationEmail: 'Please enter valid email addresses, separated by commas',
    });
  });

  it('stores whether registration is needed: true unless switched off, also for older events', async () => {
    const created = (
      await postEvent(
        eventData({ title: 'Open Sitting', slug: 'open-sitting', registrationNeeded: false }),
      ).expect(201)
    ).body.event;
    expect(created.registrationNeeded).toBe(false);
    const bySlug = await request(suite.app.handler)
      .get('/api/events/slug/open-sitting')
      .expect(200);
    expect(bySlug.body.event.registrationNeeded).toBe(false);

    // Left out of an update, the setting reads as the default again: on.
    const updated = await suite.admin
      .put(`/api/cms/events/${created.id}`)
      .field('eventData', JSON.stringify(eventData({ title: 'Open Sitting' })))
      .expect(200);
    expect(updated.body.event.registrationNeeded).toBe(true);

    const notBoolean = await postEvent(eventData({ registrationNeeded: 'no' })).expect(400);
    expect(notBoolean.body.errors).toEqual({
      registrationNeeded: 'registrationNeeded must be true or false',
    });

    // An event stored before the setting existed takes registrations.
    await EventModel.collection.insertOne({ slug: 'stored-long-ago', title: 'Stored long ago' });
    const older = await request(suite.app.handler)
      .get('/api/events/slug/stored-long-ago')
      .expect(200);
    expect(older.body.event.registrationNeeded).toBe(true);
    await EventModel.deleteOne({ slug: 'stored-long-ago' });
    await suite.admin.delete(`/api/cms/events/${created.id}`).expect(200);
  });

  it('POST /api/register refuses an event that needs no registration, and stores nothing', async () => {
    const event = (
      await postEvent(
        eventData({ title: 'Just Come', slug: 'just-come', registrationNeeded: false }),
      ).expect(201)
    ).body.event;
    const before = await RegistrationModel.countDocuments();
    const refused = await request(suite.app.handler)
      .post('/api/register')
      .send({ eventId: event.id, name: 'Rachel Green', email: 'rachel@example.org' })
      .expect(400);
    expect(refused.body).toEqual({ message: NO_REGISTRATION_NEEDED });
    expect(await RegistrationModel.countDocuments()).toBe(before);
    await suite.admin.delete(`/api/cms/events/${event.id}`).expect(200);
  });

  it('the contract sample events are valid event input', async () => {
    for (const {
      id: _id,
      teacherProfiles: _p,
      teacherProfile: _t,
      ...event
    } of sampleContent.events) {
      await postEvent({ ...event, teacherProfileIds: [] }).expect(201);
    }
  });
});
