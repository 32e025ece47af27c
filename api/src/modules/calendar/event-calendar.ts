import { TZDate } from '@date-fns/tz';
import ical, {
  escape,
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
  ICalEventStatus,
  ICalWeekday,
  type ICalEventData,
} from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import {
  dayOfIso,
  EVENT_TIME_ZONE,
  SITE_NAME,
  type Event,
  type EventSchedule,
  type EventStatus,
} from '@da-boulder/contracts';
import type { ApiConfig } from '../../config/env';
import { toEventDto } from '../events/events.dto';
import type { EventRecord } from '../events/events.model';

/**
 * Events as iCalendar (RFC 5545), built with ical-generator: one event for "Add to calendar" and
 * the registration confirmation, all upcoming ones for the subscribable feed. Times are written
 * in America/Denver with TZID and the calendar carries its VTIMEZONE; an event whose time cannot
 * be read is all-day; a weekly or monthly one repeats with an RRULE.
 */

const PRODUCT = { company: SITE_NAME, product: 'Events', language: 'EN' };

export interface CalendarSite {
  /** The site's public address without a trailing slash (SITE_URL). */
  siteUrl: string;
  /** Who the events are from (the chapter's contact address). */
  organizerEmail: string;
}

/** The calendar site of the API's configuration: its public address and contact address. */
export const calendarSiteOf = (
  config: Pick<ApiConfig, 'siteUrl' | 'contactEmail'>,
): CalendarSite => ({
  siteUrl: config.siteUrl,
  organizerEmail: config.contactEmail,
});

export type CalendarEvent = Pick<
  Event,
  'id' | 'slug' | 'title' | 'introText' | 'description' | 'location' | 'schedule' | 'status'
> & {
  /** Raised by each change a calendar must follow (RFC 5545 §3.8.7.4, SEQUENCE). */
  sequence: number;
  /** When the event was last changed (LAST-MODIFIED). */
  lastModified: Date | null;
  /** Only in a confirmed registrant's own copy: the private meeting link. */
  meetingLink?: string;
};

/** RFC 5545 §3.8.1.11: a postponed event has no settled date, so it is tentative. */
const CALENDAR_STATUS: Record<EventStatus, ICalEventStatus> = {
  scheduled: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
  postponed: ICalEventStatus.TENTATIVE,
};

/** A stored event as calendars read it: no teachers or images, with its revision. */
export const calendarEventOf = (record: EventRecord): CalendarEvent => ({
  ...toEventDto(record, new Map(), new Map()),
  // Events stored before the counter existed are at their first revision.
  sequence: record.sequence ?? 0,
  lastModified: record.updatedAt ?? null,
});

/** The event as a confirmed registrant's calendar holds it: with the private meeting link. */
export const registrantCalendarEventOf = (record: EventRecord): CalendarEvent => ({
  ...calendarEventOf(record),
  meetingLink: record.meetingLink ?? '',
});

/** A stable UID per event, in the site's own domain (RFC 5545 §3.8.4.7). */
export const eventUid = (event: Pick<Event, 'id'>, siteUrl: string) =>
  `event-${event.id}@${new URL(siteUrl).hostname}`;

export const eventPageUrl = (event: Pick<Event, 'slug'>, siteUrl: string) =>
  `${siteUrl}/events/${encodeURIComponent(event.slug)}`;

/**
 * The text a calendar shows: the intro (else the description), where to join when the copy is a
 * registrant's, and where to read more.
 */
function descriptionOf(event: CalendarEvent, url: string): string {
  const about = event.introText.trim() || event.description.trim();
  const join = event.meetingLink ? `Join online: ${event.meetingLink}` : '';
  return [about, join, `Details: ${url}`].filter(Boolean).join('\n\n');
}

/** A wall-clock Date ical-generator writes in the schedule's zone (with TZID), whatever the host's. */
const zoned = (iso: string, timeZone: string) => new TZDate(new Date(iso).getTime(), timeZone);

/**
 * A series' RRULE: weekly on its weekday; monthly on the nth weekday (BYDAY with BYSETPOS, -1 the
 * last) or on a day of the month (BYMONTHDAY; months without that day are skipped).
 */
function repeatingOf({ weekly, monthly }: EventSchedule): ICalEventData['repeating'] {
  const code = (byDay: string) => byDay.toLowerCase() as ICalWeekday;
  if (weekly) return { freq: ICalEventRepeatingFreq.WEEKLY, byDay: [code(weekly.byDay)] };
  if (!monthly) return null;
  return monthly.monthDay
    ? { freq: ICalEventRepeatingFreq.MONTHLY, byMonthDay: [monthly.monthDay] }
    : {
        freq: ICalEventRepeatingFreq.MONTHLY,
        byDay: [code(monthly.byDay!)],
        bySetPos: [monthly.week!],
      };
}

function whenOf(schedule: EventSchedule): Partial<ICalEventData> & Pick<ICalEventData, 'start'> {
  if (schedule.allDay) {
    const { year, month, day } = dayOfIso(schedule.start);
    return { start: new TZDate(year, month - 1, day, schedule.timeZone), allDay: true };
  }
  return {
    start: zoned(schedule.start, schedule.timeZone),
    end: schedule.end ? zoned(schedule.end, schedule.timeZone) : null,
    repeating: repeatingOf(schedule),
  };
}

/**
 * A zone's VTIMEZONE (RFC 5545 §3.6.5) from the IANA data timezones-ical-library ships, so calendar
 * apps place the times by the rules the calendar carries; null for a zone it does not know. Kept
 * per zone: the library decodes its table on every call.
 */
export function vtimezone(timeZone: string): string | null {
  if (!vtimezones.has(timeZone)) {
    const block = tzlib_get_ical_block(timeZone);
    vtimezones.set(timeZone, Array.isArray(block) && block[0] ? block[0] : null);
  }
  return vtimezones.get(timeZone)!;
}
const vtimezones = new Map<string, string | null>();

/**
 * An iCalendar document of the events that have a schedule (the others are left out).
 * `name` titles the calendar; `feed` marks it as one to subscribe to, refreshed every few hours.
 */
export function eventCalendar(
  events: CalendarEvent[],
  site: CalendarSite,
  { name, feed = false }: { name: string; feed?: boolean },
): string {
  const scheduled = events.filter((event): event is CalendarEvent & { schedule: EventSchedule } =>
    Boolean(event.schedule),
  );
  const timeZone = scheduled[0]?.schedule.timeZone ?? EVENT_TIME_ZONE;
  const calendar = ical({
    prodId: PRODUCT,
    method: ICalCalendarMethod.PUBLISH,
    // ical-generator writes the calendar's name and description as given (an event's title can
    // hold a line break), so they go through its own TEXT escaping, as every event field does.
    name: escape(name, false),
    // No calendar-wide zone: ical-generator would then write DTSTAMP as local time, where RFC 5545
    // wants UTC. Each event names its zone, and the generator adds that zone's VTIMEZONE.
    timezone: { name: null, generator: vtimezone },
    x: { 'X-WR-TIMEZONE': timeZone },
    ...(feed
      ? {
          description: escape(`Upcoming events of ${SITE_NAME}`, false),
          url: `${site.siteUrl}/events`,
          source: `${site.siteUrl}/api/calendar.ics`,
          ttl: 6 * 60 * 60,
        }
      : {}),
  });
  for (const event of scheduled) {
    const url = eventPageUrl(event, site.siteUrl);
    calendar.createEvent({
      id: eventUid(event, site.siteUrl),
      sequence: event.sequence,
      lastModified: event.lastModified,
      summary: event.title,
      description: descriptionOf(event, url),
      location: event.location || null,
      url,
      organizer: { name: SITE_NAME, email: site.organizerEmail },
      status: CALENDAR_STATUS[event.status ?? 'scheduled'],
      timezone: event.schedule.timeZone,
      ...whenOf(event.schedule),
    });
  }
  return calendar.toString();
}
