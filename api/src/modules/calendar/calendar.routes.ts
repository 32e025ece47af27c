import Router from '@koa/router';
import { publicRead } from '../../cache/public-read-cache';
import { isPast, type Event } from '@da-boulder/contracts';
import { notFound } from '../../errors/http-error';
import { eventRecordBySlug, upcomingEventRecords } from '../events/events.service';
import { calendarEventOf, eventCalendar, type CalendarSite } from './event-calendar';
import { EXACT_PATHS } from '../../shared/exact-paths';

/** The most upcoming events the feed holds: far more than a chapter has. */
const FEED_READ_LIMIT = 1000;
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** Events a calendar can hold with something still to come (a weekly one always has). */
export function upcomingEvents<T extends Pick<Event, 'schedule'>>(events: T[], now = new Date()) {
  return events.filter((event) => event.schedule && !isPast(event.schedule, now));
}

/**
 * GET /api/events/slug/:slug/calendar.ics: one event, to download into a calendar.
 * GET /api/calendar.ics: every upcoming event, to subscribe to; a public read, kept with the
 * others until a CMS write or the next day.
 */
export function calendarRoutes(site: CalendarSite): Router {
  const router = new Router(EXACT_PATHS);

  router.get('/api/events/slug/:slug/calendar.ics', async (ctx) => {
    const event = calendarEventOf(await eventRecordBySlug(ctx.params.slug));
    if (!event.schedule) throw notFound('This event has no date a calendar can hold');
    const body = eventCalendar([event], site, { name: event.title });
    const filename = `${event.slug.replace(/[^\w-]/g, '') || 'event'}.ics`;
    ctx.type = CALENDAR_TYPE;
    ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = body;
  });

  router.get('/api/calendar.ics', publicRead, async (ctx) => {
    // The upcoming ones of all the events stored: years of past ones come before them.
    const records = await upcomingEventRecords(FEED_READ_LIMIT);
    ctx.type = CALENDAR_TYPE;
    ctx.body = eventCalendar(upcomingEvents(records.map(calendarEventOf)), site, {
      name: 'Diamond Approach Boulder events',
      feed: true,
    });
  });

  return router;
}
