import {
  addDays,
  dayOfIso,
  formatDay,
  nextMeetingIso,
  seriesRrule,
  type Event,
  type EventSchedule,
} from '@da-boulder/contracts';

/** One event's .ics, to download into any calendar app. */
export const eventCalendarPath = (slug: string) =>
  `/api/events/slug/${encodeURIComponent(slug)}/calendar.ics`;

/** "2027-10-05T10:00:00-06:00" -> "20271005T100000": the wall-clock time, as Google reads it. */
const wallClock = (iso: string) => iso.slice(0, 19).replace(/[-:]/g, '');
const compactDay = (iso: string) => iso.slice(0, 10).replace(/-/g, '');

/**
 * Google Calendar's "add event" page, filled in: the next occurrence (a series also repeats with
 * its RRULE), in America/Denver; an event whose time could not be read is all-day.
 */
export function googleCalendarUrl(
  event: Pick<Event, 'title' | 'introText' | 'location'> & { schedule: EventSchedule },
  pageUrl: string,
  now: Date = new Date(),
): string {
  const { schedule } = event;
  let dates: string;
  if (schedule.allDay) {
    const day = dayOfIso(schedule.start);
    dates = `${compactDay(schedule.start)}/${compactDay(formatDay(addDays(day, 1)))}`;
  } else {
    const { start, end } = nextMeetingIso(schedule, now);
    dates = `${wallClock(start)}/${wallClock(end ?? start)}`;
  }
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    ctz: schedule.timeZone,
    details: [event.introText.trim(), pageUrl].filter(Boolean).join('\n\n'),
    location: event.location,
  });
  const rrule = seriesRrule(schedule);
  if (rrule) params.set('recur', `RRULE:${rrule}`);
  return `https://calendar.google.com/calendar/render?${params}`;
}
