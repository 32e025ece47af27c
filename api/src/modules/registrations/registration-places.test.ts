import mongoose from 'mongoose';
import request from 'supertest';
import { withMailingTestApp } from '../../../test/support/mailing-test-app';
import {
  nextYear,
  registerAt,
  statusesAt,
  sweepMailing,
} from '../../../test/support/registrations';
import { textOf, type SmtpSink } from '../../../test/support/smtp-sink';
import { eventually, signedInAgent, type TestApp } from '../../../test/support/test-app';
import { EventModel } from '../events/events.model';
import { EventSeatModel } from './event-seat.model';
import { RegistrationModel } from './registrations.model';
import { fillWaitlists } from './registrations.service';

let app: TestApp;
let smtp: SmtpSink;

withMailingTestApp({ DEFAULT_REGISTRATION_EMAIL: 'events@example.org' }, (parts) => {
  ({ app, smtp } = parts);
});
// As the server does before it listens: the unique keys must hold from the first request.
beforeAll(() => mongoose.syncIndexes());

let events = 0;
/** A one-off event next year (or on the day given), with `capacity` places. */
async function anEvent(fields: Record<string, unknown> = {}) {
  events += 1;
  const event = await EventModel.create({
    slug: `event-${events}`,
    title: `Event ${events}`,
    ...nextYear(),
    ...fields,
  });
  return String(event._id);
}

const register = (eventId: string, email: string, name?: string) =>
  registerAt(app, eventId, email, name);

/** The mails each address received, by subject. */
function subjectsTo(address: string): string[] {
  return smtp.received
    .filter((mail) => mail.to.includes(address))
    .map((mail) => mail.header('Subject') ?? '');
}

/** The cancel link in the last mail to `address`. */
function cancelTokenFor(address: string): string {
  const mail = smtp.received.filter((one) => one.to.includes(address)).at(-1)!;
  const token = /\/registrations\/cancel\?token=(\S+)/.exec(textOf(mail))?.[1];
  if (!token) throw new Error(`no cancel link in the mail to ${address}`);
  return token;
}

const mailing = () => sweepMailing(app);
const statuses = statusesAt;

describe('registration closes when the event starts', () => {
  it('refuses a past event with 400, storing and mailing nothing', async () => {
    const eventId = await anEvent({ month: 'January', date: '5', year: 2026 });
    const response = await register(eventId, 'late@example.org').expect(400);
    expect(response.body.message).toBe('Registration has closed: this event has already started.');
    expect(await RegistrationModel.countDocuments({ eventId })).toBe(0);
    // The event's public answer says none are left to take and it is in the past.
    const { body } = await request(app.handler).get('/api/events/slug/event-1').expect(200);
    expect(body.event.schedule.start).toMatch(/^2026-01-05T10:00:00-07:00$/);
  });
});

describe('one registration per person and event', () => {
  it('answers a second one as the first, adds no row, and tells the owner once', async () => {
    const eventId = await anEvent({ title: 'Twice Booked' });
    const first = await register(eventId, 'Sam.Lee@gmail.com', 'Sam Lee').expect(201);
    // The same mailbox written otherwise, by someone else, three times.
    for (let i = 0; i < 3; i++) {
      const again = await register(eventId, 'samlee+x@googlemail.com', 'Someone Else').expect(201);
      expect(Object.keys(again.body).sort()).toEqual(Object.keys(first.body).sort());
      expect(again.body).toMatchObject({
        status: 'confirmed',
        message: first.body.message,
        registration: { name: 'Someone Else', email: 'samlee+x@googlemail.com', eventId },
      });
    }
    expect(await RegistrationModel.countDocuments({ eventId })).toBe(1);
    // The note goes to the address as first registered, however the next one wrote it.
    await eventually(() => subjectsTo('Sam.Lee@gmail.com').length === 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(subjectsTo('Sam.Lee@gmail.com')).toEqual([
      "You're registered: Twice Booked",
      'You are already registered: Twice Booked',
    ]);
    expect(subjectsTo('samlee+x@googlemail.com')).toEqual([]);
  });

  it('answers a registered address on a full event as a new one: waitlisted, with no row', async () => {
    const eventId = await anEvent({
      capacity: 1,
      title: 'One Place Online',
      meetingLink: 'https://meet.example.org/one-place',
    });
    const booked = await register(eventId, 'booked@example.org').expect(201);
    expect(booked.body.status).toBe('confirmed');
    // A new address and the registered one are told the same: the event is full.
    const stranger = await register(eventId, 'stranger@example.org').expect(201);
    const probe = await register(eventId, 'booked@example.org', 'A Prober').expect(201);
    expect(probe.body.status).toBe('waitlisted');
    expect(probe.body.message).toBe(stranger.body.message);
    expect(Object.keys(probe.body).sort()).toEqual(Object.keys(stranger.body).sort());
    // The probe added nothing: one place taken, one on the waitlist (the stranger).
    expect(await statuses(eventId)).toEqual({
      'booked@example.org': 'confirmed',
      'stranger@example.org': 'waitlisted',
    });
    // The owner's note carries what their confirmation did, the meeting link among it.
    await eventually(() => subjectsTo('booked@example.org').length === 2);
    const note = smtp.received.find(
      (mail) => mail.header('Subject') === 'You are already registered: One Place Online',
    )!;
    expect(textOf(note)).toContain('Join online: https://meet.example.org/one-place');
  });

  it('tells a waitlisted person registering again that they are on the waitlist still', async () => {
    const eventId = await anEvent({ capacity: 1, title: 'Still Waiting' });
    await register(eventId, 'seated@example.org').expect(201);
    await register(eventId, 'waiting@example.org').expect(201);
    const again = await register(eventId, 'waiting@example.org').expect(201);
    expect(again.body.status).toBe('waitlisted');
    await eventually(() => subjectsTo('waiting@example.org').length === 2);
    // In the order the outbox sent them, which need not be the order they were queued.
    expect(subjectsTo('waiting@example.org').sort()).toEqual([
      'You are already on the waitlist: Still Waiting',
      "You're on the waitlist: Still Waiting",
    ]);
  });

  it('keeps one row when the same registration arrives twice at once', async () => {
    const eventId = await anEvent();
    await Promise.all([1, 2, 3, 4].map(() => register(eventId, 'twice@example.org').expect(201)));
    expect(await RegistrationModel.countDocuments({ eventId })).toBe(1);
  });
});

describe('places and the waitlist', () => {
  it('confirms as many as the capacity and waitlists the rest, saying so', async () => {
    const eventId = await anEvent({ capacity: 2, slug: 'two-places', title: 'Two Places' });
    const answers = [];
    for (const name of ['a', 'b', 'c', 'd'])
      answers.push((await register(eventId, `${name}@places.example.org`).expect(201)).body);
    expect(answers.map((answer) => answer.status)).toEqual([
      'confirmed',
      'confirmed',
      'waitlisted',
      'waitlisted',
    ]);
    expect(answers[2].message).toBe(
      'The event is full, so you are on its waitlist. Check your email for details.',
    );
    expect(await statuses(eventId)).toEqual({
      'a@places.example.org': 'confirmed',
      'b@places.example.org': 'confirmed',
      'c@places.example.org': 'waitlisted',
      'd@places.example.org': 'waitlisted',
    });
    await eventually(() => subjectsTo('c@places.example.org').length === 1);
    expect(subjectsTo('c@places.example.org')).toEqual(["You're on the waitlist: Two Places"]);
    // The public answer counts places, never people.
    const { body } = await request(app.handler).get('/api/events/slug/two-places').expect(200);
    expect(body.event).toMatchObject({ capacity: 2, placesLeft: 0 });
  });

  it('never confirms more than the capacity, however many register at once', async () => {
    const eventId = await anEvent({ capacity: 2 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => register(eventId, `p${i}@rush.example.org`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(answers.filter((answer) => answer.body.status === 'confirmed')).toHaveLength(2);
    expect(await RegistrationModel.countDocuments({ eventId, status: 'confirmed' })).toBe(2);
    expect(await RegistrationModel.countDocuments({ eventId, status: 'waitlisted' })).toBe(8);
    expect(await EventSeatModel.countDocuments({ eventId })).toBe(2);
  });
  it('gives a place whose registration was never stored to the first waiting, once settled, never to a newcomer', async () => {
    const eventId = await anEvent({ capacity: 1, title: 'Lost Place' });
    // The place of a registration whose write failed after the place was taken: it holds nobody.
    const seat = `${eventId}:1`;
    const nobody = String(new mongoose.Types.ObjectId());
    await EventSeatModel.create({
      _id: seat,
      eventId,
      registrationId: nobody,
      takenAt: new Date(),
    });
    await register(eventId, 'first@lost.example.org').expect(201);
    await register(eventId, 'second@lost.example.org').expect(201);
    const waiting = {
      'first@lost.example.org': 'waitlisted',
      'second@lost.example.org': 'waitlisted',
    };
    // Its registration may still be on its way: the place stays taken.
    await fillWaitlists(mailing());
    expect(await statuses(eventId)).toEqual(waiting);

    // A minute on, a newcomer does not take it ahead of the people waiting: they join the line.
    await EventSeatModel.updateOne(
      { _id: seat },
      { $set: { takenAt: new Date(Date.now() - 61_000) } },
    );
    const newcomer = await register(eventId, 'third@lost.example.org').expect(201);
    expect(newcomer.body.status).toBe('waitlisted');
    // The sweep hands it to the first waiting, who is told.
    await fillWaitlists(mailing());
    expect(await statuses(eventId)).toEqual({
      ...waiting,
      'first@lost.example.org': 'confirmed',
      'third@lost.example.org': 'waitlisted',
    });
    await eventually(() => subjectsTo('first@lost.example.org').length === 2);
    // In the order the outbox sent them: here, a moment apart, which need not be the order queued.
    expect(subjectsTo('first@lost.example.org').sort()).toEqual([
      "A place opened up: you're registered for Lost Place",
      "You're on the waitlist: Lost Place",
    ]);
    expect(await EventSeatModel.countDocuments({ eventId })).toBe(1);
  });
});

describe('cancelling by the mailed link', () => {
  it('gives the place to the first on the waitlist, each mail once, and a second use is gone', async () => {
    const eventId = await anEvent({ capacity: 1, slug: 'one-place', title: 'One Place' });
    await register(eventId, 'first@cancel.example.org').expect(201);
    await register(eventId, 'second@cancel.example.org').expect(201);
    await register(eventId, 'third@cancel.example.org').expect(201);
    await eventually(() => subjectsTo('third@cancel.example.org').length === 1);
    const token = cancelTokenFor('first@cancel.example.org');

    const cancels = await Promise.all(
      [1, 2, 3].map(() => request(app.handler).post('/api/registrations/cancel').send({ token })),
    );
    expect(cancels.map((answer) => answer.status).sort()).toEqual([200, 410, 410]);
    expect(cancels.find((answer) => answer.status === 200)!.body.message).toBe(
      'Your registration for One Place is cancelled.',
    );
    expect(await statuses(eventId)).toEqual({
      'first@cancel.example.org': 'cancelled',
      'second@cancel.example.org': 'confirmed',
      'third@cancel.example.org': 'waitlisted',
    });
    await eventually(() => subjectsTo('second@cancel.example.org').length === 2);
    const again = await request(app.handler)
      .post('/api/registrations/cancel')
      .send({ token })
      .expect(410);
    expect(again.body.message).toBe('This registration is already cancelled.');
    // Nothing more arrives: one waitlist note and one "place opened" for the second, none else.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(subjectsTo('second@cancel.example.org')).toEqual([
      "You're on the waitlist: One Place",
      "A place opened up: you're registered for One Place",
    ]);
    expect(subjectsTo('first@cancel.example.org')).toEqual(["You're registered: One Place"]);
    expect(subjectsTo('third@cancel.example.org')).toEqual(["You're on the waitlist: One Place"]);
    // The chapter hears of the cancel and of the move up, once each, beside the registrations.
    const chapter = subjectsTo('events@example.org');
    expect(
      chapter.filter((subject) => subject === 'Registration cancelled: One Place'),
    ).toHaveLength(1);
    expect(chapter.filter((subject) => subject === 'Off the waitlist: One Place')).toHaveLength(1);
    const cancelNotice = smtp.received.find(
      (mail) => mail.header('Subject') === 'Registration cancelled: One Place',
    )!;
    expect(cancelNotice.header('Reply-To')).toBe('first@cancel.example.org');
    expect(textOf(cancelNotice)).toContain('first@cancel.example.org');
    const { body } = await request(app.handler).get('/api/events/slug/one-place').expect(200);
    expect(body.event.placesLeft).toBe(0);
  });

  it('names the event and the registration’s status to the link alone, before any press', async () => {
    const eventId = await anEvent({
      title: 'Named Retreat',
      month: 'March',
      date: '7',
      year: 2031,
    });
    await register(eventId, 'named@cancel.example.org', 'Nina Named').expect(201);
    await eventually(() => subjectsTo('named@cancel.example.org').length === 1);
    const token = cancelTokenFor('named@cancel.example.org');
    const read = () => request(app.handler).get('/api/registrations/cancel').query({ token });

    const before = await read().expect(200);
    // The event and the status only: nothing of the person, whoever holds the link.
    expect(before.body).toEqual({
      registration: {
        eventTitle: 'Named Retreat',
        eventDate: 'March 7, 2031',
        status: 'confirmed',
      },
    });
    expect(before.headers['cache-control']).toBe('no-store');
    expect(await statuses(eventId)).toEqual({ 'named@cancel.example.org': 'confirmed' });

    await request(app.handler).post('/api/registrations/cancel').send({ token }).expect(200);
    expect((await read().expect(200)).body.registration.status).toBe('cancelled');
    // One the spam trap holds was never a person's.
    await RegistrationModel.updateOne({ email: 'named@cancel.example.org' }, { spam: true });
    await read().expect(410);
    await RegistrationModel.updateOne({ email: 'named@cancel.example.org' }, { spam: false });

    for (const query of [{ token: 'nonsense' }, {}, { token: [token, token] }])
      await request(app.handler).get('/api/registrations/cancel').query(query).expect(400);
    await RegistrationModel.deleteOne({ email: 'named@cancel.example.org' });
    await read().expect(410);
  });

  it('cancels on a second press when the first could not be written', async () => {
    const eventId = await anEvent({ slug: 'retried-cancel', title: 'Retried Cancel' });
    await register(eventId, 'fay@cancel.example.org').expect(201);
    await eventually(() => subjectsTo('fay@cancel.example.org').length === 1);
    const token = cancelTokenFor('fay@cancel.example.org');
    jest.spyOn(RegistrationModel, 'updateOne').mockRejectedValueOnce(new Error('connection reset'));
    await request(app.handler).post('/api/registrations/cancel').send({ token }).expect(500);
    await request(app.handler).post('/api/registrations/cancel').send({ token }).expect(200);
    expect(await statuses(eventId)).toEqual({ 'fay@cancel.example.org': 'cancelled' });
  });

  it('refuses a token that is not a cancel link of ours with 400', async () => {
    const eventId = await anEvent();
    await register(eventId, 'forged@cancel.example.org').expect(201);
    const [row] = await RegistrationModel.find({ eventId }).lean();
    for (const token of [
      '',
      'nonsense',
      `cancel-registration.${String(row._id)}.0.${'x'.repeat(43)}`,
    ]) {
      await request(app.handler).post('/api/registrations/cancel').send({ token }).expect(400);
    }
    await request(app.handler).post('/api/registrations/cancel').send({}).expect(400);
    expect(await statuses(eventId)).toEqual({ 'forged@cancel.example.org': 'confirmed' });
  });
});

describe('admins cancel and promote by hand', () => {
  it('cancel moves the waitlist up; promote needs a free place', async () => {
    const admin = await signedInAgent(app.handler);
    const eventId = await anEvent({ capacity: 1 });
    await register(eventId, 'one@admin.example.org').expect(201);
    await register(eventId, 'two@admin.example.org').expect(201);
    await register(eventId, 'three@admin.example.org').expect(201);
    const idOf = async (email: string) =>
      String((await RegistrationModel.findOne({ email }).lean())!._id);
    const path = '/api/cms/registrations';

    const full = await admin.post(`${path}/${await idOf('three@admin.example.org')}/promote`);
    expect(full.status).toBe(409);
    await admin.post(`${path}/${await idOf('one@admin.example.org')}/cancel`).expect(200);
    await admin.post(`${path}/${await idOf('one@admin.example.org')}/cancel`).expect(409);
    // The person an admin cancelled is told, once, with no cancel link; the chapter did it.
    await eventually(() => subjectsTo('one@admin.example.org').length === 2);
    expect(await statuses(eventId)).toMatchObject({
      'one@admin.example.org': 'cancelled',
      'two@admin.example.org': 'confirmed',
      'three@admin.example.org': 'waitlisted',
    });
    const listed = await admin.get(`${path}?eventId=${eventId}&status=waitlisted`).expect(200);
    expect(listed.body.registrations.map((r: { email: string }) => r.email)).toEqual([
      'three@admin.example.org',
    ]);
    expect((await admin.get(`${path}/counts`).expect(200)).body).toMatchObject({
      counts: { [eventId]: 1 },
      waitlisted: { [eventId]: 1 },
    });

    await EventModel.updateOne({ _id: eventId }, { $set: { capacity: 2 } });
    await admin.post(`${path}/${await idOf('three@admin.example.org')}/promote`).expect(200);
    expect(await statuses(eventId)).toMatchObject({ 'three@admin.example.org': 'confirmed' });
    await eventually(() => subjectsTo('three@admin.example.org').length === 2);
    expect(subjectsTo('one@admin.example.org').sort()).toEqual([
      `You're registered: Event ${events}`,
      `Your registration is cancelled: Event ${events}`,
    ]);
    const cancelled = smtp.received.find((mail) =>
      mail.header('Subject')?.startsWith('Your registration is cancelled'),
    )!;
    expect(textOf(cancelled)).not.toContain('/registrations/cancel');
    expect(subjectsTo('events@example.org')).not.toContain(
      `Registration cancelled: Event ${events}`,
    );
    // Both moves up, the one a cancel made and the admin's, are the chapter's to know.
    await eventually(
      () =>
        subjectsTo('events@example.org').filter(
          (subject) => subject === `Off the waitlist: Event ${events}`,
        ).length === 2,
    );
    const counts = await admin.get(`${path}/counts`).expect(200);
    expect(counts.body.counts[eventId]).toBe(2);
  });

  it('the place in line the list shows is the order free places go in', async () => {
    const admin = await signedInAgent(app.handler);
    const eventId = await anEvent({ capacity: 1 });
    for (const name of ['one', 'two', 'three', 'four'])
      await register(eventId, `${name}@line.example.org`).expect(201);
    const waitlist = async () =>
      (
        await admin.get(`/api/cms/registrations?eventId=${eventId}&status=waitlisted`).expect(200)
      ).body.registrations.map(
        ({ email, waitlistPosition }: { email: string; waitlistPosition: number }) => [
          email,
          waitlistPosition,
        ],
      );
    expect(await waitlist()).toEqual([
      ['two@line.example.org', 1],
      ['three@line.example.org', 2],
      ['four@line.example.org', 3],
    ]);

    const one = (await RegistrationModel.findOne({ email: 'one@line.example.org' }).lean())!;
    await admin.post(`/api/cms/registrations/${String(one._id)}/cancel`).expect(200);
    // The first in line took the place; the rest moved up.
    expect(await statuses(eventId)).toMatchObject({ 'two@line.example.org': 'confirmed' });
    expect(await waitlist()).toEqual([
      ['three@line.example.org', 1],
      ['four@line.example.org', 2],
    ]);
  });
});

describe('an admin adds or corrects a registration by hand', () => {
  const path = '/api/cms/registrations';
  let admin: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    admin = await signedInAgent(app.handler);
  });

  it('adds a phone booking by the place rules, mailing the person only when asked, never the chapter', async () => {
    const eventId = await anEvent({ title: 'By Phone', capacity: 1, month: 'January', year: 2026 });
    const booking = (email: string, sendMail?: boolean) =>
      admin.post(path).send({ eventId, name: 'Pat Phone', email, sendMail });

    // Even once the event has begun (a walk-in), and without the spam trap's fields.
    const first = await booking('pat@phone.example.org').expect(201);
    expect(first.body).toEqual({ status: 'confirmed', message: 'Registration added (Confirmed)' });
    const second = await booking('quiet@phone.example.org', false).expect(201);
    expect(second.body.status).toBe('waitlisted');
    const again = await booking('PAT@phone.example.org').expect(409);
    expect(again.body.message).toBe('This address is already registered for this event');
    await booking('not-an-address').expect(400);
    await request(app.handler)
      .post(path)
      .send({ eventId, name: 'X Y', email: 'x@y.org' })
      .expect(401);

    const listed = await admin.get(`${path}?eventId=${eventId}`).expect(200);
    expect(listed.body.registrations.map((r: { email: string }) => r.email).sort()).toEqual([
      'pat@phone.example.org',
      'quiet@phone.example.org',
    ]);
    await eventually(() => subjectsTo('pat@phone.example.org').length === 1);
    expect(subjectsTo('pat@phone.example.org')).toEqual([`You're registered: By Phone`]);
    // Give the outbox time to send anything else it holds before saying nothing else went.
    await register(await anEvent(), 'marker@phone.example.org').expect(201);
    await eventually(() => subjectsTo('marker@phone.example.org').length === 1);
    expect(subjectsTo('quiet@phone.example.org')).toEqual([]);
    expect(subjectsTo('events@example.org').filter((s) => s.includes('By Phone'))).toEqual([]);
  });

  it('corrects a person’s address and name, keeping one registration per person', async () => {
    const eventId = await anEvent({ title: 'Typo' });
    await register(eventId, 'jane@exmaple.org', 'Jane Doe').expect(201);
    await register(eventId, 'omar@example.org', 'Omar Haddad').expect(201);
    const idOf = async (email: string) =>
      String((await RegistrationModel.findOne({ eventId, email }).lean())!._id);
    const jane = await idOf('jane@exmaple.org');

    const fixed = await admin
      .put(`${path}/${jane}`)
      .send({ name: 'Jane Doe-Smith', email: 'jane@example.org', inDiamondHeartGroup: false })
      .expect(200);
    expect(fixed.body).toMatchObject({
      registration: { id: jane, name: 'Jane Doe-Smith', email: 'jane@example.org' },
      message: 'Registration updated',
    });
    // The corrected address is the one a second registration meets.
    const clash = await admin
      .put(`${path}/${await idOf('omar@example.org')}`)
      .send({ name: 'Omar Haddad', email: 'Jane@Example.org' })
      .expect(409);
    expect(clash.body.message).toBe('This address is already registered for this event');
    expect(await statuses(eventId)).toEqual({
      'jane@example.org': 'confirmed',
      'omar@example.org': 'confirmed',
    });
    await admin.put(`${path}/${jane}`).send({ name: 'J', email: 'jane@example.org' }).expect(400);
    await admin
      .put(`${path}/0123456789abcdef01234567`)
      .send({ name: 'Jane Doe', email: 'jane@example.org' })
      .expect(404);
  });
});
