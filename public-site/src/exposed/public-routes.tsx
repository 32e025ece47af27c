// Every public route of the site (SPEC §2), defined once: its path, its page, its head (title,
// description, robots, Open Graph, structured data), the API reads its loader makes, the query it
// reads, its chunk and whether search engines list it. routes.tsx makes React Router's route
// objects of them (for the browser's router and the shell's static handler alike) and the sitemap
// reads them, so a change here ships with a public-site deploy alone.
import type { ComponentType } from 'react';
import type { ContentDates } from '@da-boulder/contracts';
import { ADMIN_HEADS, pageTitle, type PageHead } from '@da-boulder/shared-ui';
import {
  eventPageHead,
  registerPageHead,
  siteImage,
  webinarPageHead,
  type DetailPage,
  type Head,
} from './page-head';
import type { FormId } from './form-actions';
import { NOT_FOUND_HEAD } from './page-titles';
import { organizationJsonLd, webSiteJsonLd } from './structured-data';

/**
 * A page's module: its page, and for a detail page the views saying its record does not exist
 * (its loader's 404) and that it could not be read (503).
 */
export interface PageModule {
  default: ComponentType;
  NotFound?: ComponentType;
  ReadFailed?: ComponentType;
}

export interface PublicRoute {
  /** `:name` stands for one path segment. */
  path: string;
  /** Its page's module, loaded when the route is first matched (React Router's `lazy`). */
  load: () => Promise<PageModule>;
  /** The page's chunk (see pageOf): the shell's server preloads its files with the page. */
  chunk: string;
  /**
   * The API reads its loader makes, `:name` filled from the path or the query it reads
   * (URI-encoded), under the keys the page reads them by (useRead): the server renders the page
   * with them, the browser hydrates with the same and reads them itself after a link. Below the
   * fold too: a page read without scripts is whole.
   */
  reads?: string[];
  /**
   * Its lists are read whole, every page of them (an archive shows all of it, by year): without,
   * a list is its first page (limits.md).
   */
  allPages?: true;
  /**
   * The query parameters the page reads (a link's token, a tab's `?year=`): the server renders it
   * with these, and no others.
   */
  query?: string[];
  /** The forms the page carries: its action answers them, sent without scripts. */
  forms?: FormId[];
  /** Its head: fixed, or made from its loader's first read (a detail page). */
  head: PageHead | ((page: DetailPage) => Omit<Head, 'type'> & { type?: Head['type'] });
  /** The content an indexed page shows: its sitemap lastmod is their latest change. */
  changesWith?: ContentKind[];
  /** A detail page the sitemap lists once per record of this kind, `:slug` its slug. */
  oneEach?: 'events' | 'webinars';
}

type ContentKind = keyof ContentDates['latest'];

/**
 * The query parameter of a draft's preview link (the API's signed token), on the pages a draft
 * shows on: their loader reads the draft with it.
 */
export const PREVIEW = 'preview';

/**
 * The page in `pages/<name>/<name>-page.tsx`, loaded in a chunk of its own, and that chunk's
 * name: rspack names it from the file's path within pages/ (`[request]`, its separators as dashes).
 */
function pageOf(name: string): { load: () => Promise<PageModule>; chunk: string } {
  return {
    load: () =>
      import(
        /* webpackChunkName: "page-[request]" */ `../pages/${name}/${name}-page`
      ) as Promise<PageModule>,
    chunk: `page-${name}-${name}-page`,
  };
}

// Every page is its own chunk: a visitor downloads only the pages they open. The page's chunk is
// preloaded with the routes at first paint, so no page waits a hop longer for it.
export const PUBLIC_ROUTES: PublicRoute[] = [
  {
    path: '/',
    ...pageOf('home'),
    forms: ['speak-with-teacher', 'subscribe'],
    reads: ['/api/cms/events?when=upcoming', '/api/cms/programs', '/api/testimonials'],
    head: {
      title: pageTitle('A Contemporary Spiritual Path'),
      description:
        'Diamond Approach teachings in Boulder, Colorado: meditation, inquiry, workshops and ongoing groups for living with greater presence and authenticity.',
    },
    changesWith: ['events', 'programs', 'teachers', 'testimonials'],
  },
  {
    path: '/about',
    ...pageOf('about'),
    head: {
      title: pageTitle('About the Diamond Approach'),
      description:
        'The Diamond Approach in Boulder, Colorado: a contemporary spiritual path of inquiry, sensing and meditation, and the community that has practised it here for decades.',
    },
  },
  {
    path: '/programs',
    ...pageOf('programs'),
    forms: ['speak-with-teacher'],
    reads: ['/api/cms/programs', '/api/cms/events?when=upcoming'],
    head: {
      title: pageTitle('Programs'),
      description:
        'Ongoing study groups, introductory teachings, inquiry sessions and Sunday meditation: the ways to practise the Diamond Approach in Boulder.',
    },
    changesWith: ['programs'],
  },
  {
    path: '/events',
    ...pageOf('events'),
    reads: ['/api/cms/events?when=upcoming', '/api/cms/events?when=past'],
    head: {
      title: pageTitle('Upcoming Events'),
      description:
        'Introductions, workshops, ongoing groups and Sunday meditation with Diamond Approach teachers in Boulder, Colorado.',
    },
    changesWith: ['events'],
  },
  {
    path: '/events/:slug',
    ...pageOf('event-detail'),
    reads: ['/api/events/slug/:slug'],
    query: [PREVIEW],
    head: eventPageHead,
    oneEach: 'events',
  },
  {
    path: '/register/:slug',
    ...pageOf('register'),
    forms: ['registration'],
    reads: ['/api/events/slug/:slug'],
    head: registerPageHead,
  },
  {
    path: '/teachers',
    ...pageOf('teachers'),
    reads: ['/api/cms/teachers'],
    // The order chosen (`?sort=name`): the switch is a link to it without scripts.
    query: ['sort'],
    head: {
      title: pageTitle('Our Teachers'),
      description:
        'Meet the Diamond Approach teachers in Colorado: their backgrounds, how to reach them and a personal word from each.',
    },
    changesWith: ['teachers'],
  },
  {
    path: '/webinars',
    ...pageOf('webinars'),
    reads: ['/api/webinars'],
    allPages: true,
    // The year tab shown: its tabs are links, which work without scripts.
    query: ['year'],
    head: {
      title: pageTitle('Webinars'),
      description:
        'Recorded webinars from Diamond Approach teachers: talks and guided inquiries you can watch from home.',
    },
    changesWith: ['webinars'],
  },
  {
    path: '/webinars/:slug',
    ...pageOf('webinar-detail'),
    reads: ['/api/webinars/slug/:slug'],
    query: [PREVIEW],
    head: webinarPageHead,
    oneEach: 'webinars',
  },
  {
    path: '/newsletter',
    ...pageOf('newsletter'),
    forms: ['subscribe'],
    reads: ['/api/newsletters'],
    allPages: true,
    query: ['year', PREVIEW],
    head: {
      title: pageTitle('Newsletter Archive'),
      description:
        'Past newsletters from Diamond Approach Boulder, by year, and a form to receive the next one.',
    },
    changesWith: ['newsletters'],
  },
  // Reached with a token from a mail: nothing for search engines.
  {
    path: '/newsletter/confirm',
    ...pageOf('newsletter-confirm'),
    forms: ['confirm'],
    query: ['token'],
    head: {
      title: pageTitle('Confirm Your Subscription'),
      description: 'Confirm your subscription to the Diamond Approach Boulder newsletter.',
      noindex: true,
    },
  },
  {
    path: '/newsletter/unsubscribe',
    ...pageOf('newsletter-unsubscribe'),
    forms: ['unsubscribe'],
    query: ['token'],
    head: {
      title: pageTitle('Unsubscribe'),
      description: 'Stop receiving the Diamond Approach Boulder newsletter.',
      noindex: true,
    },
  },
  {
    path: '/registrations/cancel',
    ...pageOf('registration-cancel'),
    forms: ['cancel-registration'],
    // What the link names: the event, and whether it is cancelled already.
    reads: ['/api/registrations/cancel?token=:token'],
    query: ['token'],
    head: {
      title: pageTitle('Cancel Registration'),
      description: 'Cancel your registration for a Diamond Approach Boulder event.',
      noindex: true,
    },
  },
  {
    path: '/contact',
    ...pageOf('contact'),
    forms: ['contact-page'],
    head: {
      title: pageTitle('Contact Us'),
      description:
        'Get in touch with Diamond Approach Boulder: address, email, phone, opening hours and a form to reach our teachers.',
    },
  },
  {
    path: '/community',
    ...pageOf('community'),
    head: {
      title: pageTitle('Community'),
      description:
        'Nine ways to connect with the Diamond Approach community in Boulder: meditation, introductions, workshops, ongoing groups, private sessions and more.',
    },
  },
  {
    path: '/introductory-teachings',
    ...pageOf('introductory-teachings'),
    head: {
      title: pageTitle('Introductory Teachings'),
      description:
        'Begin exploring the Diamond Approach in Boulder with free introductory events, workshops and open Sunday meditation.',
    },
  },
  {
    path: '/inquiry-sessions',
    ...pageOf('inquiry-sessions'),
    head: {
      title: pageTitle('Inquiry Sessions'),
      description:
        'One-on-one Diamond Approach inquiry sessions with an experienced Boulder teacher, in person or online, 50-90 minutes each.',
    },
  },
  {
    path: '/privacy-policy',
    ...pageOf('privacy-policy'),
    head: {
      title: pageTitle('Privacy Policy'),
      description:
        'How Diamond Approach Boulder collects, uses and protects the personal information of visitors, subscribers and event participants.',
    },
  },
  {
    path: '/terms',
    ...pageOf('terms'),
    head: {
      title: pageTitle('Terms of Service'),
      description:
        'The terms that apply to using the Diamond Approach Boulder website and taking part in our events and programs.',
    },
  },
];

/** Every other path: the page saying it does not exist. */
export const notFoundPage = pageOf('not-found');

/**
 * The pages search engines are asked to index besides the events and webinars (which come from
 * the content): every page with a fixed, indexable head. The sitemap lists them.
 */
const INDEXED_ROUTES = PUBLIC_ROUTES.filter(
  ({ head }) => typeof head !== 'function' && !head.noindex,
);
export const INDEXED_PAGES = INDEXED_ROUTES.map(({ path }) => path);

/** One address of the sitemap (sitemaps.org), `lastmod` as ISO 8601. */
export interface SitemapEntry {
  url: string;
  lastmod?: string;
}

/**
 * The sitemap's addresses, for `siteUrl`, from the API's content dates: every indexed page,
 * its lastmod the latest change among the content it shows, then each event and webinar with its own.
 */
export function sitemapEntries(dates: ContentDates, siteUrl: string): SitemapEntry[] {
  const pages = INDEXED_ROUTES.map(({ path, changesWith = [] }) => {
    // ISO 8601 times in UTC sort as text.
    const lastmod = changesWith
      .flatMap((kind) => dates.latest[kind] ?? [])
      .sort()
      .at(-1);
    return { url: `${siteUrl}${path}`, ...(lastmod ? { lastmod } : {}) };
  });
  const records = PUBLIC_ROUTES.flatMap(({ path, oneEach }) =>
    oneEach
      ? dates[oneEach].map(({ slug, updatedAt }) => ({
          url: `${siteUrl}${path.replace(':slug', encodeURIComponent(slug))}`,
          ...(updatedAt ? { lastmod: updatedAt } : {}),
        }))
      : [],
  );
  return [...pages, ...records];
}

/**
 * A route's reads at `url`, each `:name` filled from the path's `params` or the query the route
 * reads, URI-encoded as the API reads them; a read whose param is missing is left out.
 */
export function readsAt(
  { reads = [], query = [] }: Pick<PublicRoute, 'reads' | 'query'>,
  url: URL,
  params: Record<string, string | undefined>,
) {
  const queried = Object.fromEntries(
    query.map((name) => [name, url.searchParams.get(name) ?? undefined]),
  );
  return fillReads(reads, { ...queried, ...params });
}

function fillReads(templates: readonly string[], params: Record<string, string | undefined>) {
  return templates.flatMap((template) => {
    let complete = true;
    const read = template.replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (!value) complete = false;
      return encodeURIComponent(value ?? '');
    });
    return complete ? [read] : [];
  });
}

/**
 * A route's head given its first read (a detail page's record: null when there is none, undefined
 * when it could not be had), for `siteUrl` (SITE_URL, without a trailing slash).
 */
export function routeHead(route: PublicRoute, read: unknown, siteUrl: string): Head {
  if (typeof route.head === 'function')
    return { type: 'website', ...route.head({ read, siteUrl }) };
  return {
    ...route.head,
    type: 'website',
    canonical: route.head.noindex ? undefined : `${siteUrl}${route.path}`,
    image: siteImage(siteUrl),
    jsonLd: route.path === '/' ? [organizationJsonLd(siteUrl), webSiteJsonLd(siteUrl)] : [],
  };
}

/** The head of a path no public route names: the dashboard's (/login, /admin), else not found. */
export function otherPageHead(pathname: string, siteUrl: string): Head {
  const admin = /^\/(login|admin)(\/|$)/.exec(pathname)?.[1];
  const adminHead = { login: ADMIN_HEADS.login, admin: ADMIN_HEADS.dashboard }[admin ?? ''];
  return {
    ...(adminHead ?? NOT_FOUND_HEAD),
    type: 'website',
    image: siteImage(siteUrl),
    jsonLd: [],
  };
}
