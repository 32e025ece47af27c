import request from 'supertest';
import { MONTHS } from '@da-boulder/contracts';
import { testAppForFile } from '../../../test/support/test-app';
import { EventModel } from './events.model';

// GET /api/cms/events?when=upcoming|past: the lists the public pages show, by the contracts'
// isPast, whole however many events are over (the first page of the whole list once held only
// past ones, and the home page showed no upcoming event at all).

const suite = testAppForFile();
const get = (url: string) => request(suite.app.handler).get(url);
const titles = (body: { events: { title: string }[] }) => body.events.map((event) => event.title);

const PAST_COUNT = 120;
/** Past i took place on day i after 1 January 2020: the higher i, the later. */
const pastEvent = (i: number) => {
  const day = new Date(Date.UTC(2020, 0, 1 + i));
  return {
    slug: `past-${i}`,
    title: `Past ${i}`,
    date: String(day.getUTCDate()),
    month: MONTHS[day.getUTCMonth()],
    year: day.getUTCFullYear(),
    time: '10:00 AM - 11:30 AM',
    sortOrder: i,
  };
};
/** After every past event in the arranged order: none is on the whole list's first page. */
const UPCOMING = [
  { slug: 'far-off', title: 'Far off', date: '5', month: 'October', year: 2099, time: '10:00 AM' },
  {
    slug: 'sunday-series',
    title: 'Sunday series',
    date: 'Every',
    month: '',
    year: 2020,
    time: 'Sundays, 6:30 - 7:00 PM',
    isRecurring: true,
    recurrence: { frequency: 'weekly', weekday: 'Sunday', startTime: '18:30', endTime: '19:00' },
  },
  // No day given: nothing says it is over, so it is listed with the upcoming ones.
  { slug: 'date-to-come', title: 'Date to come', date: '', month: '', year: 2030, time: '' },
].map((event, index) => ({ ...event, sortOrder: PAST_COUNT + index }));

beforeAll(async () => {
  await EventModel.insertMany([
    ...Array.from({ length: PAST_COUNT }, (_, i) => pastEvent(i)),
    ...UPCOMING,
  ]);
});

describe('GET /api/cms/events?when=', () => {
  it('answers without `when` as before: every event, a page at a time, in arranged order', async () => {
    const { body } = await get('/api/cms/events').expect(200);
    expect(body).toMatchObject({ total: PAST_COUNT + UPCOMING.length, page: 1, pageSize: 100 });
    expect(titles(body)).toEqual(Array.from({ length: 100 }, (_, i) => `Past ${i}`));
  });

  it('lists the upcoming events in arranged order, and only them', async () => {
    const { body } = await get('/api/cms/events?when=upcoming').expect(200);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 100 });
    expect(titles(body)).toEqual(['Far off', 'Sunday series', 'Date to come']);
    // The same answer as the whole list's: schedule included.
    expect(body.events[1].schedule.weekly).toMatchObject({ weekday: 'Sunday' });
  });

  it('pages the upcoming events', async () => {
    const { body } = await get('/api/cms/events?when=upcoming&page=2&pageSize=2').expect(200);
    expect(body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(titles(body)).toEqual(['Date to come']);
  });

  it('lists the past events, the latest first, every one of them across its pages', async () => {
    const first = (await get('/api/cms/events?when=past').expect(200)).body;
    const second = (await get('/api/cms/events?when=past&page=2').expect(200)).body;
    expect(first).toMatchObject({ total: PAST_COUNT, page: 1, pageSize: 100 });
    expect(second).toMatchObject({ total: PAST_COUNT, page: 2, pageSize: 100 });
    expect([...titles(first), ...titles(second)]).toEqual(
      Array.from({ length: PAST_COUNT }, (_, i) => `Past ${PAST_COUNT - 1 - i}`),
    );
  });

  it.each([
    ['an unknown value', '?when=soon'],
    ['a repeated one', '?when=upcoming&when=past'],
  ])('refuses %s with 400', async (_case, query) => {
    // Whatever the cache keeps for an empty `?when=` (every event), it is no answer for this.
    await get('/api/cms/events?when=').expect(200);
    const { body } = await get(`/api/cms/events${query}`).expect(400);
    expect(body).toMatchObject({
      message: 'when must be upcoming or past',
      errors: { when: 'when must be upcoming or past' },
    });
  });

  it('does not answer from the cache an upcoming list an event has left since', async () => {
    // 10 June 2031, 10 to 11 AM in Denver (16:00 to 17:00 UTC).
    await suite.admin
      .post('/api/cms/events')
      .field(
        'eventData',
        JSON.stringify({
          title: 'Morning talk',
          date: '10',
          month: 'June',
          year: 2031,
          time: '10:00 AM - 11:00 AM',
        }),
      )
      .expect(201);
    const listed = async (when: string) =>
      titles((await get(`/api/cms/events?when=${when}`).expect(200)).body);
    // Only Date is made up: the database driver's timers run as they are.
    jest.useFakeTimers({ now: new Date('2031-06-10T17:30:00Z'), doNotFake: [...TIMERS] });
    try {
      // Over since 11 AM, but still today in Denver: upcoming, and kept in the cache.
      expect(await listed('upcoming')).toContain('Morning talk');
      expect(await listed('upcoming')).toContain('Morning talk');
      jest.setSystemTime(new Date('2031-06-11T06:30:00Z'));
      // 00:30 the next day in Denver: past, though no content changed in between.
      expect(await listed('upcoming')).not.toContain('Morning talk');
      expect((await listed('past'))[0]).toBe('Morning talk');
    } finally {
      jest.useRealTimers();
    }
  });
});

const TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;
