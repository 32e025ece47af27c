import {
  EVENT_STATUS_NOTICES,
  eventDayText,
  hasStarted,
  isPast,
  type Event,
} from '@da-boulder/contracts';
import { plainLines, stripMarkdown, truncateAtWord } from '@da-boulder/shared-ui';

/** SPEC §9: the home page shows at most this many events. */
export const HOME_EVENT_LIMIT = 3;
/** SPEC §9: the featured event's description is cut to this many characters. */
export const FEATURED_DESCRIPTION_MAX = 400;
/** SPEC §9: without intro text, a card shows this many characters of the description. */
export const INTRO_FALLBACK_LENGTH = 150;

/** Ascending by sortOrder, a missing sortOrder counting as 0; ties keep their order. */
export function sortEvents(events: readonly Event[]): Event[] {
  return [...events].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
}

/**
 * Whether an event has taken place: nothing of it is left today (in Denver). The contracts'
 * `isPast`, the calendar feed's rule too, so the site and the feed agree.
 */
export const hasTakenPlace = (event: Pick<Event, 'schedule'>, now = new Date()) =>
  isPast(event.schedule, now);

/** Whether an event's registration has closed: it has begun, as the API's rule has it. */
export const registrationClosed = (event: Pick<Event, 'schedule' | 'status'>, now = new Date()) =>
  statusNotice(event) !== null || hasStarted(event.schedule, now);

/** "This event has been cancelled" (or postponed): it takes no registrations. Else null. */
export const statusNotice = (event: Pick<Event, 'status'>) =>
  event.status === 'cancelled' || event.status === 'postponed'
    ? EVENT_STATUS_NOTICES[event.status]
    : null;

/** The events still to come (or under way today), in the order given. */
export function upcomingEvents(events: readonly Event[], now = new Date()): Event[] {
  return events.filter((event) => !hasTakenPlace(event, now));
}

/** The events that have taken place, the latest first. */
export function pastEvents(events: readonly Event[], now = new Date()): Event[] {
  return events
    .filter((event) => hasTakenPlace(event, now))
    .sort((a, b) => (b.schedule?.start ?? '').localeCompare(a.schedule?.start ?? ''));
}

/** The home page's events: upcoming, in order, without the event whose id is 0, at most three. */
export function homeEvents(events: readonly Event[]): Event[] {
  return upcomingEvents(sortEvents(events))
    .filter((event) => String(event.id) !== '0')
    .slice(0, HOME_EVENT_LIMIT);
}

/** Up to this many places left, an event page says how many. */
export const FEW_PLACES = 5;

/**
 * What an event page says of its places: how many are left when few are (1 to 5), that it is
 * full (a registration joins the waitlist), or nothing (no capacity, or plenty of room).
 */
/** No place left: a registration now joins the waitlist. */
export const isFull = (event: Pick<Event, 'placesLeft'>): boolean =>
  event.placesLeft != null && event.placesLeft <= 0;

/** What a registration's button says: SPEC's `label`, or joining the waitlist once it is full. */
export const registerLabel = (event: Pick<Event, 'placesLeft'>, label: string): string =>
  isFull(event) ? 'Join the Waitlist' : label;

export function placesText(event: Pick<Event, 'placesLeft'>): string | null {
  const left = event.placesLeft;
  if (left == null || left > FEW_PLACES) return null;
  if (isFull(event)) return 'Full: join the waitlist';
  return left === 1 ? '1 place left' : `${left} places left`;
}

/** A card's month label: the first three letters ("October" -> "Oct"). */
export function shortMonth(month: string): string {
  return month.slice(0, 3);
}

/** Recurring events show their time as written; others read "Begins: {time}". */
export function timeLabel(event: Pick<Event, 'isRecurring' | 'time'>): string {
  return event.isRecurring ? event.time : `Begins: ${event.time}`;
}

/**
 * Plain preview text: the intro text, else the first 150 characters of the description (ending
 * on a whole word).
 */
export function introPreview(event: Pick<Event, 'introText' | 'description'>): string {
  const intro = event.introText?.trim();
  if (intro) return stripMarkdown(intro);
  return truncateAtWord(stripMarkdown(event.description ?? ''), INTRO_FALLBACK_LENGTH, '');
}

/**
 * The featured event's description as plain text, its paragraphs and list lines kept (so list
 * items do not run into one another), cut to 400 characters (on a whole word) with "..." if
 * longer.
 */
export function featuredDescription(description: string): string {
  return truncateAtWord(plainLines(description ?? ''), FEATURED_DESCRIPTION_MAX);
}

/** The date line of an event detail page (SPEC §2). */
export function startLine(event: Pick<Event, 'isRecurring' | 'month' | 'date' | 'year' | 'time'>) {
  if (event.isRecurring) return 'Recurring Event - See schedule for details';
  return `${eventDayText(event)}${event.time ? ` · ${event.time}` : ''}`;
}

/** SPEC §3: 'facilitator' reads Facilitator; any other role reads Teacher. */
export function roleLabel(event: Pick<Event, 'facilitatorRole'>): 'Facilitator' | 'Teacher' {
  return event.facilitatorRole === 'facilitator' ? 'Facilitator' : 'Teacher';
}

/**
 * The introduction event the programs banner promotes: the first upcoming one-off event with
 * 'introduction' in its title, in display order.
 */
export function findIntroductionEvent(events: readonly Event[]): Event | undefined {
  return upcomingEvents(sortEvents(events)).find(
    (event) => !event.isRecurring && /introduction/i.test(event.title),
  );
}
