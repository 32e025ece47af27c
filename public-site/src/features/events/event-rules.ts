import { eventDayText, type Event } from '@da-boulder/api/contracts';
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

/** The home page's events: in order, without the event whose id is 0, at most three. */
export function homeEvents(events: readonly Event[]): Event[] {
  return sortEvents(events)
    .filter((event) => String(event.id) !== '0')
    .slice(0, HOME_EVENT_LIMIT);
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
 * The introduction event the programs banner promotes: the first one-off event with
 * 'introduction' in its title, in display order.
 */
export function findIntroductionEvent(events: readonly Event[]): Event | undefined {
  return sortEvents(events).find(
    (event) => !event.isRecurring && /introduction/i.test(event.title),
  );
}
