import { isDeepStrictEqual } from 'node:util';
import mongoose from 'mongoose';
import * as v from 'valibot';
import {
  eventSchedule,
  isPast,
  slugify,
  type EventSchedule,
  type Event,
  type EventInputSchema,
  type EventTime,
  type Teacher,
} from '@da-boulder/contracts';
import { ARRANGED_ORDER } from '../../content/content-routes';
import { PUBLISHED_ONLY } from '../../content/drafts';
import { toObjectId } from '../../db/object-id';
import { uniqueSlug } from '../../db/unique-slug';
import type { PagedList, PageRange } from '../../shared/paging';
import { badRequest, conflict, notFound } from '../../errors/http-error';
import { srcSetsFor } from '../../uploads/responsive-images';
import { placesLeft } from '../registrations/places';
import { teachersById } from '../teachers/teachers.service';
import { calendarFields, toEventDto } from './events.dto';
import { EventModel, type EventRecord } from './events.model';

export type EventFields = v.InferOutput<typeof EventInputSchema>;

/** Files that came with the form, already stored. */
export type EventUploads = { imageUrl?: string; flyerUrl?: string };

/**
 * A list shows its events' teachers without their bio and personal message (40,000 characters
 * each, read from the event's own answer), so a page of events stays a bounded size.
 */
const withoutLongTexts = (teacher: Teacher): Teacher => ({
  ...teacher,
  bio: '',
  personalDescription: '',
});

async function toDtos(events: EventRecord[], inList = false): Promise<Event[]> {
  const [found, srcSets, left] = await Promise.all([
    teachersById(events.flatMap((event) => event.teacherProfileIds ?? [])),
    srcSetsFor(events.map((event) => event.imageUrl ?? '')),
    placesLeft(events),
  ]);
  const teachers = inList
    ? new Map([...found].map(([id, teacher]) => [id, withoutLongTexts(teacher)]))
    : found;
  return events.map((event) => toEventDto(event, teachers, srcSets, left));
}

/** One event's answer, its teachers in full. */
export async function eventDto(event: EventRecord): Promise<Event> {
  const [dto] = await toDtos([event]);
  return dto;
}

/** The stored events `filter` selects, in the order administrators arranged. */
const arrangedEvents = ({ skip, limit }: PageRange, filter: object) =>
  EventModel.find(filter).sort(ARRANGED_ORDER).skip(skip).limit(limit).lean();

/** The events `filter` selects (drafts too, for the dashboard), a page at a time. */
export const eventListOf = (filter: object): PagedList<Event> => ({
  count: () => EventModel.countDocuments(filter),
  read: async (range) => toDtos(await arrangedEvents(range, filter), true),
});

/** What an event's schedule is read from (calendarFields). */
const SCHEDULE_FIELDS = {
  date: 1,
  month: 1,
  year: 1,
  time: 1,
  eventDate: 1,
  isRecurring: 1,
  recurrence: 1,
  createdAt: 1,
} as const;

/** The ids of the upcoming or the past events at `now`: see eventListWhen. */
async function idsWhen(when: EventTime, now: Date) {
  const records = await EventModel.find(PUBLISHED_ONLY, SCHEDULE_FIELDS)
    .sort(ARRANGED_ORDER)
    .lean();
  const timed = records
    .map((record) => ({ id: record._id, schedule: calendarFields(record).schedule }))
    .filter(({ schedule }) => isPast(schedule, now) === (when === 'past'));
  // A past event has a schedule; the sort is stable, so those that start together stay arranged.
  if (when === 'past') timed.sort((a, b) => b.schedule!.start.localeCompare(a.schedule!.start));
  return timed.map(({ id }) => id);
}

/**
 * The upcoming or the past events (the contracts' isPast: past once nothing of them is left today
 * in Denver), a page at a time: upcoming in the arranged order, past the latest first. When an
 * event takes place is read from its free-text fields, not stored, so every event's few schedule
 * fields are read and judged (a chapter has dozens, a bounded collection), and only the page's
 * events in full.
 */
export function eventListWhen(when: EventTime, now = new Date()): PagedList<Event> {
  let selected: ReturnType<typeof idsWhen> | undefined;
  const ids = () => (selected ??= idsWhen(when, now));
  return {
    count: async () => (await ids()).length,
    read: async ({ skip, limit }) =>
      toDtos(await recordsInOrder((await ids()).slice(skip, skip + limit)), true),
  };
}

/**
 * The events of `ids`, in their order; one deleted or unpublished since its id was read is left
 * out.
 */
async function recordsInOrder(ids: unknown[]): Promise<EventRecord[]> {
  const records = await EventModel.find({
    _id: mongoose.trusted({ $in: ids }),
    ...PUBLISHED_ONLY,
  }).lean();
  const byId = new Map(records.map((record) => [String(record._id), record]));
  return ids.flatMap((id) => byId.get(String(id)) ?? []);
}

/** The first `limit` upcoming published events as stored, in the arranged order (a calendar's). */
export const upcomingEventRecords = async (limit: number, now = new Date()) =>
  recordsInOrder((await idsWhen('upcoming', now)).slice(0, limit));

/** The event at `slug` among those `visible` selects (the published ones, by default). */
export async function eventRecordBySlug(
  slug: string,
  visible: object = PUBLISHED_ONLY,
): Promise<EventRecord> {
  const event = await EventModel.findOne({ slug: String(slug), ...visible }).lean();
  if (!event) throw notFound('Event not found');
  return event;
}

export const getEventBySlug = async (slug: string, visible?: object): Promise<Event> =>
  eventDto(await eventRecordBySlug(slug, visible));

/**
 * The teachers an event lists: each one added must exist (400). One it listed already that no
 * longer does (restored from the trash after its teacher was deleted, which the dashboard's
 * picker cannot show to untick) is dropped, so the event can still be saved.
 */
async function listedTeachers(ids: string[], listed: string[] = []): Promise<string[]> {
  const known = await teachersById(ids);
  const unknown = ids.find((id) => !known.has(id) && !listed.includes(id));
  if (unknown !== undefined) {
    throw badRequest(`Unknown teacher: ${unknown}`, {
      teacherProfileIds: `Unknown teacher: ${unknown}`,
    });
  }
  return ids.filter((id) => known.has(id));
}

function eventDateOf(fields: Pick<EventFields, 'eventDate'>): Date | null {
  return fields.eventDate ? new Date(fields.eventDate) : null;
}

/** A new event, stored with SPEC §5's slug; a clash with another event gets a numeric suffix. */
export async function newEvent(fields: EventFields, uploads: EventUploads) {
  await listedTeachers(fields.teacherProfileIds);
  const slug = await uniqueSlug(fields.slug || slugify(fields.title), 'event', (slug) =>
    EventModel.exists({ slug }),
  );
  return {
    ...fields,
    slug,
    year: fields.year ?? eventDateOf(fields)?.getUTCFullYear() ?? new Date().getFullYear(),
    eventDate: eventDateOf(fields),
    status: fields.status ?? 'scheduled',
    registrationUrl: fields.registrationUrl || `/register/${slug}`,
    imageUrl: uploads.imageUrl ?? fields.imageUrl ?? '',
    flyerUrl: uploads.flyerUrl ?? fields.flyerUrl ?? '',
    sortOrder: fields.sortOrder ?? (await placeByDate(fields)),
  };
}

/**
 * A new event's place in the arranged order (SPEC's sortOrder, which admins then drag): before the
 * first upcoming one-off event that starts later, so a December workshop lands among the others by
 * its date, not after next year's. A series, an event without a day, or the latest: at the end.
 */
async function placeByDate(fields: EventFields): Promise<number> {
  const events = await EventModel.find({}, { ...SCHEDULE_FIELDS, sortOrder: 1 })
    .sort(ARRANGED_ORDER)
    .lean();
  const end = events.length > 0 ? (events.at(-1)!.sortOrder ?? 0) + 1 : 0;
  const starts = (schedule: EventSchedule | null | undefined) =>
    schedule && !schedule.weekly && !schedule.monthly && !isPast(schedule)
      ? new Date(schedule.start).getTime()
      : null;
  const start = starts(
    eventSchedule({ ...fields, year: fields.year ?? 0, eventDate: fields.eventDate ?? null }),
  );
  if (start === null) return end;
  const later = events.find((event) => (starts(calendarFields(event).schedule) ?? 0) > start);
  if (!later) return end;
  const place = later.sortOrder ?? 0;
  await EventModel.updateMany(
    { sortOrder: mongoose.trusted({ $gte: place }) },
    { $inc: { sortOrder: 1 } },
  );
  return place;
}

/**
 * The fields a calendar that imported the event must follow: changing any of them (when, where,
 * whether it goes ahead) raises the event's SEQUENCE.
 */
const REVISING_FIELDS = [
  'date',
  'month',
  'year',
  'time',
  'eventDate',
  'isRecurring',
  'recurrence',
  'location',
  'status',
] as const satisfies readonly (keyof Event)[];

/**
 * Whether storing `changes` over `stored` changes a revising field, compared as the event's answer
 * shows them (so a field an older event lacks equals its default).
 */
function revises(stored: EventRecord, changes: Partial<EventRecord>): boolean {
  const [before, after] = [stored, { ...stored, ...changes }].map((event) =>
    toEventDto(event, new Map(), new Map()),
  );
  return REVISING_FIELDS.some((field) => !isDeepStrictEqual(before[field], after[field]));
}

/**
 * What an update stores. The slug stays as it was, so public links and registration URLs keep
 * working after a title edit; image and flyer are replaced by uploads, cleared by an explicit
 * empty URL, or kept, as is the meeting link. A change of time, date, place or status (kept when
 * left out) raises the sequence in the same write.
 */
export async function updatedEvent(
  { slug: _ignored, ...fields }: EventFields,
  stored: EventRecord,
  uploads: EventUploads,
) {
  const record = {
    ...fields,
    teacherProfileIds: await listedTeachers(fields.teacherProfileIds, stored.teacherProfileIds),
    // Kept unless the form sends it: the dashboard reads it apart from the (public) event.
    meetingLink: fields.meetingLink ?? stored.meetingLink ?? '',
    year: fields.year ?? stored.year,
    status: fields.status ?? stored.status ?? 'scheduled',
    eventDate: eventDateOf(fields),
    publishAt: fields.publishAt ? new Date(fields.publishAt) : null,
    registrationUrl: fields.registrationUrl || stored.registrationUrl || `/register/${stored.slug}`,
    imageUrl: uploads.imageUrl ?? fields.imageUrl ?? stored.imageUrl,
    flyerUrl: uploads.flyerUrl ?? fields.flyerUrl ?? stored.flyerUrl,
    sortOrder: fields.sortOrder ?? stored.sortOrder,
  };
  return { $set: record, ...(revises(stored, record) ? { $inc: { sequence: 1 } } : {}) };
}

/** How many events one write of a reorder moves. */
const REORDER_BATCH = 50;

/**
 * The named events (those of one page of the list, `range`) take that page's places in the given
 * order; the others keep their order around them. All or nothing: an unknown id, or one on
 * another page (a list shown before a change, or the page before another), rejects the request
 * before anything changes.
 */
export async function reorderEvents(eventIds: string[], { skip, limit }: PageRange): Promise<void> {
  const unknown = eventIds.find((id) => toObjectId(id) === null);
  const events = await EventModel.find({}, { _id: 1, sortOrder: 1 }).sort(ARRANGED_ORDER).lean();
  const known = new Set(events.map((event) => String(event._id)));
  const missing = unknown ?? eventIds.find((id) => !known.has(id));
  if (missing !== undefined) {
    throw badRequest(`Unknown event: ${missing}`, { eventIds: `Unknown event: ${missing}` });
  }
  const onPage = new Set(events.slice(skip, skip + limit).map((event) => String(event._id)));
  if (eventIds.some((id) => !onPage.has(id)))
    throw conflict('The events list changed meanwhile: reload it and try again');
  const named = new Set(eventIds);
  const placed = new Map(events.map((event) => [String(event._id), event.sortOrder]));
  const others = events.map((e) => String(e._id)).filter((id) => !named.has(id));
  // The page's events take its places; those before and after it keep theirs.
  const order = [...others.slice(0, skip), ...eventIds, ...others.slice(skip)];
  const moves = order
    .map((id, sortOrder) => ({ id, sortOrder }))
    .filter(({ id, sortOrder }) => placed.get(id) !== sortOrder);
  // A few writes at a time: FerretDB never answers one update command of 100 statements or more.
  for (let start = 0; start < moves.length; start += REORDER_BATCH)
    await EventModel.bulkWrite(
      moves.slice(start, start + REORDER_BATCH).map(({ id, sortOrder }) => ({
        updateOne: {
          filter: { _id: new mongoose.Types.ObjectId(id) },
          update: { $set: { sortOrder } },
        },
      })),
    );
}
