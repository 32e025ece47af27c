import mongoose from 'mongoose';
import { isDuplicateKey } from '../../db/duplicate-key';
import { cacheOf } from '../../shared/admin-list';
import { EventSeatModel } from './event-seat.model';
import { registrationCounts, registrationList } from './registration-list';
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
  // Found through the registrations list's cache, each confirmed by the database before its
  // place goes: a write whose answer was lost is stored, and this cache may never have heard.
  const rows = await cacheOf(registrationList).rows();
  const live = new Set(rows.flatMap((row) => (row.status === 'confirmed' ? [row.id] : [])));
  const gone = settled.filter((seat) => !live.has(seat.registrationId));
  if (gone.length === 0) return 0;
  const stored = await RegistrationModel.find(
    {
      _id: mongoose.trusted({ $in: gone.map((seat) => seat.registrationId) }),
      status: 'confirmed',
    },
    { _id: 1 },
  ).lean();
  const confirmed = new Set(stored.map((registration) => String(registration._id)));
  const stale = gone.filter((seat) => !confirmed.has(seat.registrationId)).map((seat) => seat._id);
  if (stale.length === 0) return 0;
  return (await EventSeatModel.deleteMany({ _id: mongoose.trusted({ $in: stale }) })).deletedCount;
}

/** An event's places as this process last read them: the numbers free, lowest first. */
interface KnownPlaces {
  free: number[];
}

/**
 * Each event's free places as last read, by event and version (`updatedAt`: a change of capacity
 * is an edit of the event, so it is read afresh). What makes a place this registration's is still
 * the insert under its number: this only spares a registration reading every place of the event
 * (FerretDB reads a whole collection for any query). Another instance taking a number first costs
 * a retry, and places freed elsewhere are found when this one believes the event full.
 */
const knownPlaces = new Map<string, KnownPlaces>();
const KNOWN_EVENTS = 100;

/** An event as placing needs it. */
export interface PlacedEvent {
  _id: unknown;
  capacity?: number | null;
  updatedAt?: Date | null;
}

const placesKey = (event: PlacedEvent) => `${String(event._id)}@${event.updatedAt?.getTime()}`;

/**
 * The event's free place numbers: as many as the capacity leaves beside the places taken or the
 * confirmed registrations, whichever are more (those made while the event had no capacity hold
 * none; a place is taken just before its registration is stored, so more places than rows is
 * normal; places above a lowered capacity still count), the lowest numbers not taken.
 */
async function readPlaces(eventId: string, capacity: number) {
  const [seats, { counts }] = await Promise.all([
    EventSeatModel.find({ eventId }).lean(),
    registrationCounts(),
  ]);
  const left = capacity - Math.max(counts[eventId] ?? 0, seats.length);
  const taken = new Set(seats.map((seat) => seat._id));
  const free: number[] = [];
  for (let number = 1; number <= capacity && free.length < left; number++)
    if (!taken.has(`${eventId}:${number}`)) free.push(number);
  return { seats, free };
}

/**
 * Takes a confirmed place of an event with a capacity for the registration. Places are numbered,
 * and the insert under the place's id decides who has it. 'taken' when this call took one, 'held'
 * when the registration already has one, 'full' when none is left. A `newcomer` (not someone on
 * the waitlist) never frees a place whose registration has gone while people wait.
 */
export async function takePlace(
  event: PlacedEvent & { capacity: number },
  registrationId: string,
  { newcomer = false } = {},
): Promise<'taken' | 'held' | 'full'> {
  const eventId = String(event._id);
  const key = placesKey(event);
  for (let pass = 0; ; pass++) {
    const fresh = pass > 0 || !knownPlaces.has(key);
    const read = fresh ? await readPlaces(eventId, event.capacity) : undefined;
    if (read) {
      if (knownPlaces.size >= KNOWN_EVENTS) knownPlaces.delete(knownPlaces.keys().next().value!);
      knownPlaces.set(key, { free: read.free });
    }
    const { free } = knownPlaces.get(key)!;
    // Taken off the list before the insert: requests of this process never try the same one.
    for (let number = free.shift(); number !== undefined; number = free.shift()) {
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
        // Another instance took that number first, or this registration already has a place.
        if (await EventSeatModel.exists({ registrationId })) return 'held';
      }
    }
    // None left as this process knew it: look again, then once more after freeing the places
    // whose registration has gone meanwhile; not for a newcomer while people wait, whose places
    // those are (the waitlist sweep hands them on).
    if (!read) continue;
    if (pass >= 2 || (newcomer && (await registrationCounts()).waitlisted[eventId])) return 'full';
    if ((await freeStalePlaces(read.seats)) === 0) return 'full';
  }
}

/**
 * Whether the registration has held its place past SETTLE_MS: whatever took it for them has
 * finished, or failed before moving them up.
 */
export async function holdsSettledPlace(registrationId: string, now = Date.now()) {
  const before = new Date(now - SETTLE_MS);
  return (
    (await EventSeatModel.exists({
      registrationId,
      takenAt: mongoose.trusted({ $lt: before }),
    })) !== null
  );
}

/** Frees the registration's place; true when it had one (only one call frees it). */
export async function freePlace(registrationId: string): Promise<boolean> {
  const seat = await EventSeatModel.findOneAndDelete({ registrationId }).lean();
  if (!seat) return false;
  // Read again here at the next place taken (whether it is free depends on the places left);
  // other instances find it when they believe the event full.
  for (const key of knownPlaces.keys())
    if (key.startsWith(`${seat.eventId}@`)) knownPlaces.delete(key);
  return true;
}

/**
 * The places left of each event with a capacity, by event id: its places less its confirmed
 * registrations. From the registrations list's cache: a count in the database reads every
 * registration on FerretDB.
 */
export async function placesLeft(events: PlacedEvent[]): Promise<Map<string, number>> {
  const { counts } = await registrationCounts();
  return new Map(
    events.flatMap(({ _id, capacity }) =>
      capacity == null ? [] : [[String(_id), Math.max(0, capacity - (counts[String(_id)] ?? 0))]],
    ),
  );
}

/** Whether a new registration would have a confirmed place at this moment, without taking one. */
export async function hasFreePlace(event: PlacedEvent): Promise<boolean> {
  return event.capacity == null || (await placesLeft([event])).get(String(event._id))! > 0;
}
