import { eventDayText, MONTHS, nextOccurrence, type Registration } from '@da-boulder/contracts';
import { calendarFields } from '../events/events.dto';
import type { EventRecord } from '../events/events.model';
import type { RegistrationRecord } from './registrations.model';

/**
 * A series' day in its mails: that it is ongoing and, when its schedule says, the next meeting as
 * of now; its time is the Time line's.
 */
function seriesDateText(event: EventRecord): string {
  const schedule = calendarFields(event).schedule;
  const next = schedule && nextOccurrence(schedule);
  if (!next) return 'Ongoing';
  const { year, month, day } = next.day;
  return `Ongoing; next on ${eventDayText({ month: MONTHS[month - 1], date: String(day), year })}`;
}

/**
 * The event's details a registration keeps: as they were when it was made, and as they last
 * stood once the event is deleted (for the admin list and its CSV to name it by).
 */
export const registrationEventDetails = (event: EventRecord) => ({
  eventTitle: event.title,
  eventDate: event.isRecurring ? seriesDateText(event) : eventDayText(event),
  eventTime: event.time ?? '',
  eventLocation: event.location ?? '',
  eventFacilitator: event.facilitator ?? '',
  eventStatus: event.status ?? 'scheduled',
});

/**
 * A registration as its mails name it: with the event's details as they are now when the event is
 * at hand (the registration holds them as they were), else as it holds them (the event deleted).
 */
export function toRegistrationDto(registration: RegistrationRecord, event?: EventRecord | null) {
  if (event) registration = { ...registration, ...registrationEventDetails(event) };
  return {
    id: String(registration._id),
    eventId: registration.eventId,
    name: registration.name,
    email: registration.email,
    inDiamondHeartGroup: Boolean(registration.inDiamondHeartGroup),
    diamondHeartGroupName: registration.diamondHeartGroupName ?? '',
    additionalMessage: registration.additionalMessage ?? '',
    eventTitle: registration.eventTitle ?? '',
    eventDate: registration.eventDate ?? '',
    eventTime: registration.eventTime ?? '',
    eventLocation: registration.eventLocation ?? '',
    eventFacilitator: registration.eventFacilitator ?? '',
  };
}

/** What administrators read of a registration (the event's details beyond its title aside). */
export function toAdminRegistrationDto(registration: RegistrationRecord): Registration {
  return {
    id: String(registration._id),
    eventId: registration.eventId,
    eventTitle: registration.eventTitle ?? '',
    eventStatus: registration.eventStatus ?? 'scheduled',
    status: registration.status ?? 'confirmed',
    name: registration.name,
    email: registration.email,
    inDiamondHeartGroup: Boolean(registration.inDiamondHeartGroup),
    diamondHeartGroupName: registration.diamondHeartGroupName ?? '',
    additionalMessage: registration.additionalMessage ?? '',
    held: Boolean(registration.spam),
    createdAt: registration.createdAt.toISOString(),
  };
}
