// Structured data (schema.org JSON-LD) for the public pages' heads: what search engines read to
// show an event's date and place, the chapter, a webinar's video, and where a page sits in the
// site. Typed with schema-dts, so every type and property is one of schema.org's vocabulary.
// Server-safe: the shell's server calls it through the remote's server build.
import type {
  BreadcrumbList,
  DayOfWeek,
  Event as SchemaEvent,
  Offer,
  Organization,
  Person,
  Place,
  PostalAddress,
  Schedule,
  Thing,
  VideoObject,
  VirtualLocation,
  WebSite,
} from 'schema-dts';
import { nextMeetingIso, type Event, type EventStatus, type Webinar } from '@da-boulder/contracts';
import { youTubeEmbedUrl } from '@da-boulder/shared-ui/youtube';
import { SITE_ORGANIZATION } from './site';

/** What the API answers about an event (GET /api/events/slug/:slug), as far as it is used here. */
export type EventData = Pick<Event, 'title'> &
  Partial<
    Pick<
      Event,
      | 'slug'
      | 'introText'
      | 'description'
      | 'time'
      | 'location'
      | 'facilitator'
      | 'facilitators'
      | 'teacherProfiles'
      | 'registrationUrl'
      | 'imageSrcSet'
      | 'schedule'
      | 'status'
    >
  >;

export type WebinarData = Pick<Webinar, 'title' | 'year' | 'month'> &
  Partial<
    Pick<Webinar, 'slug' | 'description' | 'presenter' | 'videoUrl' | 'thumbnailUrl' | 'tags'>
  >;

type WithContext<T> = T & { '@context': 'https://schema.org' };

const withContext = <T extends Thing>(thing: T): WithContext<T> =>
  Object.assign({ '@context': 'https://schema.org' as const }, thing);

/** The chapter, as the home page presents it and every event names its organizer. */
function organization(siteUrl: string): Organization & { '@type': 'Organization' } {
  const { name, description, email, telephone, address, sameAs } = SITE_ORGANIZATION;
  return {
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name,
    description,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/social-card.jpg`,
    email,
    telephone,
    address: { '@type': 'PostalAddress', ...address },
    sameAs,
  };
}

export function organizationJsonLd(siteUrl: string) {
  return withContext(organization(siteUrl));
}

export function webSiteJsonLd(siteUrl: string): WithContext<WebSite & { '@type': 'WebSite' }> {
  return withContext({
    '@type': 'WebSite',
    name: SITE_ORGANIZATION.name,
    url: `${siteUrl}/`,
    inLanguage: 'en-US',
    publisher: { '@id': `${siteUrl}/#organization` },
  });
}

/** Where the page sits: Home > ... > the page. */
export function breadcrumbJsonLd(
  trail: { name: string; url: string }[],
): WithContext<BreadcrumbList & { '@type': 'BreadcrumbList' }> {
  return withContext({
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, url }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: url,
    })),
  });
}

const ONLINE = /\b(online|zoom|virtual|livestream(?:ed)?|webinar)\b/i;
const IN_PERSON_TOO = /\b(hybrid|in[- ]person)\b/i;
/** "Boulder, CO" or "Boulder, CO 80302" at the end of a location. */
const REGION = /^([A-Z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/;

/**
 * The place of a location written as free text, its address read from the usual
 * "Name, street, town, ST 12345" form; otherwise the text itself is the street address.
 */
function placeOf(location: string): Place & { '@type': 'Place' } {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const region = REGION.exec(parts.at(-1) ?? '');
  if (!region || parts.length < 2) {
    return {
      '@type': 'Place',
      name: location,
      address: { '@type': 'PostalAddress', streetAddress: location, addressCountry: 'US' },
    };
  }
  const [regionCode, postalCode] = [region[1], region[2]];
  const locality = parts.at(-2) ?? '';
  const rest = parts.slice(0, -2);
  const streetIndex = rest.findIndex((part) => /\d/.test(part));
  const street = streetIndex >= 0 ? rest.slice(streetIndex).join(', ') : undefined;
  const name = (streetIndex >= 0 ? rest.slice(0, streetIndex) : rest).join(', ') || location;
  const address: PostalAddress = {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    addressLocality: locality,
    addressRegion: regionCode,
    ...(postalCode ? { postalCode } : {}),
    addressCountry: 'US',
  };
  return { '@type': 'Place', name, address };
}

/**
 * What the event costs as its text states it: a dollar amount, or free; nothing when it says
 * neither (no guess). `url`: where to register (or read more).
 */
function offerOf(event: EventData, url: string): Offer | undefined {
  const text = [event.title, event.introText, event.description, event.time].join(' ');
  const amount = /\$\s?(\d+(?:\.\d{2})?)/.exec(text);
  const free = /\bfree\b/i.test(text);
  if (!amount && !free) return undefined;
  return {
    '@type': 'Offer',
    price: amount ? amount[1] : '0',
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    url,
  };
}

/** The people who lead it: the teachers' profiles, the facilitator and the other team members. */
function performers(event: EventData): Person[] {
  const names = [
    ...(event.teacherProfiles ?? []).map((teacher) => teacher.name),
    event.facilitator ?? '',
    ...(event.facilitators ?? []),
  ]
    .map((name) => name.trim())
    .filter(Boolean);
  return [...new Set(names)].map((name) => ({ '@type': 'Person', name }));
}

/**
 * schema.org's word for whether it goes ahead (a postponed event keeps its first date, as Google
 * asks).
 */
const EVENT_STATUS: Record<EventStatus, SchemaEvent['eventStatus'] & string> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
};

/**
 * The Event of an event page; none for an event without a schedule (a recurring event without
 * its weekday), since search engines need a start. A time that could not be read gives dates
 * only; a weekly or monthly series adds its eventSchedule.
 */
export function eventJsonLd(
  event: EventData,
  {
    siteUrl,
    url,
    image,
    description,
  }: { siteUrl: string; url: string; image: string; description: string },
): WithContext<SchemaEvent & { '@type': 'Event' }> | undefined {
  const schedule = event.schedule;
  if (!schedule) return undefined;
  const location = (event.location ?? '').trim();
  const online = ONLINE.test(location);
  const mixed = online && IN_PERSON_TOO.test(location);
  const virtual: VirtualLocation = { '@type': 'VirtualLocation', url };
  const registration = event.registrationUrl
    ? new URL(event.registrationUrl, `${siteUrl}/`).href
    : url;
  const offer = offerOf(event, registration);
  const people = performers(event);
  // schema.org counts byMonthWeek 1 to 5 from the month's start: a last-weekday series has no such
  // week, so it is told as its next meeting, without its schedule.
  const unscheduled = schedule.monthly?.week === -1;
  const series = schedule.weekly ?? (unscheduled ? undefined : schedule.monthly);
  const { start, end } = unscheduled ? nextMeetingIso(schedule) : schedule;
  const weekday = schedule.weekly?.weekday ?? schedule.monthly?.weekday;
  const eventSchedule: Schedule | undefined = series
    ? {
        '@type': 'Schedule',
        repeatFrequency: schedule.monthly ? 'P1M' : 'P1W',
        ...(weekday ? { byDay: `https://schema.org/${weekday}` as DayOfWeek } : {}),
        ...(schedule.monthly?.week ? { byMonthWeek: schedule.monthly.week } : {}),
        ...(schedule.monthly?.monthDay ? { byMonthDay: schedule.monthly.monthDay } : {}),
        startTime: `${series.startTime}:00`,
        endTime: `${series.endTime}:00`,
        startDate: schedule.start.slice(0, 10),
        scheduleTimezone: schedule.timeZone,
      }
    : undefined;
  return withContext({
    '@type': 'Event',
    name: event.title,
    description,
    url,
    image: [image],
    startDate: start,
    ...(end ? { endDate: end } : {}),
    ...(eventSchedule ? { eventSchedule } : {}),
    eventStatus: EVENT_STATUS[event.status ?? 'scheduled'],
    eventAttendanceMode: mixed
      ? 'https://schema.org/MixedEventAttendanceMode'
      : online
        ? 'https://schema.org/OnlineEventAttendanceMode'
        : 'https://schema.org/OfflineEventAttendanceMode',
    location: mixed
      ? [virtual, placeOf(location)]
      : online
        ? virtual
        : placeOf(location || SITE_ORGANIZATION.name),
    organizer: { '@type': 'Organization', name: SITE_ORGANIZATION.name, url: `${siteUrl}/` },
    ...(people.length > 0 ? { performer: people } : {}),
    ...(offer ? { offers: offer } : {}),
  });
}

/**
 * The VideoObject of a webinar page. Its upload date is the first of the month the webinar is
 * filed under (all the site knows).
 */
export function videoJsonLd(
  webinar: WebinarData,
  { url, thumbnail, description }: { url: string; thumbnail: string; description: string },
): WithContext<VideoObject & { '@type': 'VideoObject' }> {
  // "March 1, 2000" parses the same everywhere; any other month name gives NaN, so January.
  const month = new Date(`${webinar.month} 1, 2000`).getMonth() + 1;
  return withContext({
    '@type': 'VideoObject',
    name: webinar.title,
    description,
    url,
    thumbnailUrl: [thumbnail],
    uploadDate: `${webinar.year}-${String(month || 1).padStart(2, '0')}-01`,
    ...(webinar.videoUrl ? { embedUrl: youTubeEmbedUrl(webinar.videoUrl) } : {}),
    ...(webinar.presenter ? { creator: { '@type': 'Person', name: webinar.presenter } } : {}),
    ...(webinar.tags?.length ? { keywords: webinar.tags.join(', ') } : {}),
  });
}

/**
 * A `<script type="application/ld+json">` block. It is data, never run (so the page's CSP has
 * nothing to allow); `<` is escaped so no value can end it early.
 */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
