import mongoose from 'mongoose';
import request from 'supertest';
import { withMailingTestApp } from '../../../test/support/mailing-test-app';
import { calendarPartBytes, ICAL, parseIcs } from '../../../test/support/parse-ics';
import { SmtpSink } from '../../../test/support/smtp-sink';
import { eventually, formTime, signedInAgent, type TestApp } from '../../../test/support/test-app';
import { EventModel } from '../events/events.model';

/**
 * What goes into an .ics is escaped, whatever a stored title holds, on all three ways out (the
 * download, the feed, the confirmation mail's attachment); and each event carries its revision,
 * so calendars that imported it follow a change of time, date or place.
 */

let app: TestApp;
let smtp: SmtpSink;
let admin: Awaited<ReturnType<typeof signedInAgent>>;

withMailingTestApp({ SITE_URL: 'https://boulder.example.org' }, (parts) => ({ app, smtp } = parts));
beforeAll(async () => {
  admin = await signedInAgent(app.handler);
});

const nextYear = new Date().getUTCFullYear() + 1;
const INJECTION =
  'Open Day\r\nBEGIN:VEVENT\r\nUID:evil@example.org\r\nSUMMARY:Free money\r\nDTSTART:20300101T000000Z\r\nEND:VEVENT\r\nX-EVIL:1';
// Emoji with skin tones and joiners (several UTF-16 units, up to 4 octets each), long enough to fold many times.
const EMOJI = '🧘🏽‍♀️ Sitting together at dawn 🌄✨ — Präsenz & "Inquiry"; a, b; c\\d ';
const LONG_EMOJI_TITLE = EMOJI.repeat(12).trim();

const stored = (slug: string, title: string) =>
  EventModel.create({
    slug,
    title,
    date: '5',
    month: 'October',
    year: nextYear,
    time: '10:00 AM - 12:30 PM',
    location: 'Boulder Center',
  });

/** The text ical.js reads back: TEXT escaping keeps a line break as one LF. */
const asRead = (text: string) => text.replace(/\r\n|\r/g, '\n');

const download = async (slug: string) => {
  const response = await request(app.handler).get(`/api/events/slug/${slug}/calendar.ics`);
  expect(response.status).toBe(200);
  return { text: response.text, ...parseIcs(response.text) };
};

/** One VEVENT, lines that are all well-formed, the title back as stored. */
function expectOneEventTitled(text: string, title: string) {
  const { calendar, events, lines, problems } = parseIcs(text);
  expect(problems).toEqual([]);
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  expect(lines.some((line) => line.startsWith('X-EVIL') || line.startsWith('UID:evil'))).toBe(
    false,
  );
  expect(events).toHaveLength(1);
  expect(events[0].summary).toBe(asRead(title));
  return calendar;
}

describe('text in an .ics', () => {
  it.each([
    ['injection', INJECTION],
    ['line-break', 'Morning sit\nand tea'],
    ['bare-cr', 'Morning sit\rand tea'],
    ['long-emoji', LONG_EMOJI_TITLE],
  ])(
    'the download of a %s title holds one event, named and titled as stored',
    async (slug, title) => {
      await stored(slug, title);
      const { text } = await download(slug);
      const calendar = expectOneEventTitled(text, title);
      // The calendar's name is the title too, escaped as TEXT; ical.js leaves these two properties
      // as written, so its TEXT decoding reads them back.
      for (const property of ['name', 'x-wr-calname']) {
        const written = String(calendar.getFirstPropertyValue(property));
        expect(ICAL.design.icalendar.value.text.fromICAL(written)).toBe(asRead(title));
      }
    },
  );

  it('the feed holds each event once, its injected title as text', async () => {
    const response = await request(app.handler).get('/api/calendar.ics').expect(200);
    const { events, lines, problems } = parseIcs(response.text);
    expect(problems).toEqual([]);
    const count = await EventModel.countDocuments();
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(count);
    expect(events.map((event) => event.summary)).toContain(asRead(INJECTION));
    expect(events.map((event) => event.uid)).not.toContain('evil@example.org');
  });

  it('the confirmation mail’s attachment holds one event', async () => {
    const event = await stored('mailed', INJECTION);
    await request(app.handler)
      .post('/api/register')
      .send({
        eventId: String(event._id),
        name: 'Rachel Green',
        email: 'rachel@example.org',
        inDiamondHeartGroup: false,
        diamondHeartGroupName: '',
        additionalMessage: '',
        formIssuedAt: formTime(app.config),
      })
      .expect(201);
    const mail = await eventually(() =>
      smtp.received.find((m) => m.to.includes('rachel@example.org')),
    );
    expect(mail!.raw.match(/^Content-Type: text\/calendar/gim)).toHaveLength(1);
    expectOneEventTitled(calendarPartBytes(mail!.raw), INJECTION);
  });
});

describe('revisions', () => {
  const form = (overrides: Record<string, unknown> = {}) =>
    JSON.stringify({
      title: 'Revised Workshop',
      description: 'The first description.',
      date: '9',
      month: 'May',
      year: nextYear,
      time: '9 AM - 5 PM',
      location: 'Boulder Center',
      ...overrides,
    });
  const revision = async (slug: string) => {
    const { events } = await download(slug);
    const [event] = events;
    const record = await EventModel.findOne({ slug }).lean();
    return {
      sequence: event.sequence,
      lastModified: event.component.getFirstPropertyValue('last-modified'),
      updatedAt: record!.updatedAt,
    };
  };
  /** LAST-MODIFIED is the stored updatedAt, to the second, in UTC. */
  const expectLastModifiedIsUpdatedAt = (found: Awaited<ReturnType<typeof revision>>) => {
    const lastModified = found.lastModified as unknown as { toJSDate(): Date; zone: unknown };
    expect(lastModified.toJSDate().toISOString()).toBe(
      found.updatedAt.toISOString().replace(/\.\d{3}Z$/, '.000Z'),
    );
  };

  it('SEQUENCE grows with time, date and place, not with other edits; LAST-MODIFIED follows', async () => {
    const created = await admin.post('/api/cms/events').field('eventData', form()).expect(201);
    const { id, slug } = created.body.event;
    const put = (overrides: Record<string, unknown>) =>
      admin.put(`/api/cms/events/${id}`).field('eventData', form(overrides)).expect(200);

    const first = await revision(slug);
    expect(first.sequence).toBe(0);
    expectLastModifiedIsUpdatedAt(first);
    expect((await download(slug)).lines.filter((l) => l.startsWith('LAST-MODIFIED:'))[0]).toMatch(
      /^LAST-MODIFIED:\d{8}T\d{6}Z$/,
    );

    // Not a change a calendar must follow: the description, the title, the same time again.
    await put({ description: 'Another description.' });
    await put({ description: 'Another description.', title: 'Revised Workshop, renamed' });
    await put({ description: 'Another description.', title: 'Revised Workshop, renamed' });
    const edited = await revision(slug);
    expect(edited.sequence).toBe(0);
    expectLastModifiedIsUpdatedAt(edited);
    expect(edited.updatedAt.getTime()).toBeGreaterThanOrEqual(first.updatedAt.getTime());

    await put({ time: '10 AM - 5 PM' });
    expect((await revision(slug)).sequence).toBe(1);
    await put({ time: '10 AM - 5 PM', date: '10' });
    expect((await revision(slug)).sequence).toBe(2);
    await put({ time: '10 AM - 5 PM', date: '10', location: 'Chautauqua Park' });
    const moved = await revision(slug);
    expect(moved.sequence).toBe(3);
    expectLastModifiedIsUpdatedAt(moved);
    await put({ time: '10 AM - 5 PM', date: '10', location: 'Chautauqua Park', title: 'Again' });
    expect((await revision(slug)).sequence).toBe(3);
    expect((await EventModel.findById(id).lean())!.sequence).toBe(3);

    // The feed carries the same revision.
    const feed = parseIcs((await request(app.handler).get('/api/calendar.ics').expect(200)).text);
    const inFeed = feed.events.find((event) => event.summary === 'Again');
    expect(inFeed?.sequence).toBe(3);
  });

  it('an event stored before the counter counts as 0, and then grows', async () => {
    const { insertedId } = await mongoose.connection.db!.collection('events').insertOne({
      slug: 'legacy',
      title: 'Legacy Event',
      date: '9',
      month: 'June',
      year: nextYear,
      time: '9 AM - 5 PM',
      location: 'Boulder Center',
      createdAt: new Date(Date.UTC(2024, 0, 1)),
      updatedAt: new Date(Date.UTC(2024, 0, 2)),
    });
    const legacy = await revision('legacy');
    expect(legacy.sequence).toBe(0);
    expectLastModifiedIsUpdatedAt(legacy);
    await admin
      .put(`/api/cms/events/${String(insertedId)}`)
      .field('eventData', form({ title: 'Legacy Event', month: 'June', time: '1 PM - 5 PM' }))
      .expect(200);
    expect((await revision('legacy')).sequence).toBe(1);
  });
});
