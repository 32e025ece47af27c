import mongoose from 'mongoose';
import request from 'supertest';
import { expectAdminOnly } from '../../../test/support/admin-only';
import { mailsQueued } from '../../../test/support/mail-worker';
import { withMailingTestApp } from '../../../test/support/mailing-test-app';
import { calendarPartBytes, parseIcs } from '../../../test/support/parse-ics';
import { textOf, type ReceivedMail, type SmtpSink } from '../../../test/support/smtp-sink';
import { eventually, formTime, signedInAgent, type TestApp } from '../../../test/support/test-app';
import { OutboxModel } from '../../mail/outbox.model';
import { EventModel } from '../events/events.model';
import { tellUntoldChanges } from './event-registrants';
import { registrationMailing } from './registrations.routes';
import { RegistrationModel } from './registrations.model';

/**
 * Changes reach the people registered (issue 33, item 5) and administrators write to them
 * (item 6): on the real database, mail through the outbox to a real SMTP server.
 */

let app: TestApp;
let smtp: SmtpSink;
let admin: Awaited<ReturnType<typeof signedInAgent>>;

withMailingTestApp({ SITE_URL: 'https://boulder.example.org' }, (parts) => {
  ({ app, smtp } = parts);
});
beforeAll(async () => {
  await mongoose.syncIndexes();
  admin = await signedInAgent(app.handler);
});

const nextYear = new Date().getUTCFullYear() + 1;
let made = 0;
/** Each event's title, kept by the updates unless they say otherwise. */
const titles = new Map<string, string>();

/** The event form's fields, as the dashboard sends them. */
const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Changing Workshop',
  date: '9',
  month: 'May',
  year: nextYear,
  time: '9:00 AM - 12:00 PM',
  location: 'Boulder Center',
  ...overrides,
});

/** An event made through the dashboard's API, `capacity` places, and people registered for it. */
async function eventWith(people: string[], fields: Record<string, unknown> = {}) {
  made += 1;
  const created = await admin
    .post('/api/cms/events')
    .send({ eventData: form({ title: `Changing Workshop ${made}`, ...fields }) })
    .expect(201);
  const { id, slug } = created.body.event as { id: string; slug: string };
  titles.set(id, `Changing Workshop ${made}`);
  for (const email of people) {
    await request(app.handler)
      .post('/api/register')
      .send({ eventId: id, name: 'Jane Doe', email, formIssuedAt: formTime(app.config) })
      .expect(201);
  }
  // Their confirmations are out of the way before the change.
  await eventually(() => people.every((email) => mailsTo(email).length === 1));
  smtp.received.length = 0;
  return { id, slug };
}

const update = (id: string, fields: Record<string, unknown>, notify?: unknown) =>
  admin.put(`/api/cms/events/${id}`).send({
    eventData: form({ title: titles.get(id), ...fields }),
    ...(notify === undefined ? {} : { notifyRegistrants: notify }),
  });

const mailsTo = (address: string): ReceivedMail[] =>
  smtp.received.filter((mail) => mail.to.includes(address));

const queuedTo = (address: string) => mailsQueued({ to: address });

const sequenceOf = async (id: string) => (await EventModel.findById(id).lean())!.sequence;

describe('an event’s status', () => {
  it('is scheduled unless set; a cancelled or postponed event takes no registrations', async () => {
    const { id, slug } = await eventWith([]);
    const read = async () =>
      (await request(app.handler).get(`/api/events/slug/${slug}`).expect(200)).body.event;
    expect((await read()).status).toBe('scheduled');

    for (const [status, message] of [
      ['cancelled', 'This event has been cancelled: registration is closed.'],
      ['postponed', 'This event has been postponed: registration is closed.'],
    ]) {
      await update(id, { status }).expect(200);
      expect((await read()).status).toBe(status);
      const refused = await request(app.handler)
        .post('/api/register')
        .send({
          eventId: id,
          name: 'Jane Doe',
          email: `late-${status}@example.org`,
          formIssuedAt: formTime(app.config),
        })
        .expect(400);
      expect(refused.body.message).toBe(message);
    }
    expect(await RegistrationModel.countDocuments({ eventId: id })).toBe(0);
    // An update that leaves the status out keeps it; an unknown one is refused and stores nothing.
    await update(id, { time: '1:00 PM - 4:00 PM' }).expect(200);
    expect((await read()).status).toBe('postponed');
    const bad = await update(id, { status: 'moved', time: '2:00 PM' }).expect(400);
    expect(bad.body.errors).toEqual({
      status: 'Status must be scheduled, cancelled or postponed',
    });
    expect((await read()).time).toBe('1:00 PM - 4:00 PM');
  });

  it('shows in the .ics STATUS, a change of it raising SEQUENCE', async () => {
    const { id, slug } = await eventWith([]);
    const ics = async () => {
      const response = await request(app.handler)
        .get(`/api/events/slug/${slug}/calendar.ics`)
        .expect(200);
      const [event] = parseIcs(response.text).events;
      return { status: event.component.getFirstPropertyValue('status'), sequence: event.sequence };
    };
    expect(await ics()).toEqual({ status: 'CONFIRMED', sequence: 0 });
    await update(id, { status: 'postponed' }).expect(200);
    expect(await ics()).toEqual({ status: 'TENTATIVE', sequence: 1 });
    await update(id, { status: 'cancelled' }).expect(200);
    expect(await ics()).toEqual({ status: 'CANCELLED', sequence: 2 });
    // The feed says so too, so subscribed calendars drop it.
    const feed = parseIcs((await request(app.handler).get('/api/calendar.ics').expect(200)).text);
    const inFeed = feed.events.find((event) => event.uid.startsWith(`event-${id}@`));
    expect(inFeed?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});

describe('telling the people registered what changed', () => {
  it('writes no registration: the list and the mails name the event as it now is', async () => {
    const { id } = await eventWith(['eve@change.example.org']);
    // FerretDB writes each registration on its own, and a write of one may undo another's.
    const writes = jest.spyOn(RegistrationModel, 'updateMany');
    try {
      await update(
        id,
        { title: `Moved Workshop ${made}`, location: 'Chautauqua Hall' },
        true,
      ).expect(200);
      expect(writes).not.toHaveBeenCalled();
    } finally {
      writes.mockRestore();
    }
    await eventually(() => mailsTo('eve@change.example.org').length === 1);
    const mail = mailsTo('eve@change.example.org')[0];
    expect(mail.header('Subject')).toBe(`Changed: Moved Workshop ${made}`);
    expect(textOf(mail)).toContain('Location: Boulder Center → Chautauqua Hall');
    const listed = await admin.get(`/api/cms/registrations?eventId=${id}`).expect(200);
    expect(listed.body.registrations[0].eventTitle).toBe(`Moved Workshop ${made}`);
    const csv = await admin.get(`/api/cms/registrations/export.csv?eventId=${id}`).expect(200);
    expect(csv.text).toContain(`Moved Workshop ${made}`);
    await update(id, { status: 'cancelled' }).expect(200);
    const cancelled = await admin.get(`/api/cms/registrations?eventId=${id}`).expect(200);
    expect(cancelled.body.registrations[0].eventStatus).toBe('cancelled');
  });

  it('mails each confirmed and waitlisted registrant once, old → new, with SEQUENCE grown', async () => {
    const { id } = await eventWith(
      ['ann@change.example.org', 'bob@change.example.org', 'cat@change.example.org'],
      { capacity: 2 },
    );
    // One gives up their place: the waitlisted one moves up; then the change.
    const cat = await RegistrationModel.findOne({ email: 'cat@change.example.org' }).lean();
    expect(cat!.status).toBe('waitlisted');
    await admin.post(`/api/cms/registrations/${String(cat!._id)}/cancel`).expect(200);
    await request(app.handler)
      .post('/api/register')
      .send({
        eventId: id,
        name: 'Dan Doe',
        email: 'dan@change.example.org',
        formIssuedAt: formTime(app.config),
      })
      .expect(201);
    await eventually(() => mailsTo('dan@change.example.org').length === 1);
    smtp.received.length = 0;
    const before = await sequenceOf(id);

    const changed = { time: '10:00 AM - 1:00 PM', capacity: 2 };
    await update(id, changed, true).expect(200);
    expect(await sequenceOf(id)).toBe(before + 1);
    const told = ['ann@change.example.org', 'bob@change.example.org', 'dan@change.example.org'];
    await eventually(() => told.every((email) => mailsTo(email).length === 1));

    const ann = mailsTo('ann@change.example.org')[0];
    expect(ann.header('Subject')).toBe(`Changed: Changing Workshop ${made}`);
    // No registration contact: replies reach the chapter's address for registrations, where its
    // notices of them went.
    expect(ann.header('Reply-To')).toBe(app.config.defaultRegistrationEmail);
    expect(textOf(ann)).toContain('Time: 9:00 AM - 12:00 PM → 10:00 AM - 1:00 PM');
    expect(textOf(ann)).not.toContain('Location:  →');
    const [vevent] = parseIcs(calendarPartBytes(ann.raw)).events;
    expect(vevent.sequence).toBe(before + 1);
    expect(vevent.startDate.toString()).toMatch(/T10:00:00$/);
    // The waitlisted one hears of it, with no calendar file: they have no place yet.
    const dan = mailsTo('dan@change.example.org')[0];
    expect(textOf(dan)).toContain('Time: 9:00 AM - 12:00 PM → 10:00 AM - 1:00 PM');
    expect(dan.raw).not.toMatch(/^Content-Type: text\/calendar/im);
    // The cancelled one is not told of the change: only their waitlist note and the cancel came.
    expect(await queuedTo('cat@change.example.org')).toBe(2);

    // The same request again, and twice at once: no second mail to anyone.
    await update(id, changed, true).expect(200);
    await Promise.all([update(id, changed, true).expect(200), update(id, changed, true)]);
    for (const email of told) expect(await queuedTo(email)).toBe(2);
  });

  it('tells each registrant once when the same change arrives twice at once', async () => {
    const { id } = await eventWith(['eve@twice.example.org', 'fay@twice.example.org']);
    const moved = { location: 'Chautauqua Park' };
    const answers = await Promise.all([update(id, moved, 'true'), update(id, moved, 'true')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    for (const email of ['eve@twice.example.org', 'fay@twice.example.org'])
      expect(await queuedTo(email)).toBe(2);
    await eventually(() => mailsTo('fay@twice.example.org').length === 1);
    expect(textOf(mailsTo('fay@twice.example.org')[0])).toContain(
      'Location: Boulder Center → Chautauqua Park',
    );
  });

  it('tells everyone listed, whatever time their registration was stamped with', async () => {
    const { id } = await eventWith(['pia@clock.example.org']);
    // Stamped by an instance whose clock runs ahead (mongoose keeps createdAt: the driver's write).
    await RegistrationModel.collection.updateOne(
      { email: 'pia@clock.example.org' },
      { $set: { createdAt: new Date(Date.now() + 5_000) } },
    );
    await update(id, { location: 'Chautauqua Park' }, true).expect(200);
    expect(await queuedTo('pia@clock.example.org')).toBe(2);
  });

  it('tells nobody unless asked, nor for an edit calendars need not follow', async () => {
    const { id } = await eventWith(['gus@quiet.example.org']);
    await update(id, { time: '11:00 AM' }).expect(200);
    await update(id, { time: '11:00 AM' }, false).expect(200);
    await update(id, { time: '11:00 AM', title: 'Renamed', description: 'New words' }, true).expect(
      200,
    );
    expect(await queuedTo('gus@quiet.example.org')).toBe(1);
    // An unclear request is refused before anything is stored.
    const refused = await update(id, { time: '12:00 PM' }, 'yes').expect(400);
    expect(refused.body.message).toBe('notifyRegistrants must be true or false');
    expect((await EventModel.findById(id).lean())!.time).toBe('11:00 AM');
  });

  it('a status change to cancelled says so, and "cancel instead" of deleting tells them', async () => {
    const { id, slug } = await eventWith(['hal@cancel.example.org']);
    const counts = await admin.get(`/api/cms/events/${id}/registrants`).expect(200);
    expect(counts.body).toEqual({ confirmed: 1, waitlisted: 0 });

    const note = 'Our teacher is unwell. We hope to see you in the spring.';
    await admin.post(`/api/cms/events/${id}/cancel`).send({ note: 7 }).expect(400);
    const cancelled = await admin.post(`/api/cms/events/${id}/cancel`).send({ note }).expect(200);
    expect(cancelled.body).toMatchObject({ event: { status: 'cancelled' }, notified: 1 });
    await admin.post(`/api/cms/events/${id}/cancel`).expect(409);
    await eventually(() => mailsTo('hal@cancel.example.org').length === 1);
    const mail = mailsTo('hal@cancel.example.org')[0];
    expect(mail.header('Subject')).toBe(`Cancelled: Changing Workshop ${made}`);
    expect(textOf(mail)).toContain('Status: Scheduled → Cancelled');
    expect(textOf(mail)).toContain(note);
    // Their place ended with the event: the list and the door list's CSV say so.
    const listed = await admin.get(`/api/cms/registrations?eventId=${id}`).expect(200);
    expect(listed.body.registrations).toMatchObject([
      { status: 'confirmed', eventStatus: 'cancelled' },
    ]);
    const csv = await admin.get(`/api/cms/registrations/export.csv?eventId=${id}`).expect(200);
    expect(csv.text).toContain(',Event cancelled,');
    const [vevent] = parseIcs(calendarPartBytes(mail.raw)).events;
    expect(vevent.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.sequence).toBe(1);
    const { body } = await request(app.handler).get(`/api/events/slug/${slug}`).expect(200);
    expect(body.event.status).toBe('cancelled');
    expect(await queuedTo('hal@cancel.example.org')).toBe(2);
  });
});

describe('a change whose notice could not be queued', () => {
  const sweep = () => tellUntoldChanges(registrationMailing(app.config, { bump: async () => 0 }));
  const untoldOf = async (id: string) => (await EventModel.findById(id).lean())!.untoldChange;

  it('is kept, and told by the sweep once, from what they knew', async () => {
    const { id } = await eventWith(['ida@untold.example.org', 'jon@untold.example.org']);
    jest.spyOn(OutboxModel, 'insertMany').mockRejectedValueOnce(new Error('connection reset'));
    // The change is saved: its notice follows as soon as mail can be queued.
    await update(id, { time: '1:00 PM - 4:00 PM' }, true).expect(200);
    expect(await queuedTo('ida@untold.example.org')).toBe(1);
    expect(await untoldOf(id)).toMatchObject({ known: { Time: '9:00 AM - 12:00 PM' } });
    // A later save that tells nothing leaves it to the sweep, which tells the change since then.
    await update(id, { time: '2:00 PM - 5:00 PM' }).expect(200);
    expect(await sweep()).toBe(2);
    await sweep();
    for (const email of ['ida@untold.example.org', 'jon@untold.example.org'])
      expect(await queuedTo(email)).toBe(2);
    expect(await untoldOf(id)).toBeUndefined();
    await eventually(() => mailsTo('jon@untold.example.org').length === 1);
    expect(textOf(mailsTo('jon@untold.example.org')[0])).toContain(
      'Time: 9:00 AM - 12:00 PM → 2:00 PM - 5:00 PM',
    );
  });

  it('is told by the next save that tells, and a cancel retried is not refused into silence', async () => {
    const { id } = await eventWith(['kim@untold.example.org']);
    jest.spyOn(OutboxModel, 'insertMany').mockRejectedValueOnce(new Error('connection reset'));
    await update(id, { location: 'Chautauqua Hall' }, true).expect(200);
    // The same form sent again (nothing new to save) tells what the first could not.
    await update(id, { location: 'Chautauqua Hall' }, true).expect(200);
    expect(await queuedTo('kim@untold.example.org')).toBe(2);
    expect(await untoldOf(id)).toBeUndefined();

    const note = 'The hall is closed for repairs.';
    jest.spyOn(OutboxModel, 'insertMany').mockRejectedValueOnce(new Error('connection reset'));
    const cancelled = await admin.post(`/api/cms/events/${id}/cancel`).send({ note }).expect(200);
    expect(cancelled.body.notified).toBe(1);
    // Cancelled already: a second press is refused, and the sweep still tells them, note and all.
    await admin.post(`/api/cms/events/${id}/cancel`).send({ note }).expect(409);
    expect(await sweep()).toBe(1);
    await eventually(() => mailsTo('kim@untold.example.org').length === 2);
    const cancel = mailsTo('kim@untold.example.org').find((mail) =>
      textOf(mail).includes('Status: Scheduled → Cancelled'),
    );
    expect(textOf(cancel!)).toContain(note);
  });

  it('tells a later change from the same start too, even when the sweep could not clear the first', async () => {
    const { id } = await eventWith(['lou@untold.example.org']);
    jest.spyOn(OutboxModel, 'insertMany').mockRejectedValueOnce(new Error('connection reset'));
    await update(id, { time: '1:00 PM - 4:00 PM' }, true).expect(200);
    // The sweep queues the notice, but the event keeps its untold change (a lost answer).
    jest.spyOn(EventModel, 'updateOne').mockRejectedValueOnce(new Error('connection reset'));
    await expect(sweep()).rejects.toThrow('still untold');
    expect(await queuedTo('lou@untold.example.org')).toBe(2);
    // Then another change: it says something new, so it is told, from what they knew.
    await update(id, { time: '3:00 PM - 6:00 PM' }, true).expect(200);
    expect(await queuedTo('lou@untold.example.org')).toBe(3);
    expect(await untoldOf(id)).toBeUndefined();
  });

  it('tells someone registered since an untold change when it is undone; a cancel note stays with the cancel', async () => {
    const { id } = await eventWith(['max@untold.example.org']);
    jest.spyOn(OutboxModel, 'insertMany').mockRejectedValueOnce(new Error('connection reset'));
    await admin
      .post(`/api/cms/events/${id}/cancel`)
      .send({ note: 'The hall is closed for repairs.' })
      .expect(200);
    // Set going again somewhere else: they hear of the place, not of a cancel or its note.
    await update(id, { status: 'scheduled', location: 'Chautauqua Hall' }, true).expect(200);
    await eventually(() => mailsTo('max@untold.example.org').length === 1);
    const told = textOf(mailsTo('max@untold.example.org')[0]);
    expect(told).toContain('Location: Boulder Center → Chautauqua Hall');
    expect(told).not.toContain('closed for repairs');

    const second = await eventWith(['ned@untold.example.org']);
    jest.spyOn(OutboxModel, 'insertMany').mockRejectedValueOnce(new Error('connection reset'));
    await update(second.id, { time: '1:00 PM - 4:00 PM' }, true).expect(200);
    await request(app.handler)
      .post('/api/register')
      .send({
        eventId: second.id,
        name: 'Ora Doe',
        email: 'ora@untold.example.org',
        formIssuedAt: formTime(app.config),
      })
      .expect(201);
    // Undone: those who knew 9 AM need nothing; the newcomer, told 1 PM, hears of 9 AM.
    await update(second.id, { time: '9:00 AM - 12:00 PM' }, true).expect(200);
    expect(await queuedTo('ned@untold.example.org')).toBe(1);
    expect(await queuedTo('ora@untold.example.org')).toBe(2);
    await eventually(() =>
      mailsTo('ora@untold.example.org').some((mail) =>
        textOf(mail).includes('Time: 1:00 PM - 4:00 PM → 9:00 AM - 12:00 PM'),
      ),
    );
  });
});

describe('an event deleted with registrations', () => {
  it('keeps them listed and filterable under its last title', async () => {
    const { id } = await eventWith(['ida@deleted.example.org']);
    // Renamed since Ida registered: her registration holds the title it had then.
    const title = `Renamed Workshop ${made}`;
    await update(id, { title }).expect(200);
    await request(app.handler)
      .post('/api/register')
      .send({
        eventId: id,
        name: 'Jon Doe',
        email: 'jon@deleted.example.org',
        formIssuedAt: formTime(app.config),
      })
      .expect(201);
    await admin.delete(`/api/cms/events/${id}`).expect(200);
    // Once deleted, each holds its details as they last stood.
    const titlesListed = async () =>
      (await admin.get(`/api/cms/registrations?eventId=${id}`).expect(200)).body.registrations.map(
        (r: { eventTitle: string }) => r.eventTitle,
      );
    await eventually(async () =>
      (await titlesListed()).every((listed: string) => listed === title),
    );
    const { body } = await admin.get(`/api/cms/registrations?eventId=${id}`).expect(200);
    expect(body.registrations.map((r: { email: string }) => r.email).sort()).toEqual([
      'ida@deleted.example.org',
      'jon@deleted.example.org',
    ]);
    const deleted = await admin.get('/api/cms/registrations/deleted-events').expect(200);
    expect(deleted.body.events).toContainEqual({ id, title });
    const csv = await admin.get(`/api/cms/registrations/export.csv?eventId=${id}`).expect(200);
    expect(csv.headers['content-disposition']).toMatch(
      new RegExp(`filename="registrations-renamed-workshop-${made}-`),
    );
    const live = await eventWith(['kim@live.example.org']);
    const after = await admin.get('/api/cms/registrations/deleted-events').expect(200);
    expect(after.body.events.map((event: { id: string }) => event.id)).not.toContain(live.id);
  });
});

describe('writing to the people registered', () => {
  const message = { subject: 'Bring a cushion', body: 'Dear all,\n\nPlease bring a cushion.' };

  it('mails each confirmed registrant, and the waitlist only when asked', async () => {
    const { id } = await eventWith(
      ['lea@message.example.org', 'max@message.example.org', 'ned@message.example.org'],
      { capacity: 2, registrationEmail: 'events@message.example.org' },
    );
    await request(app.handler)
      .post('/api/register')
      .send({
        eventId: id,
        name: 'Oli Doe',
        email: 'oli@message.example.org',
        formIssuedAt: formTime(app.config),
      })
      .expect(201);
    // Max gives up his place: Ned moves up, Oli waits, Max is not written to.
    const max = await RegistrationModel.findOne({ email: 'max@message.example.org' }).lean();
    await admin.post(`/api/cms/registrations/${String(max!._id)}/cancel`).expect(200);
    await eventually(() => mailsTo('ned@message.example.org').length === 1);
    await eventually(() => mailsTo('oli@message.example.org').length === 1);
    smtp.received.length = 0;

    const sent = await admin.post(`/api/cms/events/${id}/message`).send(message).expect(200);
    expect(sent.body).toEqual({ recipients: 2, message: 'Message sent to 2 people' });
    await eventually(
      () =>
        mailsTo('lea@message.example.org').length === 1 &&
        mailsTo('ned@message.example.org').length === 1,
    );
    const lea = mailsTo('lea@message.example.org')[0];
    expect(lea.header('Subject')).toBe('Bring a cushion');
    // Replies reach the event's registration contacts.
    expect(lea.header('Reply-To')).toBe('events@message.example.org');
    expect(textOf(lea)).toContain('Please bring a cushion.');
    // Max: his confirmation and his cancel, not the message.
    expect(await queuedTo('max@message.example.org')).toBe(2);
    expect(await queuedTo('oli@message.example.org')).toBe(1);

    // The same words again: only the waitlist, asked for now, is new to them.
    const again = await admin
      .post(`/api/cms/events/${id}/message`)
      .send({ ...message, includeWaitlisted: true })
      .expect(200);
    expect(again.body.recipients).toBe(1);
    expect(await queuedTo('oli@message.example.org')).toBe(2);
    expect(await queuedTo('lea@message.example.org')).toBe(2);
  });

  it('sent again after the outbox could not take it, reaches everyone: its claims were given back', async () => {
    const { id } = await eventWith(['una@retry.example.org', 'val@retry.example.org']);
    jest.spyOn(OutboxModel, 'insertMany').mockRejectedValueOnce(new Error('connection reset'));
    await admin.post(`/api/cms/events/${id}/message`).send(message).expect(500);
    const sent = await admin.post(`/api/cms/events/${id}/message`).send(message).expect(200);
    expect(sent.body.recipients).toBe(2);
    expect(await queuedTo('una@retry.example.org')).toBe(2);
    expect(await queuedTo('val@retry.example.org')).toBe(2);
  });

  it('never mails a person who was forgotten', async () => {
    const { id } = await eventWith(['pam@forget.example.org', 'quin@forget.example.org']);
    // Registered again: the note that she already is leaves a claim behind.
    await request(app.handler)
      .post('/api/register')
      .send({
        eventId: id,
        name: 'Pam Doe',
        email: 'pam@forget.example.org',
        formIssuedAt: formTime(app.config),
      })
      .expect(201);
    // Sent before she asks (a mail going out at that moment may still go).
    await eventually(() => mailsTo('pam@forget.example.org').length === 1);
    await admin
      .post('/api/cms/privacy/erase')
      .send({ email: 'PAM@forget.example.org' })
      .expect(200);
    const sent = await admin.post(`/api/cms/events/${id}/message`).send(message).expect(200);
    expect(sent.body.recipients).toBe(1);
    expect(await queuedTo('pam@forget.example.org')).toBe(0);
    // No claim, the only other record the mails leave, holds the address.
    const claims = await mongoose.connection.db!.collection('once_claims').find().toArray();
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.filter((claim) => String(claim._id).includes('pam'))).toEqual([]);
  });

  it('refuses a bad message with 400 and sends nothing; others with 401 and 404', async () => {
    const { id } = await eventWith(['rob@bad.example.org']);
    for (const [body, field] of [
      [{ ...message, subject: 'Two\nlines' }, 'subject'],
      [{ ...message, subject: '' }, 'subject'],
      [{ ...message, body: 'x'.repeat(10_001) }, 'body'],
      [{ ...message, body: '   ' }, 'body'],
      [{ ...message, includeWaitlisted: 'yes' }, 'includeWaitlisted'],
    ] as const) {
      const refused = await admin.post(`/api/cms/events/${id}/message`).send(body).expect(400);
      expect(Object.keys(refused.body.errors)).toEqual([field]);
    }
    await admin.post('/api/cms/events/0123456789abcdef01234567/message').send(message).expect(404);
    await expectAdminOnly(app.handler, [
      { method: 'post', path: `/api/cms/events/${id}/message`, body: message },
      { method: 'post', path: `/api/cms/events/${id}/cancel` },
      { method: 'get', path: `/api/cms/events/${id}/registrants` },
      { method: 'get', path: '/api/cms/registrations/deleted-events' },
    ]);
    expect(await queuedTo('rob@bad.example.org')).toBe(1);
  });
});
