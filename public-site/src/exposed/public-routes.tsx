// Every public route of the site (SPEC §2), defined once: its path, its page, its head (title,
// description, robots, Open Graph, structured data), the API reads it starts with, the query it
// reads, its chunk and whether search engines list it. The browser's route tree (routes.tsx), the
// shell's server (through the server build's ./routes: heads, first reads, preloads) and the
// sitemap all read this list, so a change here ships with a public-site deploy alone.
import { lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { ADMIN_HEADS, pageTitle, type PageHead } from '@da-boulder/shared-ui';
import HomePage from '../pages/home/home-page';
import {
  eventPageHead,
  registerPageHead,
  renderPageHead,
  siteImage,
  webinarPageHead,
  type DetailPage,
  type FirstReads,
  type Head,
} from './page-head';
import { NOT_FOUND_HEAD } from './page-titles';
import { organizationJsonLd, webSiteJsonLd } from './structured-data';

export interface PublicRoute {
  /** `:name` stands for one path segment. */
  path: string;
  page: ComponentType;
  /**
   * The page's chunk (its lazy import's webpackChunkName, beside it): the shell's server preloads
   * its files with the page. None: the page ships with the routes, which are always preloaded.
   */
  chunk?: string;
  /**
   * The API reads the page starts with, `:name` filled from the path (URI-encoded): the shell's
   * server reads them first and renders the page with them, and the browser starts them with the
   * page's code. Below the fold too: a page read without scripts is whole.
   */
  reads?: string[];
  /** The query parameters the page reads: the server renders it with these, and no others. */
  query?: string[];
  /** Its head: fixed, or made from its first read (the first of `reads`). */
  head: PageHead | ((page: DetailPage) => Omit<Head, 'type'> & { type?: Head['type'] });
}

// The home page, the usual first view, ships with the routes: one hop less before its hero paints.
// Every other page is its own chunk: a visitor downloads only the pages they open.
export const PUBLIC_ROUTES: PublicRoute[] = [
  {
    path: '/',
    page: HomePage,
    reads: ['/api/cms/events?when=upcoming', '/api/cms/programs', '/api/testimonials'],
    head: {
      title: pageTitle('A Contemporary Spiritual Path'),
      description:
        'Diamond Approach teachings in Boulder, Colorado: meditation, inquiry, workshops and ongoing groups for living with greater presence and authenticity.',
    },
  },
  {
    path: '/about',
    page: lazy(() => import(/* webpackChunkName: "page-about" */ '../pages/about/about-page')),
    chunk: 'page-about',
    head: {
      title: pageTitle('About the Diamond Approach'),
      description:
        'The Diamond Approach in Boulder, Colorado: a contemporary spiritual path of inquiry, sensing and meditation, and the community that has practised it here for decades.',
    },
  },
  {
    path: '/programs',
    page: lazy(
      () => import(/* webpackChunkName: "page-programs" */ '../pages/programs/programs-page'),
    ),
    chunk: 'page-programs',
    reads: ['/api/cms/programs', '/api/cms/events?when=upcoming'],
    head: {
      title: pageTitle('Programs'),
      description:
        'Ongoing study groups, introductory teachings, inquiry sessions and Sunday meditation: the ways to practise the Diamond Approach in Boulder.',
    },
  },
  {
    path: '/events',
    page: lazy(() => import(/* webpackChunkName: "page-events" */ '../pages/events/events-page')),
    chunk: 'page-events',
    reads: ['/api/cms/events?when=upcoming', '/api/cms/events?when=past'],
    head: {
      title: pageTitle('Upcoming Events'),
      description:
        'Introductions, workshops, ongoing groups and Sunday meditation with Diamond Approach teachers in Boulder, Colorado.',
    },
  },
  {
    path: '/events/:slug',
    page: lazy(
      () =>
        import(
          /* webpackChunkName: "page-event-detail" */ '../pages/event-detail/event-detail-page'
        ),
    ),
    chunk: 'page-event-detail',
    reads: ['/api/events/slug/:slug'],
    head: eventPageHead,
  },
  {
    path: '/register/:slug',
    page: lazy(
      () => import(/* webpackChunkName: "page-register" */ '../pages/register/register-page'),
    ),
    chunk: 'page-register',
    reads: ['/api/events/slug/:slug'],
    head: registerPageHead,
  },
  {
    path: '/teachers',
    page: lazy(
      () => import(/* webpackChunkName: "page-teachers" */ '../pages/teachers/teachers-page'),
    ),
    chunk: 'page-teachers',
    reads: ['/api/cms/teachers'],
    head: {
      title: pageTitle('Our Teachers'),
      description:
        'Meet the Diamond Approach teachers in Colorado: their backgrounds, how to reach them and a personal word from each.',
    },
  },
  {
    path: '/webinars',
    page: lazy(
      () => import(/* webpackChunkName: "page-webinars" */ '../pages/webinars/webinars-page'),
    ),
    chunk: 'page-webinars',
    reads: ['/api/webinars'],
    head: {
      title: pageTitle('Webinars'),
      description:
        'Recorded webinars from Diamond Approach teachers: talks and guided inquiries you can watch from home.',
    },
  },
  {
    path: '/webinars/:slug',
    page: lazy(
      () =>
        import(
          /* webpackChunkName: "page-webinar-detail" */ '../pages/webinar-detail/webinar-detail-page'
        ),
    ),
    chunk: 'page-webinar-detail',
    reads: ['/api/webinars/slug/:slug'],
    head: webinarPageHead,
  },
  {
    path: '/newsletter',
    page: lazy(
      () => import(/* webpackChunkName: "page-newsletter" */ '../pages/newsletter/newsletter-page'),
    ),
    chunk: 'page-newsletter',
    reads: ['/api/newsletters'],
    head: {
      title: pageTitle('Newsletter Archive'),
      description:
        'Past newsletters from Diamond Approach Boulder, by year, and a form to receive the next one.',
    },
  },
  // Reached with a token from a mail: nothing for search engines.
  {
    path: '/newsletter/confirm',
    page: lazy(
      () =>
        import(
          /* webpackChunkName: "page-newsletter-confirm" */ '../pages/newsletter-confirm/newsletter-confirm-page'
        ),
    ),
    chunk: 'page-newsletter-confirm',
    query: ['token'],
    head: {
      title: pageTitle('Confirm Your Subscription'),
      description: 'Confirm your subscription to the Diamond Approach Boulder newsletter.',
      noindex: true,
    },
  },
  {
    path: '/newsletter/unsubscribe',
    page: lazy(
      () =>
        import(
          /* webpackChunkName: "page-newsletter-unsubscribe" */ '../pages/newsletter-unsubscribe/newsletter-unsubscribe-page'
        ),
    ),
    chunk: 'page-newsletter-unsubscribe',
    query: ['token'],
    head: {
      title: pageTitle('Unsubscribe'),
      description: 'Stop receiving the Diamond Approach Boulder newsletter.',
      noindex: true,
    },
  },
  {
    path: '/registrations/cancel',
    page: lazy(
      () =>
        import(
          /* webpackChunkName: "page-registration-cancel" */ '../pages/registration-cancel/registration-cancel-page'
        ),
    ),
    chunk: 'page-registration-cancel',
    query: ['token'],
    head: {
      title: pageTitle('Cancel Registration'),
      description: 'Cancel your registration for a Diamond Approach Boulder event.',
      noindex: true,
    },
  },
  {
    path: '/contact',
    page: lazy(
      () => import(/* webpackChunkName: "page-contact" */ '../pages/contact/contact-page'),
    ),
    chunk: 'page-contact',
    head: {
      title: pageTitle('Contact Us'),
      description:
        'Get in touch with Diamond Approach Boulder: address, email, phone, opening hours and a form to reach our teachers.',
    },
  },
  {
    path: '/community',
    page: lazy(
      () => import(/* webpackChunkName: "page-community" */ '../pages/community/community-page'),
    ),
    chunk: 'page-community',
    head: {
      title: pageTitle('Community'),
      description:
        'Nine ways to connect with the Diamond Approach community in Boulder: meditation, introductions, workshops, ongoing groups, private sessions and more.',
    },
  },
  {
    path: '/introductory-teachings',
    page: lazy(
      () =>
        import(
          /* webpackChunkName: "page-introductory-teachings" */ '../pages/introductory-teachings/introductory-teachings-page'
        ),
    ),
    chunk: 'page-introductory-teachings',
    head: {
      title: pageTitle('Introductory Teachings'),
      description:
        'Begin exploring the Diamond Approach in Boulder with free introductory events, workshops and open Sunday meditation.',
    },
  },
  {
    path: '/inquiry-sessions',
    page: lazy(
      () =>
        import(
          /* webpackChunkName: "page-inquiry-sessions" */ '../pages/inquiry-sessions/inquiry-sessions-page'
        ),
    ),
    chunk: 'page-inquiry-sessions',
    head: {
      title: pageTitle('Inquiry Sessions'),
      description:
        'One-on-one Diamond Approach inquiry sessions with an experienced Boulder teacher, in person or online, 50-90 minutes each.',
    },
  },
  {
    path: '/privacy-policy',
    page: lazy(
      () =>
        import(
          /* webpackChunkName: "page-privacy-policy" */ '../pages/privacy-policy/privacy-policy-page'
        ),
    ),
    chunk: 'page-privacy-policy',
    head: {
      title: pageTitle('Privacy Policy'),
      description:
        'How Diamond Approach Boulder collects, uses and protects the personal information of visitors, subscribers and event participants.',
    },
  },
  {
    path: '/terms',
    page: lazy(() => import(/* webpackChunkName: "page-terms" */ '../pages/terms/terms-page')),
    chunk: 'page-terms',
    head: {
      title: pageTitle('Terms of Service'),
      description:
        'The terms that apply to using the Diamond Approach Boulder website and taking part in our events and programs.',
    },
  },
];

/** Every other path. */
export const NotFoundPage = lazy(
  () => import(/* webpackChunkName: "page-not-found" */ '../pages/not-found/not-found-page'),
);

/**
 * The pages search engines are asked to index besides the events and webinars (which come from
 * the content): every page with a fixed, indexable head. The sitemap lists them.
 */
export const INDEXED_PAGES = PUBLIC_ROUTES.flatMap(({ path, head }) =>
  typeof head === 'function' || head.noindex ? [] : [path],
);

/**
 * A route's reads with each `:name` filled from `params`, URI-encoded as the API reads them;
 * a read whose param is missing is left out.
 */
export function fillReads(
  templates: readonly string[],
  params: Record<string, string | undefined>,
) {
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
 * The route whose path matches `pathname`, as the browser's router matches it (react-router's
 * matchPath: trailing slash and letter case aside), with its reads filled from the path.
 */
function matchRoute(pathname: string): { route: PublicRoute; reads: string[] } | undefined {
  for (const route of PUBLIC_ROUTES) {
    const match = matchPath(route.path, pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    try {
      for (const [name, value = ''] of Object.entries(match.params))
        params[name] = decodeURIComponent(value);
    } catch {
      return undefined; // A malformed escape: the page itself will say it does not exist.
    }
    return { route, reads: fillReads(route.reads ?? [], params) };
  }
  return undefined;
}

/** What the shell's server needs of a path before it asks the API anything. */
export interface PageDescription {
  /** The route's path (`/events/:slug`): the page's kind in the shell's logs and metrics. */
  route?: string;
  /** Its API reads, filled from the path. */
  reads: string[];
  query: string[];
  /** Its chunk's name, for the shell to preload (the files are in page-chunks.json). */
  chunk?: string;
}

export function describePage(pathname: string): PageDescription {
  const match = matchRoute(pathname);
  if (!match) return { reads: [], query: [] };
  const { route, reads } = match;
  return {
    route: route.path,
    reads,
    query: route.query ?? [],
    ...(route.chunk ? { chunk: route.chunk } : {}),
  };
}

/**
 * The head of the page at `pathname` given what its first reads answered, for `siteUrl`
 * (SITE_URL, without a trailing slash). /login and /admin, the dashboard's, get theirs too.
 */
function headFor(pathname: string, first: FirstReads, siteUrl: string): Head {
  const match = matchRoute(pathname);
  if (match) {
    const { route, reads } = match;
    if (typeof route.head === 'function') {
      const read = reads[0] ?? '';
      return {
        type: 'website',
        ...route.head({ read, first, siteUrl }),
        ...(first.missing.includes(read) ? { notFound: true } : {}),
      };
    }
    const path = route.path;
    return {
      ...route.head,
      type: 'website',
      canonical: route.head.noindex ? undefined : `${siteUrl}${path}`,
      image: siteImage(siteUrl),
      jsonLd: path === '/' ? [organizationJsonLd(siteUrl), webSiteJsonLd(siteUrl)] : [],
    };
  }
  const admin = /^\/(login|admin)(\/|$)/.exec(pathname)?.[1];
  const adminHead = { login: ADMIN_HEADS.login, admin: ADMIN_HEADS.dashboard }[admin ?? ''];
  return {
    ...(adminHead ?? { ...NOT_FOUND_HEAD, notFound: true }),
    type: 'website',
    image: siteImage(siteUrl),
    jsonLd: [],
  };
}

/** The head's HTML tags, and whether the address names nothing (answered with 404). */
export function pageHead(
  pathname: string,
  first: FirstReads,
  siteUrl: string,
): { html: string; notFound: boolean } {
  const head = headFor(pathname, first, siteUrl);
  return { html: renderPageHead(head), notFound: head.notFound === true };
}
