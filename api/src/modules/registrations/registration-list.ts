import type * as v from 'valibot';
import {
  RegistrationListQuerySchema,
  registrationType,
  slugify,
  type Registration,
} from '@da-boulder/contracts';
import { cacheOf, type AdminList } from '../../shared/admin-list';
import { EventModel } from '../events/events.model';
import { toAdminRegistrationDto } from './registrations.dto';
import { RegistrationModel, type RegistrationRecord } from './registrations.model';
import { withWaitlistPositions } from './waitlist-positions';

type RegistrationQuery = v.InferOutput<typeof RegistrationListQuerySchema>;

/**
 * Who is coming: people's registrations, all or one event's, with `q` in the name or address;
 * each waitlisted one with its place in line. Registrations the spam trap holds are left out of
 * the list, its counts and its CSV; `?held=true` lists them instead, for an admin to release a
 * person's (erasing an address removes them too).
 */
export const registrationList: AdminList<RegistrationQuery, RegistrationRecord, Registration> = {
  type: registrationType,
  model: RegistrationModel,
  query: RegistrationListQuerySchema,
  filter: (row, { eventId, held, status }) =>
    row.held === (held === 'true') &&
    (!eventId || row.eventId === eventId.toLowerCase()) &&
    (!status || row.status === status),
  search: ['name', 'email'],
  toDto: toAdminRegistrationDto,
  // A live event's title and status as they are now: a registration holds them as they were
  // (they are copied in only once the event is deleted).
  current: async (rows) => {
    const events = await EventModel.find({}, { title: 1, status: 1 }).lean();
    const byId = new Map(events.map((event) => [String(event._id), event]));
    return rows.map((row) => {
      const event = byId.get(row.eventId);
      return event
        ? { ...row, eventTitle: event.title, eventStatus: event.status ?? 'scheduled' }
        : row;
    });
  },
  // The waitlist alone reads in its order, the next to get a place first.
  oldestFirst: ({ status }) => status === 'waitlisted',
  inContext: withWaitlistPositions,
  csvQuery: (query) => ({ ...query, held: '' }),
  csvName: async ({ eventId }) =>
    eventId ? `${registrationType.plural}-${await eventSlugOf(eventId)}` : registrationType.plural,
};

/** One event's name in a file name: its slug, else (deleted) its title as registered, else its id. */
async function eventSlugOf(eventId: string): Promise<string> {
  const event = await EventModel.findById(eventId, { slug: 1 }).lean();
  if (event) return event.slug;
  const id = eventId.toLowerCase();
  const registration = (await cacheOf(registrationList).rows()).find((row) => row.eventId === id);
  return slugify(registration?.eventTitle ?? '') || id;
}

/**
 * How many confirmed places and waitlisted people each event has, by event id (events with none
 * absent from each).
 */
export async function registrationCounts(): Promise<{
  counts: Record<string, number>;
  waitlisted: Record<string, number>;
}> {
  const counts: Record<string, number> = {};
  const waitlisted: Record<string, number> = {};
  for (const { held, status, eventId } of await cacheOf(registrationList).rows()) {
    const tally = held
      ? undefined
      : { confirmed: counts, waitlisted, cancelled: undefined }[status];
    if (tally) tally[eventId] = (tally[eventId] ?? 0) + 1;
  }
  return { counts, waitlisted };
}
