import type {
  BreadcrumbList,
  Event as SchemaEvent,
  Organization,
  VideoObject,
  WebSite,
  WithContext,
} from 'schema-dts';
import { eventSchedule, PUBLISHED, type ContentDates, type Event } from '@da-boulder/contracts';
import type { PageHead } from '@da-boulder/shared-ui';
import { matchRoutes } from 'react-router-dom';
import { summary } from './site';
import { eventHead } from './page-titles';
import { renderPageHead } from './page-head';
import { INDEXED_PAGES, PUBLIC_ROUTES, sitemapEntries } from './public-routes';
import { otherPageHead, routes, type RouteData, type RouteHandle } from './routes';

const SITE = 'https://boulder.example.org';

/** The fixed head of the route at `path`. */
const fixedHead = (path: string) =>
  PUBLIC_ROUTES.find((route) => route.path === path)?.head as PageHead;

/** The route `pathname` matches, as React Router matches it. */
const routeAt = (pathname: string) => matchRoutes(routes, pathname)?.at(-1);

/**
 * The head written for `pathname` given what its loader read (`missing`: the reads the API
 * answered 404, which throws), read back as a browser would.
 */
function documentFor(
  pathname: string,
  reads: Record<string, unknown> = {},
  missing: string[] = [],
) {
  const handle = routeAt(pathname)?.route.handle as RouteHandle | undefined;
  const notFound = missing.length > 0;
  const data: RouteData | undefined = notFound ? undefined : { reads };
  const html = renderPageHead(
    handle
      ? handle.head({ data, status: notFound ? 404 : 200, siteUrl: SITE, pathname })
      : otherPageHead(pathname, SITE),
  );
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head><meta charset="utf-8" />\n${html}</head><body></body></html>`,
    'text/html',
  );
  const meta = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content');
  return {
    html,
    title: doc.title,
    titles: doc.head.querySelectorAll('title').length,
    descriptions: doc.head.querySelectorAll('meta[name="description"]').length,
    description: meta('meta[name="description"]'),
    robots: meta('meta[name="robots"]'),
    canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    og: (name: string) => meta(`meta[property="og:${name}"]`),
    twitter: (name: string) => meta(`meta[name="twitter:${name}"]`),
    jsonLd: [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ''),
    ),
  };
}

describe('the routes', () => {
  it('give a path its route, query and chunk', () => {
    const handle = (path: string) => routeAt(path)?.route.handle as RouteHandle;
    expect(routeAt('/events')?.route.id).toBe('/events');
    expect(handle('/events')).toMatchObject({ chunk: 'page-events-events-page', query: [] });
    expect(routeAt('/events/')?.route.id).toBe('/events');
    // Letter case aside, as the browser's router matches: /About is the About page, not a 404.
    expect(routeAt('/About')?.route.id).toBe('/about');
    expect(routeAt('/events/retreat')?.route.id).toBe('/events/:slug');
    expect(handle('/newsletter/confirm').query).toEqual(['token']);
    expect(routeAt('/')?.route.id).toBe('/');
    expect(handle('/').chunk).toBe('page-home-home-page');
    for (const route of PUBLIC_ROUTES) expect(route.chunk).toMatch(/^page-([\w-]+)-\1-page$/);
  });

  it('name no route for other paths', () => {
    expect(routeAt('/events/a/b')).toBeUndefined();
    expect(routeAt('/no/such/page')).toBeUndefined();
  });

  it('title every page "{title} | Diamond Approach Boulder"', () => {
    for (const { head } of PUBLIC_ROUTES) {
      if (typeof head === 'function') continue;
      expect(head.title).toMatch(/^.+ \| Diamond Approach Boulder$/);
      expect(head.description.length).toBeGreaterThan(20);
    }
    expect(eventHead({ title: 'Sunday Meditation', introText: '', description: '' })).toEqual({
      title: 'Sunday Meditation | Diamond Approach Boulder',
      description: 'Sunday Meditation: an event of Diamond Approach Boulder.',
    });
  });

  it('describe with plain text cut on a word', () => {
    expect(summary('Join us **every Sunday** for [meditation](https://x.org/a_(b)).')).toBe(
      'Join us every Sunday for meditation.',
    );
    const long = summary('word '.repeat(60), 30);
    expect(long).toBe('word word word word word…');
    expect(long.length).toBeLessThanOrEqual(30);
  });
});

const event: Event = {
  id: 'e1',
  ...PUBLISHED,
  slug: 'introduction-to-the-diamond-approach',
  title: 'Introduction to the Diamond Approach',
  introText: 'A free morning introduction: a short talk, a guided meditation and **inquiry**.',
  description: 'Curious about the Diamond Approach? This relaxed morning is an open door.',
  date: '5',
  month: 'October',
  year: 2027,
  time: '10:00 AM - 12:30 PM',
  location: 'Diamond Approach Boulder Center, 1800 Pearl Street, Boulder, CO',
  facilitator: 'Margaret Ellison',
  facilitatorRole: 'teacher',
  facilitators: ['Lena Hoffmann'],
  teacherProfileIds: ['t1'],
  teacherProfiles: [
    {
      id: 't1',
      name: 'Margaret Ellison',
      email: '',
      title: 'Teacher',
      bio: '',
      personalDescription: '',
      location: '',
      imagePath: '',
      imageUrl: '/api/uploads/teacher',
      imageSrcSet: '/api/uploads/teacher?w=480 480w, /api/uploads/teacher?w=1600 1600w',
      websiteUrl: '',
    },
  ],
  teacherProfile: null,
  videoUrl: '',
  imageUrl: '/api/uploads/abc',
  imageSrcSet:
    '/api/uploads/abc?w=480 480w, /api/uploads/abc?w=960 960w, /api/uploads/abc?w=1600 1600w',
  flyerUrl: '',
  registrationEmail: '',
  registrationUrl: '/register/introduction-to-the-diamond-approach',
  eventDate: '2027-10-05T12:00:00.000Z',
  isRecurring: false,
  registrationNeeded: true,
  sortOrder: 1,
};
const withSchedule = (fields: Partial<Event>): Event => {
  const merged = { ...event, ...fields };
  return { ...merged, schedule: eventSchedule(merged, new Date('2027-01-06T12:00:00Z')) };
};
const eventRead = (value: Event) => ({ [`/api/events/slug/${value.slug}`]: { event: value } });

describe('the head the shell’s server writes', () => {
  it('gives each public page its one title and description, canonical address and card', () => {
    for (const path of INDEXED_PAGES) {
      const page = documentFor(path);
      expect(page.title).toBe(fixedHead(path).title);
      expect(page.title).toMatch(/ \| Diamond Approach Boulder$/);
      expect(page.titles).toBe(1);
      expect(page.descriptions).toBe(1);
      expect(page.description).toBe(fixedHead(path).description);
      expect(page.robots).toBeUndefined();
      expect(page.canonical).toBe(`${SITE}${path}`);
      expect(page.og('url')).toBe(`${SITE}${path}`);
      expect(page.og('title')).toBe(page.title);
      expect(page.og('description')).toBe(page.description);
      expect(page.og('type')).toBe('website');
      expect(page.og('image')).toBe(`${SITE}/social-card.jpg`);
      expect(page.og('image:width')).toBe('1200');
      expect(page.twitter('card')).toBe('summary_large_image');
      expect(page.twitter('title')).toBe(page.title);
    }
    // A trailing slash still names the one page.
    expect(documentFor('/about/').canonical).toBe(`${SITE}/about`);
  });

  it('list in the sitemap each indexed page, then every event and webinar, with lastmod', () => {
    const dates: ContentDates = {
      latest: {
        events: '2030-01-02T00:00:00.000Z',
        programs: '2030-01-01T00:00:00.000Z',
        teachers: '2030-01-03T00:00:00.000Z',
        testimonials: null,
        webinars: null,
        newsletters: '2029-12-31T00:00:00.000Z',
      },
      events: [
        { slug: 'body-day', updatedAt: '2030-01-02T00:00:00.000Z' },
        { slug: 'a b&c', updatedAt: '2029-05-01T00:00:00.000Z' },
      ],
      webinars: [{ slug: 'inner-guidance' }],
    };
    const entries = sitemapEntries(dates, SITE);
    expect(entries).toEqual([
      // The home page shows events, programs, teachers and testimonials: the latest of them.
      { url: `${SITE}/`, lastmod: '2030-01-03T00:00:00.000Z' },
      { url: `${SITE}/about` },
      { url: `${SITE}/programs`, lastmod: '2030-01-01T00:00:00.000Z' },
      { url: `${SITE}/events`, lastmod: '2030-01-02T00:00:00.000Z' },
      { url: `${SITE}/teachers`, lastmod: '2030-01-03T00:00:00.000Z' },
      { url: `${SITE}/webinars` },
      { url: `${SITE}/newsletter`, lastmod: '2029-12-31T00:00:00.000Z' },
      { url: `${SITE}/contact` },
      { url: `${SITE}/community` },
      { url: `${SITE}/introductory-teachings` },
      { url: `${SITE}/inquiry-sessions` },
      { url: `${SITE}/privacy-policy` },
      { url: `${SITE}/terms` },
      { url: `${SITE}/events/body-day`, lastmod: '2030-01-02T00:00:00.000Z' },
      { url: `${SITE}/events/a%20b%26c`, lastmod: '2029-05-01T00:00:00.000Z' },
      { url: `${SITE}/webinars/inner-guidance` },
    ]);
    // The fixed pages it lists are those whose head lets search engines index them.
    expect(entries?.slice(0, INDEXED_PAGES.length).map(({ url }) => url)).toEqual(
      INDEXED_PAGES.map((path) => `${SITE}${path}`),
    );
  });

  it('describes the chapter and the site on the home page', () => {
    const [organization, webSite] = documentFor('/').jsonLd;
    const expectedOrganization: WithContext<Organization> = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${SITE}/#organization`,
      name: 'Diamond Approach Boulder',
      description: expect.any(String),
      url: `${SITE}/`,
      logo: `${SITE}/social-card.jpg`,
      email: 'info@diamondapproach-boulder.org',
      telephone: '+1-303-555-0142',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1800 Broadway, Suite 210',
        addressLocality: 'Boulder',
        addressRegion: 'CO',
        postalCode: '80302',
        addressCountry: 'US',
      },
      sameAs: [
        'https://www.facebook.com/DiamondApproachBoulder',
        'https://www.youtube.com/@DiamondApproach',
      ],
    };
    const expectedWebSite: WithContext<WebSite> = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Diamond Approach Boulder',
      url: `${SITE}/`,
      inLanguage: 'en-US',
      publisher: { '@id': `${SITE}/#organization` },
    };
    expect(organization).toEqual(expectedOrganization);
    expect(webSite).toEqual(expectedWebSite);
  });

  it('writes an event page from its first read: title, picture, Event with Denver times', () => {
    const page = documentFor(`/events/${event.slug}`, eventRead(withSchedule({})));
    const url = `${SITE}/events/${event.slug}`;
    expect(page.title).toBe('Introduction to the Diamond Approach | Diamond Approach Boulder');
    expect(page.description).toBe(
      'A free morning introduction: a short talk, a guided meditation and inquiry.',
    );
    expect(page.canonical).toBe(url);
    // The widest copy the upload has, absolute: link previews need 1200 px or more.
    expect(page.og('image')).toBe(`${SITE}/api/uploads/abc?w=1600`);
    expect(page.og('image:width')).toBe('1600');
    expect(page.twitter('image')).toBe(`${SITE}/api/uploads/abc?w=1600`);

    const [structured, breadcrumbs] = page.jsonLd;
    const expected: WithContext<SchemaEvent> = {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Introduction to the Diamond Approach',
      description: 'Curious about the Diamond Approach? This relaxed morning is an open door.',
      url,
      image: [`${SITE}/api/uploads/abc?w=1600`],
      startDate: '2027-10-05T10:00:00-06:00',
      endDate: '2027-10-05T12:30:00-06:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Diamond Approach Boulder Center',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1800 Pearl Street',
          addressLocality: 'Boulder',
          addressRegion: 'CO',
          addressCountry: 'US',
        },
      },
      organizer: { '@type': 'Organization', name: 'Diamond Approach Boulder', url: `${SITE}/` },
      performer: [
        { '@type': 'Person', name: 'Margaret Ellison' },
        { '@type': 'Person', name: 'Lena Hoffmann' },
      ],
      offers: {
        '@type': 'Offer',
        price: '0',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${SITE}/register/${event.slug}`,
      },
    };
    expect(structured).toEqual(expected);
    const trail: WithContext<BreadcrumbList> = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Events', item: `${SITE}/events` },
        { '@type': 'ListItem', position: 3, name: event.title, item: url },
      ],
    };
    expect(breadcrumbs).toEqual(trail);
  });

  it('gives an event whose time cannot be read dates only, and a weekly one its schedule', () => {
    const allDay = documentFor(
      `/events/${event.slug}`,
      eventRead(withSchedule({ time: 'To be announced', introText: '', description: '' })),
    );
    expect(allDay.jsonLd[0]).toMatchObject({ startDate: '2027-10-05' });
    expect(allDay.jsonLd[0]).not.toHaveProperty('endDate');
    // No price stated: no offer guessed.
    expect(allDay.jsonLd[0]).not.toHaveProperty('offers');

    const weekly = documentFor(
      '/events/sunday-meditation',
      eventRead(
        withSchedule({
          slug: 'sunday-meditation',
          title: 'Sunday Meditation',
          isRecurring: true,
          date: 'Every',
          month: '',
          eventDate: null,
          recurrence: { weekday: 'Sunday', startTime: '18:30', endTime: '19:00' },
          imageSrcSet: '',
          teacherProfiles: [],
        }),
      ),
    );
    // Neither the event nor a teacher has a wide enough picture: the site's card.
    expect(weekly.og('image')).toBe(`${SITE}/social-card.jpg`);
    expect(weekly.jsonLd[0]).toMatchObject({
      // The series starts on the first Sunday after the event was made (6 January), in winter time.
      startDate: '2027-01-10T18:30:00-07:00',
      endDate: '2027-01-10T19:00:00-07:00',
      eventSchedule: {
        '@type': 'Schedule',
        repeatFrequency: 'P1W',
        byDay: 'https://schema.org/Sunday',
        startTime: '18:30:00',
        endTime: '19:00:00',
        startDate: '2027-01-10',
        scheduleTimezone: 'America/Denver',
      },
    });
  });

  it('gives a monthly series its eventSchedule: the nth weekday, or a day of the month', () => {
    const monthly = (recurrence: NonNullable<Event['recurrence']>) =>
      documentFor(
        '/events/diamond-heart-ten-new-group',
        eventRead(
          withSchedule({
            slug: 'diamond-heart-ten-new-group',
            isRecurring: true,
            date: '16',
            month: 'January',
            year: 2027,
            recurrence,
          }),
        ),
      ).jsonLd[0];
    const times = { startTime: '09:30', endTime: '16:30' };
    expect(monthly({ frequency: 'monthly', week: 3, weekday: 'Saturday', ...times })).toMatchObject(
      {
        startDate: '2027-01-16T09:30:00-07:00',
        eventSchedule: {
          '@type': 'Schedule',
          repeatFrequency: 'P1M',
          byDay: 'https://schema.org/Saturday',
          byMonthWeek: 3,
          startTime: '09:30:00',
          endTime: '16:30:00',
          scheduleTimezone: 'America/Denver',
        },
      },
    );
    const fixedDay = monthly({ frequency: 'monthly', monthDay: 20, ...times });
    expect(fixedDay).toMatchObject({
      startDate: '2027-01-20T09:30:00-07:00',
      eventSchedule: { repeatFrequency: 'P1M', byMonthDay: 20 },
    });
    expect(fixedDay.eventSchedule).not.toHaveProperty('byDay');
    // schema.org's byMonthWeek is 1 to 5: the last Saturday has none, so the series is told as
    // its next meeting, without a schedule.
    jest.useFakeTimers({ now: new Date('2027-03-10T12:00:00Z') });
    try {
      const last = monthly({ frequency: 'monthly', week: -1, weekday: 'Saturday', ...times });
      expect(last).toMatchObject({
        startDate: '2027-03-27T09:30:00-06:00',
        endDate: '2027-03-27T16:30:00-06:00',
      });
      expect(last).not.toHaveProperty('eventSchedule');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when an event is cancelled or postponed', () => {
    for (const [status, eventStatus] of [
      ['cancelled', 'https://schema.org/EventCancelled'],
      ['postponed', 'https://schema.org/EventPostponed'],
    ] as const) {
      const page = documentFor(`/events/${event.slug}`, eventRead(withSchedule({ status })));
      expect(page.jsonLd[0]).toMatchObject({ eventStatus });
    }
  });

  it('uses a teacher’s picture when the event has none, and a virtual location online', () => {
    const page = documentFor(
      `/events/${event.slug}`,
      eventRead(withSchedule({ imageSrcSet: '', location: 'Online (Zoom)' })),
    );
    expect(page.og('image')).toBe(`${SITE}/api/uploads/teacher?w=1600`);
    expect(page.jsonLd[0]).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: `${SITE}/events/${event.slug}` },
    });
  });

  it('gives unknown slugs and paths the not-found title and noindex', () => {
    const unknownEvent = documentFor('/events/no-such-event', {}, [
      '/api/events/slug/no-such-event',
    ]);
    expect(unknownEvent.title).toBe('Event Not Found | Diamond Approach Boulder');
    expect(unknownEvent.robots).toBe('noindex');
    expect(unknownEvent.canonical).toBeUndefined();
    expect(unknownEvent.jsonLd).toEqual([]);

    const unknownWebinar = documentFor('/webinars/nope', {}, ['/api/webinars/slug/nope']);
    expect(unknownWebinar.title).toBe('Webinar Not Found | Diamond Approach Boulder');
    expect(unknownWebinar.robots).toBe('noindex');

    const unknownPath = documentFor('/no/such/page');
    expect(unknownPath.title).toBe('Page Not Found | Diamond Approach Boulder');
    expect(unknownPath.robots).toBe('noindex');
    expect(unknownPath.canonical).toBeUndefined();

    expect(documentFor('/admin').robots).toBe('noindex');
    expect(documentFor('/newsletter/confirm').robots).toBe('noindex');
  });

  it('keeps the page’s general head when the read did not come in time', () => {
    const page = documentFor(`/events/${event.slug}`);
    expect(page.title).toBe('Event | Diamond Approach Boulder');
    expect(page.robots).toBeUndefined();
    expect(page.jsonLd).toEqual([]);
  });

  it('describes a webinar page with a VideoObject', () => {
    const page = documentFor('/webinars/inner-guidance', {
      '/api/webinars/slug/inner-guidance': {
        webinar: {
          slug: 'inner-guidance',
          title: 'Inner Guidance',
          description: 'A talk on the **inner guidance** that opens in inquiry.',
          presenter: 'Lena Hoffmann',
          videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          thumbnailUrl: '',
          tags: ['inquiry', 'guidance'],
          year: 2025,
          month: 'March',
        },
      },
    });
    expect(page.title).toBe('Inner Guidance | Diamond Approach Boulder');
    expect(page.og('type')).toBe('video.other');
    const expected: WithContext<VideoObject> = {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Inner Guidance',
      description: 'A talk on the inner guidance that opens in inquiry.',
      url: `${SITE}/webinars/inner-guidance`,
      thumbnailUrl: [`${SITE}/social-card.jpg`],
      uploadDate: '2025-03-01',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      creator: { '@type': 'Person', name: 'Lena Hoffmann' },
      keywords: 'inquiry, guidance',
    };
    expect(page.jsonLd[0]).toEqual(expected);
    expect(page.jsonLd[1]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('lets no value break out of the head', () => {
    const hostile = withSchedule({
      // `$'` and `$&` are replacement patterns to String.replace: here they must stay text.
      title: `</script><script>alert(1)</script>"><img src=x> $' $&`,
      introText: '</title><b>',
    });
    const page = documentFor(`/events/${event.slug}`, eventRead(hostile));
    expect(page.title).toBe(`${hostile.title} | Diamond Approach Boulder`);
    expect(page.jsonLd[0].name).toBe(hostile.title);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.titles).toBe(1);
  });
});
