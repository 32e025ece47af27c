// Places and the waitlist as they change: the sweep moves the people waiting up, who has a place
// is decided in the database, and nobody is moved up or mailed who no longer waits, even when a
// person, an admin and the sweep act at the same moment.
import mongoose from 'mongoose';
import request from 'supertest';
import { eventForm } from '../../../test/support/event-form';
import { withMailingTestApp } from '../../../test/support/mailing-test-app';
import {
  nextYear,
  registerAt,
  statusesAt,
  sweepMailing,
} from '../../../test/support/registrations';
import { eventually, signedInAgent, type TestApp } from '../../../test/support/test-app';
import { bumpContentVersion } from '../../cache/content-version';
import { MailArchiveModel, OutboxModel } from '../../mail/outbox.model';
import { EventModel } from '../events/events.model';
import { erasePerson } from '../privacy/privacy.service';
import { cacheOf } from '../../shared/admin-list';
import { EventSeatModel } from './event-seat.model';
import { registrationList } from './registration-list';
import { attendeeKey, RegistrationModel } from './registrations.model';
import { cancelByLink, fillWaitlists } from './registrations.service';

let app: TestApp;

withMailingTestApp({ DEFAULT_REGISTRATION_EMAIL: 'events@example.org' }, (parts) => {
  ({ app } = parts);
});
// As the server does before it listens: the unique keys must hold from the first request.
beforeAll(() => mongoose.syncIndexes());

let events = 0;
/** A one-off event next year with `capacity` places. */
async function anEvent(capacity: number) {
  events += 1;
  const event = await EventModel.create({
    slug: `race-${events}`,
    title: `Race ${events}`,
    ...nextYear(),
    capacity,
  });
  return String(event._id);
}

const register = (eventId: string, email: string, name?: string) =>
  registerAt(app, eventId, email, name);

const mailing = () => sweepMailing(app);
const statuses = statusesAt;

describe('places and the waitlist at the same moment', () => {
  it('moves the people waiting up at once when an admin raises the capacity', async () => {
    const admin = await signedInAgent(app.handler);
    const form = (capacity: number) => eventForm({ title: 'Raised Retreat', capacity });
    const created = await admin.post('/api/cms/events').field('eventData', form(1)).expect(201);
    const eventId: string = created.body.event.id;
    await register(eventId, 'first@raised.example.org').expect(201);
    await register(eventId, 'second@raised.example.org').expect(201);
    await admin.put(`/api/cms/events/${eventId}`).field('eventData', form(2)).expect(200);
    expect(await statuses(eventId)).toEqual({
      'first@raised.example.org': 'confirmed',
      'second@raised.example.org': 'confirmed',
    });
  });

  it('moves the people waiting up when the event is open again, or its capacity removed', async () => {
    const admin = await signedInAgent(app.handler);
    const save = (fields: Record<string, unknown>) =>
      admin
        .put(`/api/cms/events/${eventId}`)
        .field('eventData', eventForm({ title: 'Opened Retreat', ...fields }))
        .expect(200);
    const created = await admin
      .post('/api/cms/events')
      .field('eventData', eventForm({ title: 'Opened Retreat', capacity: 1 }))
      .expect(201);
    const eventId: string = created.body.event.id;
    for (const name of ['one', 'two', 'three'])
      await register(eventId, `${name}@opened.example.org`).expect(201);
    // Postponed, one gives up their place: nobody moves up while it is closed.
    await save({ capacity: 1, status: 'postponed' });
    const one = await RegistrationModel.findOne({ email: 'one@opened.example.org' }).lean();
    await admin.post(`/api/cms/registrations/${String(one!._id)}/cancel`).expect(200);
    expect((await statuses(eventId))['two@opened.example.org']).toBe('waitlisted');
    // Open again: the place is the first waiting's, before any newcomer's.
    await save({ capacity: 1, status: 'scheduled' });
    expect((await statuses(eventId))['two@opened.example.org']).toBe('confirmed');
    // No capacity any more: everyone waiting has a place.
    await save({ capacity: null, status: 'scheduled' });
    expect(await statuses(eventId)).toEqual({
      'one@opened.example.org': 'cancelled',
      'two@opened.example.org': 'confirmed',
      'three@opened.example.org': 'confirmed',
    });
  });

  it("never confirms more than a lowered capacity: a place freed above it is nobody's", async () => {
    const admin = await signedInAgent(app.handler);
    const form = (capacity: number) => eventForm({ title: 'Lowered Retreat', capacity });
    const created = await admin.post('/api/cms/events').field('eventData', form(3)).expect(201);
    const eventId: string = created.body.event.id;
    for (const name of ['ann', 'bob', 'cat', 'dan'])
      await register(eventId, `${name}@lowered.example.org`).expect(201);
    await admin.put(`/api/cms/events/${eventId}`).field('eventData', form(2)).expect(200);
    const cancel = async (name: string) => {
      const row = await RegistrationModel.findOne({ email: `${name}@lowered.example.org` }).lean();
      await admin.post(`/api/cms/registrations/${String(row!._id)}/cancel`).expect(200);
    };
    await cancel('ann');
    expect((await statuses(eventId))['dan@lowered.example.org']).toBe('waitlisted');
    // A newcomer neither.
    expect((await register(eventId, 'eve@lowered.example.org').expect(201)).body.status).toBe(
      'waitlisted',
    );
    await cancel('bob');
    expect(await statuses(eventId)).toMatchObject({
      'cat@lowered.example.org': 'confirmed',
      'dan@lowered.example.org': 'confirmed',
      'eve@lowered.example.org': 'waitlisted',
    });
  });

  it('moves the people waiting up into a raised capacity at the sweep', async () => {
    const eventId = await anEvent(1);
    await register(eventId, 'ann@raise.example.org').expect(201);
    await register(eventId, 'bob@raise.example.org').expect(201);
    await EventModel.updateOne({ _id: eventId }, { $set: { capacity: 3 } });
    await fillWaitlists(mailing());
    expect(await statuses(eventId)).toEqual({
      'ann@raise.example.org': 'confirmed',
      'bob@raise.example.org': 'confirmed',
    });
    // The place beyond them is anyone's, and the public answer says so (within a second).
    await bumpContentVersion();
    await eventually(async () => {
      const { body } = await request(app.handler).get(`/api/events/slug/race-${events}`);
      return body.event.capacity === 3 && body.event.placesLeft === 1;
    });
    expect((await register(eventId, 'cat@raise.example.org').expect(201)).body.status).toBe(
      'confirmed',
    );
  });

  it('keeps the place of a registration stored without the list hearing of it (a reply lost)', async () => {
    const eventId = await anEvent(1);
    // Stored through the driver, as an insert whose answer never came back: the process's list
    // of registrations, loaded already, never hears of it. Its place is a minute old.
    await cacheOf(registrationList).rows();
    const stored = new mongoose.Types.ObjectId();
    await EventSeatModel.create({
      _id: `${eventId}:1`,
      eventId,
      registrationId: String(stored),
      takenAt: new Date(Date.now() - 61_000),
    });
    await RegistrationModel.collection.insertOne({
      _id: stored,
      eventId,
      name: 'Rita Reply',
      email: 'rita@lost-reply.example.org',
      status: 'confirmed',
      spam: false,
      attendee: attendeeKey(eventId, 'rita@lost-reply.example.org'),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const newcomer = await register(eventId, 'nina@lost-reply.example.org').expect(201);
    expect(newcomer.body.status).toBe('waitlisted');
    expect(await EventSeatModel.findById(`${eventId}:1`).lean()).toMatchObject({
      registrationId: String(stored),
    });
  });

  it('moves up someone left waiting with a place, once it is a minute old, and mails them', async () => {
    // A place beside theirs is free: nothing frees theirs as a full event's would be.
    const eventId = await anEvent(2);
    await register(eventId, 'stuck@stuck.example.org').expect(201);
    const stuck = (await RegistrationModel.findOne({ eventId }).lean())!;
    // The sweep took their place, then could not mark them confirmed (the database away).
    await RegistrationModel.updateOne({ _id: stuck._id }, { $set: { status: 'waitlisted' } });
    await EventSeatModel.updateOne(
      { registrationId: String(stuck._id) },
      { $set: { takenAt: new Date(Date.now() - 61_000) } },
    );
    await eventually(async () => (await OutboxModel.countDocuments()) === 0);
    const sentBefore = await MailArchiveModel.countDocuments();
    await fillWaitlists(mailing());
    expect(await statuses(eventId)).toEqual({ 'stuck@stuck.example.org': 'confirmed' });
    expect(await EventSeatModel.countDocuments({ eventId })).toBe(1);
    await eventually(async () => (await OutboxModel.countDocuments()) === 0);
    const mailed = await MailArchiveModel.find().skip(sentBefore).lean();
    expect(mailed.map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/^A place opened up/),
    );
  });

  it.each([
    ['cancels by their link', 'cancelled'],
    ['is forgotten', undefined],
  ])(
    'moves nobody up who %s while the sweep hands them a place, and mails them nothing',
    async (what, status) => {
      const eventId = await anEvent(1);
      const email = `walt-${what.length}@race.example.org`;
      // A place whose registration was never stored, settled: the sweep hands it on.
      const seat = `${eventId}:1`;
      const nobody = String(new mongoose.Types.ObjectId());
      await EventSeatModel.create({
        _id: seat,
        eventId,
        registrationId: nobody,
        takenAt: new Date(),
      });
      await register(eventId, email).expect(201);
      const walt = (await RegistrationModel.findOne({ eventId }).lean())!;
      await EventSeatModel.updateOne(
        { _id: seat },
        { $set: { takenAt: new Date(Date.now() - 61_000) } },
      );
      await eventually(async () => (await OutboxModel.countDocuments()) === 0);
      // He acts the moment the sweep has read the waitlist and takes his place.
      const create = EventSeatModel.create.bind(EventSeatModel);
      const during = jest.spyOn(EventSeatModel, 'create').mockImplementationOnce((async (
        row: object,
      ) => {
        if (status) await cancelByLink(String(walt._id), mailing());
        else await erasePerson(email, '');
        return create(row);
      }) as never);
      const sentBefore = await MailArchiveModel.countDocuments();
      await fillWaitlists(mailing());
      during.mockRestore();
      expect((await RegistrationModel.findById(walt._id).lean())?.status).toBe(status);
      // His place goes back: the place is free, held by nobody.
      expect(await EventSeatModel.countDocuments({ eventId })).toBe(0);
      await eventually(async () => (await OutboxModel.countDocuments()) === 0);
      const mailed = await MailArchiveModel.find().skip(sentBefore).lean();
      expect(mailed.map((mail) => mail.subject)).not.toContainEqual(
        expect.stringMatching(/place opened up|Off the waitlist/i),
      );
    },
  );
});
