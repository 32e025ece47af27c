import type { MailAttachment } from '../../mail/outbox';
import { eventCalendar, type CalendarEvent, type CalendarSite } from './event-calendar';

/**
 * The event as an .ics file for a mail (the registration confirmation), so the registrant can put
 * it in their calendar in one step; none for an event without a schedule a calendar can hold.
 */
export function eventCalendarAttachment(
  event: CalendarEvent,
  site: CalendarSite,
): MailAttachment | undefined {
  if (!event.schedule) return undefined;
  return {
    filename: `${event.slug.replace(/[^\w-]/g, '') || 'event'}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: eventCalendar([event], site, { name: event.title }),
  };
}
