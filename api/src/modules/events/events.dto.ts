import {
  eventSchedule,
  type Event,
  type EventRecurrence,
  type Teacher,
} from '@da-boulder/contracts';
import type { EventRecord } from './events.model';

/**
 * `srcSets` maps image URLs to their responsive srcset (see srcSetsFor); `confirmed`, event ids to
 * their confirmed registrations (for the places left of an event with a capacity).
 */
export function toEventDto(
  event: EventRecord,
  teachers: Map<string, Teacher>,
  srcSets: Map<string, string>,
  confirmed = new Map<string, number>(),
): Event {
  const capacity = event.capacity ?? null;
  const teacherProfileIds = event.teacherProfileIds ?? [];
  const teacherProfiles = teacherProfileIds
    .map((id) => teachers.get(id))
    .filter((teacher) => teacher !== undefined);
  return {
    id: String(event._id),
    slug: event.slug,
    title: event.title,
    introText: event.introText ?? '',
    description: event.description ?? '',
    date: event.date ?? '',
    month: event.month ?? '',
    year: event.year ?? 0,
    time: event.time ?? '',
    location: event.location ?? '',
    facilitator: event.facilitator ?? '',
    facilitatorRole: event.facilitatorRole ?? 'teacher',
    facilitators: event.facilitators ?? [],
    teacherProfileIds,
    teacherProfiles,
    teacherProfile: teacherProfiles[0] ?? null,
    videoUrl: event.videoUrl ?? '',
    imageUrl: event.imageUrl ?? '',
    imageSrcSet: srcSets.get(event.imageUrl ?? '') ?? '',
    flyerUrl: event.flyerUrl ?? '',
    registrationEmail: event.registrationEmail ?? '',
    registrationUrl: event.registrationUrl ?? '',
    eventDate: event.eventDate ? event.eventDate.toISOString() : null,
    isRecurring: Boolean(event.isRecurring),
    // Events stored before the setting existed take registrations, as they always did.
    registrationNeeded: event.registrationNeeded !== false,
    status: event.status ?? 'scheduled',
    capacity,
    placesLeft:
      capacity === null ? null : Math.max(0, capacity - (confirmed.get(String(event._id)) ?? 0)),
    sortOrder: event.sortOrder ?? 0,
    ...calendarFields(event),
  };
}

/** The stored series' rule, and when the event happens as calendars read it. */
export function calendarFields(event: EventRecord): Pick<Event, 'recurrence' | 'schedule'> {
  // Stored subdocuments hold null for the rule's parts a series does not use.
  const stored = event.recurrence?.startTime
    ? Object.fromEntries(Object.entries(event.recurrence).filter(([, value]) => value != null))
    : null;
  const recurrence = stored as EventRecurrence | null;
  const fields = {
    date: event.date ?? '',
    month: event.month ?? '',
    year: event.year ?? 0,
    time: event.time ?? '',
    eventDate: event.eventDate ? event.eventDate.toISOString() : null,
    isRecurring: Boolean(event.isRecurring),
    recurrence,
  };
  return { recurrence, schedule: eventSchedule(fields, event.createdAt) };
}
