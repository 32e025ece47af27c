import type { mongo } from 'mongoose';

/**
 * Registrations keep their event's status beside its other details, so a place at a cancelled
 * event reads as ended. Those of events cancelled or postponed before get it now; the rest read
 * "scheduled" by default.
 */
export async function up(db: mongo.Db): Promise<void> {
  const closed = db
    .collection('events')
    .find({ status: { $in: ['cancelled', 'postponed'] } }, { projection: { status: 1 } });
  for await (const event of closed)
    await db
      .collection('registrations')
      .updateMany({ eventId: String(event._id) }, { $set: { eventStatus: event.status } });
}
