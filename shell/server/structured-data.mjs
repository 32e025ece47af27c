// @ts-check
// Structured data (schema.org JSON-LD) for the page heads the shell's server writes: what search
// engines read to show an event's date and place, the chapter, a webinar's video, and where a page
// sits in the site. Typed with schema-dts (types only; see structured-data.d.mts), so every type
// and property is one of schema.org's vocabulary.
import { SITE_ORGANIZATION } from '@da-boulder/shared-ui/page-heads';
import { youTubeEmbedUrl } from '@da-boulder/shared-ui/youtube';

/**
 * @typedef {import('schema-dts').Thing} Thing
 * @typedef {import('schema-dts').Event} SchemaEvent
 * @typedef {import('schema-dts').Place} Place
 * @typedef {import('schema-dts').PostalAddress} PostalAddress
 * @typedef {import('schema-dts').Offer} Offer
 * @typedef {import('schema-dts').Person} Person
 * @typedef {import('schema-dts').Schedule} Schedule
 * @typedef {import('schema-dts').DayOfWeek} DayOfWeek
 * @typedef {import('schema-dts').Organization} Organization
 * @typedef {import('schema-dts').WebSite} WebSite
 * @typedef {import('schema-dts').VideoObject} VideoObject
 * @typedef {import('schema-dts').BreadcrumbList} BreadcrumbList
 * @typedef {import('./structured-data.d.mts').EventData} EventData
 * @typedef {import('./structured-data.d.mts').WebinarData} WebinarData
 */

/**
 * @template {Thing} T
 * @param {T} thing
 * @returns {T & { '@context': 'https://schema.org' }}
 */
const withContext = (thing) =>
  Object.assign({ '@context': /** @type {const} */ ('https://schema.org') }, thing);

/**
 * The chapter, as the home page presents it and every event names its organizer.
 * @param {string} siteUrl
 * @returns {Organization & { '@type': 'Organization' }}
 */
function organization(siteUrl) {
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

/** @param {string} siteUrl */
export function organizationJsonLd(siteUrl) {
  return withContext(organization(siteUrl));
}

/**
 * @param {string} siteUrl
 * @returns {WebSite & { '@context': 'https://schema.org' }}
 */
export function webSiteJsonLd(siteUrl) {
  return withContext({
    '@type': 'WebSite',
    name: SITE_ORGANIZATION.name,
    url: `${siteUrl}/`,
    inLanguage: 'en-US',
    publisher: { '@id': `${siteUrl}/#organization` },
  });
}

/**
 * Where the page sits: Home > ... > the page.
 * @param {{ name: string, url: string }[]} trail
 * @returns {BreadcrumbList & { '@context': 'https://schema.org' }}
 */
export function breadcrumbJsonLd(trail) {
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
 * @param {string} location
 * @returns {Place & { '@type': 'Place' }}
 */
export function placeOf(location) {
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
  /** @type {PostalAddress} */
  const address = {
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
 * neither (no guess).
 * @param {EventData} event
 * @param {string} url where to register (or read more)
 * @returns {Offer | undefined}
 */
export function offerOf(event, url) {
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

/**
 * The people who lead it: the teachers' profiles, the facilitator and the other team members.
 * @param {EventData} event
 * @returns {Person[]}
 */
function performers(event) {
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
 * @type {Record<import('@da-boulder/api/contracts').EventStatus, SchemaEvent['eventStatus'] & string>}
 */
const EVENT_STATUS = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
};

/**
 * The Event of an event page; none for an event without a schedule (a recurring event without
 * its weekday), since search engines need a start. A time that could not be read gives dates
 * only; a weekly or monthly series adds its eventSchedule.
 * @param {EventData} event
 * @param {{ siteUrl: string, url: string, image: string, description: string }} page
 * @returns {(SchemaEvent & { '@context': 'https://schema.org' }) | undefined}
 */
export function eventJsonLd(event, { siteUrl, url, image, description }) {
  const schedule = event.schedule;
  if (!schedule) return undefined;
  const location = (event.location ?? '').trim();
  const online = ONLINE.test(location);
  const mixed = online && IN_PERSON_TOO.test(location);
  /** @type {import('schema-dts').VirtualLocation} */
  const virtual = { '@type': 'VirtualLocation', url };
  const registration = event.registrationUrl
    ? new URL(event.registrationUrl, `${siteUrl}/`).href
    : url;
  const offer = offerOf(event, registration);
  const people = performers(event);
  const series = schedule.weekly ?? schedule.monthly;
  const weekday = schedule.weekly?.weekday ?? schedule.monthly?.weekday;
  /** @type {Schedule | undefined} */
  const eventSchedule = series
    ? {
        '@type': 'Schedule',
        repeatFrequency: schedule.monthly ? 'P1M' : 'P1W',
        ...(weekday ? { byDay: /** @type {DayOfWeek} */ (`https://schema.org/${weekday}`) } : {}),
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
    startDate: schedule.start,
    ...(schedule.end ? { endDate: schedule.end } : {}),
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

/** The embeddable player of a YouTube watch, short or share link; other links as they are. */
/**
 * The VideoObject of a webinar page. Its upload date is the first of the month the webinar is
 * filed under (all the site knows).
 * @param {WebinarData} webinar
 * @param {{ url: string, thumbnail: string, description: string }} page
 * @returns {VideoObject & { '@context': 'https://schema.org' }}
 */
export function videoJsonLd(webinar, { url, thumbnail, description }) {
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
 * @param {object} data
 */
export function jsonLdScript(data) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
