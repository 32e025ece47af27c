import mongoose from 'mongoose';
import { held } from '../../db/filters';
import { isDuplicateKey } from '../../db/duplicate-key';
import { EventSeatModel } from './event-seat.model';
import { RegistrationModel } from './registrations.model';

/**
 * A place taken moments ago may not have its registration stored yet: only older places whose
 * registration is gone (deleted by an admin, or erasing a person) or no longer confirmed are free.
 */
const SETTLE_MS = 60_000;

/** The event's places whose registration is gone or no longer confirmed; they are freed. */
async function freeStalePlaces(
  seats: { _id: string; registrationId: string; takenAt: Date }[],
  now = Date.now(),
): Promise<number> {
  const settled = seats.filter((seat) => seat.takenAt.getTime() < now - SETTLE_MS);
  if (settled.length === 0) return 0;
  const live = await RegistrationModel.find(
    {
      _id: mongoose.trusted({ $in: settled.map((seat) => seat.registrationId) }),
      status: 'confirmed',
    },
    { _id: 1 },
  ).lean();
  const liveIds = new Set(live.map((row) => String(row._id)));
  const stale = settled.filter((seat) => !liveIds.has(seat.registrationId)).map((s) => s._id);
  if (stale.length === 0) return 0;
  return (await EventSeatModel.deleteMany({ _id: mongoose.trusted({ $in: stale }) })).deletedCount;
}

/**
 * Takes a confirmed place of an event with a capacity for the registration. Places are numbered
 * from 1 to the capacity, less the confirmed registrations that hold none (made while the event
 * had no capacity), and the insert under the place's id decides who has it. 'taken' when this
 * call took one, 'held' when the registration already has one, 'full' when none is left.
 */
export async function takePlace(
  eventId: string,
  registrationId: string,
  capacity: number,
): Promise<'taken' | 'held' | 'full'> {
  for (;;) {
    const [seats, confirmed] = await Promise.all([
      EventSeatModel.find({ eventId }).lean(),
      RegistrationModel.countDocuments({ ...held(false), eventId, status: 'confirmed' }),
    ]);
    // A place is taken just before its registration is stored: more places than rows is normal.
    const limit = capacity - Math.max(0, confirmed - seats.length);
    const numbers = new Set(seats.map((seat) => seat._id));
    let number = 1;
    while (numbers.has(`${eventId}:${number}`)) number++;
    if (number > limit) {
      if ((await freeStalePlaces(seats)) > 0) continue;
      return 'full';
    }
    try {
      await EventSeatModel.create({
        _id: `${eventId}:${number}`,
        eventId,
        registrationId,
        takenAt: new Date(),
      });
      return 'taken';
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Another request took that number first, or this registration already has a place.
      if (await EventSeatModel.exists({ registrationId })) return 'held';
    }
  }
}

/** Frees the registration's place; true when it had one (only one call frees it). */
export async function freePlace(registrationId: string): Promise<boolean> {
  return (await EventSeatModel.deleteOne({ registrationId })).deletedCount > 0;
}

/** People's confirmed registrations per event id, for the given events (absent: none). */
export async function confirmedCounts(eventIds: string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const groups = await RegistrationModel.aggregate<{ _id: string; count: number }>([
    {
      $match: {
        ...held(false),
        status: 'confirmed',
        eventId: mongoose.trusted({ $in: eventIds }),
      },
    },
    { $group: { _id: '$eventId', count: { $sum: 1 } } },
  ]);
  return new Map(groups.map((group) => [group._id, group.count]));
}
