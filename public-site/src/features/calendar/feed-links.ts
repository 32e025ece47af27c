// Apart from calendar-links.ts: the events page links to the feed without loading the code that
// reads event times.

/** The subscribable feed of every upcoming event (GET /api/calendar.ics). */
const CALENDAR_FEED_PATH = '/api/calendar.ics';

/** The feed as calendar apps subscribe to it: webcal:// opens the app, asking to subscribe. */
export function feedSubscription(origin: string) {
  const https = `${origin}${CALENDAR_FEED_PATH}`;
  const webcal = https.replace(/^https?:/, 'webcal:');
  return {
    https,
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
  };
}
