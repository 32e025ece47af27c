import mongoose from 'mongoose';
import { connectTestDatabase, dropTestDatabase } from '../../test/support/test-database';
import { BOULDER_CENTER } from '@da-boulder/contracts';
import { seedOnce } from '../seed/seed';
import { up as sundayMeditationWithoutRegistration } from './0001-sunday-meditation-without-registration';
import { up as dropEmailKey } from './0002-drop-email-key';
import { up as oneLineFields } from './0003-one-line-fields';
import {
  SEEDED_LOCATION,
  up as sampleEventsChapterAddress,
} from './0004-sample-events-chapter-address';
import { SEEDED_AS_ONE_DAY, up as diamondHeartMonthly } from './0006-diamond-heart-monthly';
import { up as registrationStatus } from './0005-registration-status';
import { up as registrationEventStatus } from './0007-registration-event-status';
import { up as adminEmail } from './0008-admin-email';
import { up as mailGivenUp } from './0009-mail-given-up';
import { up as messagesFiledOutOfHold } from './0010-messages-filed-out-of-hold';

const db = () => mongoose.connection.db!;
const events = () => db().collection('events');

beforeAll(async () => {
  await connectTestDatabase();
  await seedOnce();
});
afterAll(dropTestDatabase);

describe('0001: the seeded Sunday meditation takes no registrations', () => {
  /** As databases seeded before the setting existed store it: without registrationNeeded. */
  const asSeededBefore = (changes: object = {}) =>
    events().updateOne(
      { slug: 'sunday-meditation' },
      { $unset: { registrationNeeded: '' }, $set: changes },
    );

  it('turns the setting off where the event is as seeded', async () => {
    await asSeededBefore();
    await sundayMeditationWithoutRegistration(db());
    const stored = await events().findOne({ slug: 'sunday-meditation' });
    expect(stored?.registrationNeeded).toBe(false);
  });

  it('leaves an event an admin changed as it is', async () => {
    await asSeededBefore({ title: 'Sunday Meditation and Tea' });
    await sundayMeditationWithoutRegistration(db());
    const stored = await events().findOne({ slug: 'sunday-meditation' });
    expect(stored).not.toHaveProperty('registrationNeeded');
    expect(await events().countDocuments({ registrationNeeded: false })).toBe(0);
  });
});

describe('0002: the stale emailKey goes', () => {
  it('drops the field and its index from registrations and messages, keeping the rest', async () => {
    for (const name of ['registrations', 'contactmessages']) {
      await db()
        .collection(name)
        .insertOne({ email: 'Ann@Example.org', emailKey: 'ann@example.org' });
      await db().collection(name).createIndex({ emailKey: 1 });
    }

    await dropEmailKey(db());

    for (const name of ['registrations', 'contactmessages']) {
      const collection = db().collection(name);
      expect(await collection.indexExists('emailKey_1')).toBe(false);
      expect(await collection.find({}, { projection: { _id: 0 } }).toArray()).toEqual([
        { email: 'Ann@Example.org' },
      ]);
    }
  });

  it('does nothing on a database that never had the collections', async () => {
    await db().collection('registrations').drop();
    await db().collection('contactmessages').drop();
    await expect(dropEmailKey(db())).resolves.toBeUndefined();
    expect(await db().listCollections({ name: 'registrations' }).hasNext()).toBe(false);
  });
});

describe('0003: one-line fields lose their line breaks', () => {
  it('turns line breaks and tabs in one-line fields into a space; multi-line fields keep theirs', async () => {
    const description = 'First paragraph.\n\nSecond paragraph.';
    await events().updateOne(
      { slug: 'introduction-to-the-diamond-approach' },
      {
        $set: {
          title: 'Introduction to\r\nthe Diamond Approach',
          location: 'Boulder Center\n',
          facilitators: ['Ann\tLee', 'Bo\u2028Chen'],
          description,
        },
      },
    );
    const teachers = db().collection('teachers');
    const teacher = await teachers.findOne();
    await teachers.updateOne(
      { _id: teacher!._id },
      { $set: { name: 'Ann \n Lee', bio: 'One\nTwo' } },
    );

    await oneLineFields(db());

    const event = await events().findOne({ slug: 'introduction-to-the-diamond-approach' });
    expect(event).toMatchObject({
      title: 'Introduction to the Diamond Approach',
      location: 'Boulder Center ',
      facilitators: ['Ann Lee', 'Bo Chen'],
      description,
    });
    expect(await teachers.findOne({ _id: teacher!._id })).toMatchObject({
      name: 'Ann Lee',
      bio: 'One\nTwo',
    });
  });
});

describe('0004: sample events take the chapter address', () => {
  it('moves events still at the seeded street, raising their sequence; an edited place stays', async () => {
    await events().updateOne(
      { slug: 'the-body-and-the-spiritual-journey' },
      { $set: { location: SEEDED_LOCATION, sequence: 2 } },
    );
    await events().updateOne(
      { slug: 'inner-guidance-online-evening' },
      { $set: { location: 'Online (Zoom)', sequence: 0 } },
    );

    await sampleEventsChapterAddress(db());

    expect(await events().findOne({ slug: 'the-body-and-the-spiritual-journey' })).toMatchObject({
      location: BOULDER_CENTER,
      sequence: 3,
    });
    expect(await events().findOne({ slug: 'inner-guidance-online-evening' })).toMatchObject({
      location: 'Online (Zoom)',
      sequence: 0,
    });
    expect(await events().countDocuments({ location: SEEDED_LOCATION })).toBe(0);
  });
});

describe('0005: registrations get a status and one key per person and event', () => {
  it('confirms what was stored, keys the first of a person’s, and gives the rest and held ones their own id', async () => {
    const registrations = db().collection('registrations');
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
    const { insertedIds } = await registrations.insertMany([
      { eventId: 'e1', email: 'Jane.Doe@gmail.com', spam: false, createdAt: at(1) },
      { eventId: 'e1', email: 'janedoe+x@googlemail.com', spam: false, createdAt: at(2) },
      { eventId: 'e2', email: 'jane.doe@gmail.com', spam: false, createdAt: at(3) },
      { eventId: 'e1', email: 'bot@example.org', spam: true, createdAt: at(4) },
    ]);
    await registrationStatus(db());
    const stored = await registrations.find().sort({ createdAt: 1 }).toArray();
    expect(stored.map(({ attendee, status }) => ({ attendee, status }))).toEqual([
      { attendee: 'e1:janedoe@gmail.com', status: 'confirmed' },
      { attendee: String(insertedIds[1]), status: 'confirmed' },
      { attendee: 'e2:janedoe@gmail.com', status: 'confirmed' },
      { attendee: String(insertedIds[3]), status: 'confirmed' },
    ]);
    // The unique index the model declares can then be built.
    await expect(
      registrations.createIndex({ attendee: 1 }, { unique: true }),
    ).resolves.toBeTruthy();
  });
});

describe('0006: the seeded ongoing group becomes a monthly series', () => {
  const slug = 'diamond-heart-ten-new-group';

  it('makes the group as seeded a series of third Saturdays, raising its sequence', async () => {
    await events().updateOne(
      { slug },
      { $set: { ...SEEDED_AS_ONE_DAY, sequence: 0 }, $unset: { recurrence: '' } },
    );
    await diamondHeartMonthly(db());
    expect(await events().findOne({ slug })).toMatchObject({
      isRecurring: true,
      time: 'Third Saturday of each month, 9:30 AM - 4:30 PM',
      recurrence: { frequency: 'monthly', week: 3, weekday: 'Saturday' },
      sequence: 1,
    });
  });

  it('leaves a group an admin changed as it is', async () => {
    const edited = 'Saturdays, 10 AM - 4 PM';
    await events().updateOne(
      { slug },
      { $set: { isRecurring: false, time: edited, sequence: 0 }, $unset: { recurrence: '' } },
    );
    await diamondHeartMonthly(db());
    const stored = await events().findOne({ slug });
    expect(stored).toMatchObject({ isRecurring: false, time: edited, sequence: 0 });
    expect(stored).not.toHaveProperty('recurrence');
  });
});

describe('0007: registrations keep their event’s status', () => {
  it('marks the registrations of a cancelled event, and only those', async () => {
    const { insertedIds } = await events().insertMany([
      { title: 'Called off', slug: 'called-off-0007', status: 'cancelled' },
      { title: 'Still on', slug: 'still-on-0007', status: 'scheduled' },
    ]);
    const registrations = db().collection('registrations');
    await registrations.insertMany([
      { eventId: String(insertedIds[0]), email: 'a@example.org', status: 'confirmed' },
      { eventId: String(insertedIds[1]), email: 'b@example.org', status: 'confirmed' },
    ]);
    await registrationEventStatus(db());
    const stored = await registrations
      .find({ eventId: { $in: [String(insertedIds[0]), String(insertedIds[1])] } })
      .sort({ email: 1 })
      .toArray();
    expect(stored.map(({ email, eventStatus }) => ({ email, eventStatus }))).toEqual([
      { email: 'a@example.org', eventStatus: 'cancelled' },
      { email: 'b@example.org', eventStatus: undefined },
    ]);
  });
});

describe('0008: every admin has a mail address', () => {
  it('gives those added before a blank one, and keeps one already given', async () => {
    const users = db().collection('users');
    await users.insertMany([
      { username: 'early-0008', usernameKey: 'early-0008', passwordHash: 'x', isAdmin: true },
      {
        username: 'later-0008',
        usernameKey: 'later-0008',
        passwordHash: 'x',
        isAdmin: true,
        email: 'later@example.org',
      },
    ]);
    await adminEmail(db());
    const stored = await users
      .find({ username: /-0008$/ })
      .sort({ username: 1 })
      .toArray();
    expect(stored.map(({ username, email }) => ({ username, email }))).toEqual([
      { username: 'early-0008', email: '' },
      { username: 'later-0008', email: 'later@example.org' },
    ]);
  });
});

describe('0009: mail given up on leaves the archive of sent mail', () => {
  it('moves every given-up mail, whole, and leaves sent mail; a second run changes nothing', async () => {
    const archive = db().collection('mail_archive');
    const givenUp = db().collection('mail_given_up');
    const finished = (subject: string, status: string) => ({
      _id: new mongoose.Types.ObjectId(),
      to: ['someone@example.org'],
      subject,
      text: `The text of ${subject}.`,
      status,
      attempts: status === 'failed' ? 20 : 1,
      lastError: status === 'failed' ? 'mailbox unavailable' : '',
      queuedAt: new Date(),
      finishedAt: new Date(),
    });
    const failed = [finished('Failed 0009', 'failed'), finished('Failed too 0009', 'failed')];
    const sent = finished('Sent 0009', 'sent');
    await archive.insertMany([...failed, sent]);
    // As a run stopped between its copy and its delete left it: one copied already.
    await givenUp.insertOne(failed[0]);

    await mailGivenUp(db());
    await mailGivenUp(db());
    expect(await archive.find({ subject: /0009$/ }).toArray()).toEqual([sent]);
    expect(await givenUp.find({ subject: /0009$/ }).sort({ subject: 1 }).toArray()).toEqual(failed);
  });
});

describe('0010: messages filed out of the hold are people’s', () => {
  it('clears the mark of one filed open or handled, and leaves one still held', async () => {
    const messages = db().collection('contactmessages');
    const message = (name: string, status: string) => ({
      _id: new mongoose.Types.ObjectId(),
      name,
      email: 'someone@example.org',
      message: 'Hello',
      status,
      spam: true,
    });
    const rows = [message('Filed Open', 'open'), message('Filed Handled', 'handled')];
    const stillHeld = message('Still Held', 'spam');
    await messages.insertMany([...rows, stillHeld]);
    await messagesFiledOutOfHold(db());
    const spamOf = async (row: { _id: mongoose.Types.ObjectId }) =>
      (await messages.findOne({ _id: row._id }))?.spam;
    expect(await Promise.all(rows.map(spamOf))).toEqual([false, false]);
    expect(await spamOf(stillHeld)).toBe(true);
  });
});
