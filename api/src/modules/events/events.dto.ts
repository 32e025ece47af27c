import {
  eventSchedule,
  eventType,
  type Event,
  type EventRecurrence,
  type Teacher,
} from '@da-boulder/contracts';
import { answerFromContract } from '../../content/answer-from-contract';
import type { EventRecord } from './events.model';

/**
 * `srcSets` maps image URLs to their responsive srcset (see srcSetsFor); `placesLeft`, event ids to
 * the places left of an event with a capacity (places.ts; absent: all of them).
 */
export function toEventDto(
  event: EventRecord,
  teachers: Map<string, Teacher>,
  srcSets: Map<string, string>,
  placesLeft = new Map<string, number>(),
): Event {
  const capacity = event.capacity ?? null;
  const teacherProfileIds = event.teacherProfileIds ?? [];
  const teacherProfiles = teacherProfileIds
    .map((id) => teachers.get(id))
    .filter((teacher) => teacher !== undefined);
  const imageUrl = event.imageUrl ?? '';
  return answerFromContract(eventType, event, {
    teacherProfileIds,
    teacherProfiles,
    teacherProfile: teacherProfiles[0] ?? null,
    imageUrl,
    imageSrcSet: srcSets.get(imageUrl) ?? '',
    // Absent in events stored before it: scheduled.
    status: event.status ?? 'scheduled',
    capacity,
    placesLeft: capacity === null ? null : (placesLeft.get(String(event._id)) ?? capacity),
    ...calendarFields(event),
  });
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
