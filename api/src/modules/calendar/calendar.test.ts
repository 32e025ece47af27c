import request from 'supertest';
import { parseIcs, ICAL } from '../../../test/support/parse-ics';
import { signedInAgent, startTestApp, type TestApp } from '../../../test/support/test-app';
import { dropTestDatabase } from '../../../test/support/test-database';
import { EventModel } from '../events/events.model';
import { vtimezone } from './event-calendar';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  app = await startTestApp({
    SITE_URL: 'https://boulder.example.org',
    CONTACT_EMAIL: 'info@boulder.example.org',
  });
  admin = await signedInAgent(app.handler);
});
afterAll(dropTestDatabase);

const LONG_TITLE =
  'Introduction to the Diamond Approach — Presence, Inquiry and the Spiritual Journey in Boulder';
const thisYear = new Date().getUTCFullYear();

const oneOff = (overrides: Record<string, unknown> = {}) => ({
  slug: 'introduction',
  title: LONG_TITLE,
  introText: 'A free morning: a talk, a guided meditation; and a first taste of inquiry.',
  description: 'Some **markdown**.',
  date: '5',
  month: 'October',
  year: thisYear + 1,
  time: '10:00 AM - 12:30 PM',
  location: 'Diamond Approach Boulder Center, 1800 Pearl Street, Boulder, CO',
  ...overrides,
});

const ics = async (path: string) => {
  const response = await request(app.handler).get(path).expect(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return { response, ...parseIcs(response.text) };
};

describe('GET /api/events/slug/:slug/calendar.ics', () => {
  it('answers one event in America/Denver with its VTIMEZONE, folded at 75 octets with CRLF', async () => {
    const stored = await EventModel.create(oneOff());
    const { response, calendar, events, lines, problems } = await ics(
      '/api/events/slug/introduction/calendar.ics',
    );
    expect(response.headers['content-disposition']).toBe('attachment; filename="introduction.ics"');
    expect(problems).toEqual([]);
    // The long title and location really were folded, and unfold to what was stored.
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);

    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event.uid).toBe(`event-${stored._id}@boulder.example.org`);
    expect(event.summary).toBe(LONG_TITLE);
    expect(event.location).toBe(oneOff().location);
    expect(event.description).toBe(
      `${oneOff().introText}\n\nDetails: https://boulder.example.org/events/introduction`,
    );
    expect(event.component.getFirstPropertyValue('url')).toBe(
      'https://boulder.example.org/events/introduction',
    );
    const organizer = event.component.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe('mailto:info@boulder.example.org');
    expect(organizer.getParameter('cn')).toBe('Diamond Approach Boulder');

    // TZID and VTIMEZONE: 10:00 in Denver in October is 16:00 UTC (daylight time).
    expect(event.startDate.zone?.tzid).toBe('America/Denver');
    expect(event.startDate.toJSDate().toISOString()).toBe(`${thisYear + 1}-10-05T16:00:00.000Z`);
    expect(event.endDate.toJSDate().toISOString()).toBe(`${thisYear + 1}-10-05T18:30:00.000Z`);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      'America/Denver',
    );
    // DTSTAMP is UTC, as RFC 5545 requires.
    expect(lines.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);

    // A stable UID: the same event is the same calendar entry every time it is downloaded.
    const again = await ics('/api/events/slug/introduction/calendar.ics');
    expect(again.events[0].uid).toBe(event.uid);
  });

  it('puts a winter event at the standard-time offset', async () => {
    await EventModel.create(oneOff({ slug: 'winter', month: 'December', time: '7-9pm' }));
    const { events } = await ics('/api/events/slug/winter/calendar.ics');
    expect(events[0].startDate.toJSDate().toISOString()).toBe(
      `${thisYear + 1}-12-06T02:00:00.000Z`,
    );
  });

  it('makes an event whose time cannot be read an all-day event on its day', async () => {
    await EventModel.create(oneOff({ slug: 'all-day', time: 'Times to be announced' }));
    const { events, lines, problems } = await ics('/api/events/slug/all-day/calendar.ics');
    expect(problems).toEqual([]);
    expect(lines).toContain(`DTSTART;VALUE=DATE:${thisYear + 1}1005`);
    expect(events[0].startDate.isDate).toBe(true);
  });

  it('repeats a weekly event with an RRULE, at the right offset summer and winter', async () => {
    await EventModel.create({
      slug: 'sunday-meditation',
      title: 'Sunday Meditation',
      date: 'Every',
      month: '',
      year: thisYear,
      time: 'Sundays, 6:30 PM - 7:00 PM',
      isRecurring: true,
      eventDate: new Date(Date.UTC(thisYear, 0, 1, 12)),
      recurrence: { weekday: 'Sunday', startTime: '18:30', endTime: '19:00' },
    });
    const { events, lines } = await ics('/api/events/slug/sunday-meditation/calendar.ics');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=SU');
    const [event] = events;
    expect(event.isRecurring()).toBe(true);
    const occurrences: Date[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next && occurrences.length < 53; next = iterator.next()) {
      // ical.js gives occurrences as wall-clock times; they are in the series' zone.
      const { year, month, day, hour, minute } = next;
      const occurrence = new ICAL.Time({ year, month, day, hour, minute }, event.startDate.zone);
      occurrences.push(occurrence.toJSDate());
    }
    expect(occurrences.every((date) => date.getUTCDay() === 1)).toBe(true); // Sunday evening in Denver
    const utcHours = new Set(occurrences.map((date) => date.getUTCHours()));
    // 18:30 MDT is 00:30 UTC, 18:30 MST is 01:30 UTC: both appear over a year.
    expect([...utcHours].sort()).toEqual([0, 1]);
  });

  it('answers 404 for an unknown slug, and for a recurring event without its weekday', async () => {
    await request(app.handler).get('/api/events/slug/no-such-event/calendar.ics').expect(404);
    await EventModel.create(oneOff({ slug: 'unscheduled', isRecurring: true, date: 'Every' }));
    const response = await request(app.handler)
      .get('/api/events/slug/unscheduled/calendar.ics')
      .expect(404);
    expect(response.body.message).toBe('This event has no date a calendar can hold');
  });
});

describe('GET /api/calendar.ics', () => {
  it('is a feed of upcoming events that shows a CMS write at once', async () => {
    await EventModel.create(oneOff({ slug: 'long-ago', year: thisYear - 2 }));
    const before = await ics('/api/calendar.ics');
    expect(before.problems).toEqual([]);
    expect(before.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Diamond Approach Boulder events',
    );
    expect(before.lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H');
    const urls = () => before.events.map((event) => event.component.getFirstPropertyValue('url'));
    expect(urls()).toEqual(
      expect.arrayContaining([
        'https://boulder.example.org/events/introduction',
        'https://boulder.example.org/events/sunday-meditation',
      ]),
    );
    expect(urls()).not.toContain('https://boulder.example.org/events/long-ago');
    expect(urls()).not.toContain('https://boulder.example.org/events/unscheduled');

    // Revalidation: unchanged content answers 304.
    await request(app.handler)
      .get('/api/calendar.ics')
      .set('If-None-Match', before.response.headers.etag)
      .expect(304);

    await admin
      .post('/api/cms/events')
      .field(
        'eventData',
        JSON.stringify({
          title: 'A New Workshop',
          date: '9',
          month: 'May',
          year: thisYear + 1,
          time: '9 AM - 5 PM',
        }),
      )
      .expect(201);
    const after = await ics('/api/calendar.ics');
    expect(after.events.map((event) => event.summary)).toContain('A New Workshop');
  });

  it('holds the upcoming events however many past ones are arranged before them', async () => {
    await EventModel.insertMany(
      Array.from({ length: 1000 }, (_, n) =>
        oneOff({ slug: `past-${n}`, title: `Past ${n}`, year: thisYear - 3, sortOrder: -1 }),
      ),
    );
    await admin
      .post('/api/cms/events')
      .field(
        'eventData',
        JSON.stringify({ title: 'Still To Come', date: '9', month: 'June', year: thisYear + 1 }),
      )
      .expect(201);
    const { events } = await ics('/api/calendar.ics');
    expect(events.map((event) => event.summary)).toContain('Still To Come');
    expect(events.map((event) => event.summary)).not.toContain('Past 0');
  });
});

describe('vtimezone', () => {
  const offsetAt = (zone: InstanceType<typeof ICAL.Timezone>, iso: string) => {
    const time = ICAL.Time.fromDateTimeString(iso);
    time.zone = zone;
    return zone.utcOffset(time) / 60;
  };
  const parsed = (tzid: string) =>
    new ICAL.Timezone(
      new ICAL.Component(
        ICAL.parse(`BEGIN:VCALENDAR\r\n${vtimezone(tzid)}\r\nEND:VCALENDAR`),
      ).getFirstSubcomponent('vtimezone')!,
    );

  it('gives Denver its yearly rules, right for years to come', () => {
    const text = vtimezone('America/Denver');
    expect(text).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU');
    expect(text).toContain('RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU');
    const zone = parsed('America/Denver');
    // From the first day of a year on, not only from its first change.
    expect(offsetAt(zone, '2027-01-01T12:00:00')).toBe(-420);
    expect(offsetAt(zone, '2027-07-01T12:00:00')).toBe(-360);
    expect(offsetAt(zone, '2027-12-01T12:00:00')).toBe(-420);
    expect(offsetAt(zone, '2036-07-01T12:00:00')).toBe(-360);
    expect(offsetAt(zone, '2036-12-01T12:00:00')).toBe(-420);
  });

  it('uses last-weekday rules where a zone has them, and one offset where it has no changes', () => {
    expect(vtimezone('Europe/Berlin')).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    const phoenix = parsed('America/Phoenix');
    expect(offsetAt(phoenix, '2027-07-01T12:00:00')).toBe(-420);
    expect(offsetAt(phoenix, '2027-12-01T12:00:00')).toBe(-420);
  });
});

describe('the event form’s weekly schedule', () => {
  const weekly = (recurrence: unknown) =>
    admin.post('/api/cms/events').field(
      'eventData',
      JSON.stringify({
        title: `Weekly ${Math.random()}`,
        date: 'Every',
        isRecurring: true,
        time: 'Sundays, 6:30 PM - 7:00 PM',
        recurrence,
      }),
    );

  it('is stored and gives the event its weekly schedule', async () => {
    const { body } = await weekly({
      weekday: 'Sunday',
      startTime: '18:30',
      endTime: '19:00',
    }).expect(201);
    expect(body.event.recurrence).toEqual({
      weekday: 'Sunday',
      startTime: '18:30',
      endTime: '19:00',
    });
    expect(body.event.schedule.weekly).toEqual({
      weekday: 'Sunday',
      byDay: 'SU',
      startTime: '18:30',
      endTime: '19:00',
    });
    expect(body.event.schedule.start).toMatch(/T18:30:00-0[67]:00$/);
  });

  it('repeats monthly on the nth weekday in the .ics, from the form through the API', async () => {
    const { body } = await weekly({
      frequency: 'monthly',
      week: 2,
      weekday: 'Tuesday',
      startTime: '19:00',
      endTime: '21:00',
    }).expect(201);
    expect(body.event.schedule.monthly).toEqual({
      week: 2,
      weekday: 'Tuesday',
      byDay: 'TU',
      monthDay: null,
      startTime: '19:00',
      endTime: '21:00',
    });
    const { events, lines } = await ics(`/api/events/slug/${body.event.slug}/calendar.ics`);
    expect(lines).toContain('RRULE:FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2');
    // ical.js, an independent reader, expands it to the second Tuesday of each month.
    const iterator = events[0].iterator();
    for (let i = 0; i < 12; i++) {
      const next = iterator.next()!;
      expect(next.dayOfWeek()).toBe(ICAL.Time.TUESDAY);
      expect(Math.ceil(next.day / 7)).toBe(2);
      expect([next.hour, next.minute]).toEqual([19, 0]);
    }

    const fixed = await weekly({
      frequency: 'monthly',
      monthDay: 15,
      startTime: '10:00',
      endTime: '12:00',
    }).expect(201);
    const { lines: fixedLines } = await ics(
      `/api/events/slug/${fixed.body.event.slug}/calendar.ics`,
    );
    expect(fixedLines).toContain('RRULE:FREQ=MONTHLY;BYMONTHDAY=15');
  });

  it('refuses a monthly series without its day', async () => {
    const refused = async (recurrence: unknown) =>
      (await weekly(recurrence).expect(400)).body.message;
    const times = { startTime: '19:00', endTime: '21:00' };
    const message =
      'Please choose a day of the month, or a weekday and which one of the month it is';
    expect(await refused({ frequency: 'monthly', ...times })).toBe(message);
    expect(await refused({ frequency: 'monthly', weekday: 'Tuesday', ...times })).toBe(message);
    expect(await refused({ frequency: 'monthly', monthDay: 32, ...times })).toBe(
      'The day of the month must be a number from 1 to 31',
    );
    expect(await refused({ frequency: 'monthly', week: 5, weekday: 'Tuesday', ...times })).toBe(
      'Please choose which week of the month',
    );
  });

  it('refuses an unknown weekday, a malformed time and an end before the start', async () => {
    const refused = async (recurrence: unknown) =>
      (await weekly(recurrence).expect(400)).body.message;
    expect(await refused({ weekday: 'Caturday', startTime: '18:30', endTime: '19:00' })).toBe(
      'Please choose a weekday',
    );
    expect(await refused({ weekday: 'Sunday', startTime: '6:30 PM', endTime: '19:00' })).toBe(
      'Start time must be a time such as 18:30',
    );
    expect(await refused({ weekday: 'Sunday', startTime: '19:00', endTime: '18:30' })).toBe(
      'The end time must be after the start time',
    );
  });
});
