import type { mongo } from 'mongoose';
import { mailboxOf } from '../db/email-key';

/**
 * Registrations get a status and the unique `attendee` key (one registration per person and event)
 * before the index on it is built. Those stored before are confirmed, as they were; of a person's
 * several for one event, the first holds the key and the later ones, kept for the chapter to see,
 * their own id (as held ones do).
 */
export async function up(db: mongo.Db): Promise<void> {
  const registrations = db.collection('registrations');
  const rows = registrations
    .find(
      { attendee: { $exists: false } },
      { projection: { eventId: 1, email: 1, spam: 1, status: 1 } },
    )
    .sort({ createdAt: 1, _id: 1 });
  const taken = new Set(
    (await registrations.distinct('attendee', { attendee: { $exists: true } })) as string[],
  );
  for await (const row of rows) {
    const key = `${String(row.eventId)}:${mailboxOf(String(row.email))}`;
    const attendee = row.spam === true || taken.has(key) ? String(row._id) : key;
    taken.add(attendee);
    await registrations.updateOne(
      { _id: row._id },
      { $set: { attendee, status: row.status ?? 'confirmed' } },
    );
  }
}
