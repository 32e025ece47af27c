// @ts-check
// Each page's head, written by the shell's server from the route and the page's first API reads:
// title, description, canonical address, Open Graph and Twitter card tags, noindex where a page is
// not for search engines, and structured data. Link previews and search engines read the document
// as sent; the pages keep the same title and description (shared-ui's page-heads.mjs).
import {
  ADMIN_HEADS,
  eventHead,
  NOT_FOUND_HEAD,
  PAGE_HEADS,
  registerHead,
  SITE_NAME,
  summary,
  webinarHead,
} from '@da-boulder/shared-ui/page-heads';
import {
  breadcrumbJsonLd,
  eventJsonLd,
  jsonLdScript,
  organizationJsonLd,
  videoJsonLd,
  webSiteJsonLd,
} from './structured-data.mjs';

/**
 * @typedef {import('./page-head.d.mts').Head} Head
 * @typedef {import('./structured-data.d.mts').EventData} EventData
 * @typedef {import('./structured-data.d.mts').WebinarData} WebinarData
 * @typedef {{ reads: Record<string, unknown>, missing: string[] }} FirstReads
 */

/** The site's own picture for link previews: 1200 x 630, shipped with the shell. */
export const SOCIAL_CARD = { path: '/social-card.jpg', width: 1200, height: 630 };
/** Link previews want pictures at least this wide. */
const PREVIEW_MIN_WIDTH = 1200;

/**
 * The narrowest copy in a srcset at least PREVIEW_MIN_WIDTH wide: "/api/uploads/x?w=1600 1600w".
 * @param {string | undefined} srcSet
 */
function wideCopy(srcSet) {
  const candidates = (srcSet ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url, width]) => ({ url, width: Number(/^(\d+)w$/.exec(width ?? '')?.[1] ?? 0) }))
    .filter(({ url, width }) => url && width >= PREVIEW_MIN_WIDTH)
    .sort((a, b) => a.width - b.width);
  return candidates[0];
}

/** A URL on this site made absolute; one elsewhere kept; anything else refused. */
function absolute(url, siteUrl) {
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') && !url.startsWith('//') ? `${siteUrl}${url}` : undefined;
}

/**
 * The picture a shared event link shows: the event's own, else its first teacher's with one wide
 * enough, else the site's.
 * @param {EventData} event
 * @param {string} siteUrl
 */
function eventImage(event, siteUrl) {
  for (const srcSet of [
    event.imageSrcSet,
    ...(event.teacherProfiles ?? []).map((t) => t.imageSrcSet),
  ]) {
    const copy = wideCopy(srcSet);
    const url = copy && absolute(copy.url, siteUrl);
    if (copy && url) return { url, width: copy.width };
  }
  return {
    url: `${siteUrl}${SOCIAL_CARD.path}`,
    width: SOCIAL_CARD.width,
    height: SOCIAL_CARD.height,
  };
}

const siteImage = (siteUrl) => ({
  url: `${siteUrl}${SOCIAL_CARD.path}`,
  width: SOCIAL_CARD.width,
  height: SOCIAL_CARD.height,
});

/** The path's one segment after `prefix/`, URI-encoded as the API reads are (or null). */
function slugAfter(pathname, prefix) {
  const match = new RegExp(`^${prefix}/([^/]+)$`).exec(pathname);
  if (!match) return null;
  try {
    const slug = decodeURIComponent(match[1]);
    return slug ? encodeURIComponent(slug) : null;
  } catch {
    return null;
  }
}

/** Without trailing slashes ("/" stays). */
const normalized = (pathname) => pathname.replace(/\/+$/, '') || '/';

/**
 * @param {{ siteUrl: string }} options SITE_URL, without a trailing slash
 */
export function createPageHeads({ siteUrl }) {
  const home = { name: 'Home', url: `${siteUrl}/` };

  /**
   * What a read answered: its `key` field (`event`, `webinar`), null for a 404, undefined when
   * it did not answer in time.
   * @param {FirstReads} first
   * @param {string} path
   * @param {string} key
   */
  const readOf = (first, path, key) => {
    if (first.missing.includes(path)) return null;
    const answer = /** @type {Record<string, unknown> | undefined} */ (first.reads[path]);
    const value = answer?.[key];
    return value && typeof value === 'object' ? value : undefined;
  };

  const detailRoutes = [
    {
      prefix: '/events',
      read: (slug) => `/api/events/slug/${slug}`,
      /** @param {FirstReads} first @param {string} path */
      head(first, path) {
        const event = /** @type {EventData | null | undefined} */ (readOf(first, path, 'event'));
        const base = eventHead(event);
        if (!event) return { ...base, image: siteImage(siteUrl), jsonLd: [] };
        const url = `${siteUrl}/events/${encodeURIComponent(event.slug ?? '')}`;
        const image = eventImage(event, siteUrl);
        const described = summary(event.description, 500) || base.description;
        const structured = eventJsonLd(event, {
          siteUrl,
          url,
          image: image.url,
          description: described,
        });
        return {
          ...base,
          canonical: url,
          image,
          jsonLd: [
            ...(structured ? [structured] : []),
            breadcrumbJsonLd([
              home,
              { name: 'Events', url: `${siteUrl}/events` },
              { name: event.title, url },
            ]),
          ],
        };
      },
    },
    {
      prefix: '/register',
      read: (slug) => `/api/events/slug/${slug}`,
      /** @param {FirstReads} first @param {string} path */
      head(first, path) {
        const event = /** @type {EventData | null | undefined} */ (readOf(first, path, 'event'));
        const base = registerHead(event);
        if (!event) return { ...base, image: siteImage(siteUrl), jsonLd: [] };
        const slug = encodeURIComponent(event.slug ?? '');
        const url = `${siteUrl}/register/${slug}`;
        const eventUrl = `${siteUrl}/events/${slug}`;
        return {
          ...base,
          canonical: url,
          image: eventImage(event, siteUrl),
          jsonLd: [
            breadcrumbJsonLd([
              home,
              { name: 'Events', url: `${siteUrl}/events` },
              { name: event.title, url: eventUrl },
              { name: 'Register', url },
            ]),
          ],
        };
      },
    },
    {
      prefix: '/webinars',
      read: (slug) => `/api/webinars/slug/${slug}`,
      /** @param {FirstReads} first @param {string} path */
      head(first, path) {
        const webinar = /** @type {WebinarData | null | undefined} */ (
          readOf(first, path, 'webinar')
        );
        const base = webinarHead(webinar);
        const image = siteImage(siteUrl);
        if (!webinar) return { ...base, image, jsonLd: [] };
        const url = `${siteUrl}/webinars/${encodeURIComponent(webinar.slug ?? '')}`;
        const thumbnail = absolute(webinar.thumbnailUrl ?? '', siteUrl) ?? image.url;
        return {
          ...base,
          canonical: url,
          type: /** @type {const} */ ('video.other'),
          image,
          jsonLd: [
            videoJsonLd(webinar, {
              url,
              thumbnail,
              description: summary(webinar.description, 500) || base.description,
            }),
            breadcrumbJsonLd([
              home,
              { name: 'Webinars', url: `${siteUrl}/webinars` },
              { name: webinar.title, url },
            ]),
          ],
        };
      },
    },
  ];

  /** @param {string} pathname */
  const detailRouteOf = (pathname) => {
    for (const route of detailRoutes) {
      const slug = slugAfter(pathname, route.prefix);
      if (slug) return { route, path: route.read(slug) };
    }
    return undefined;
  };

  return {
    /**
     * The API reads the head of a page needs (the same ones the page starts with).
     * @param {string} pathname
     * @returns {string[]}
     */
    readsFor(pathname) {
      const detail = detailRouteOf(normalized(pathname));
      return detail ? [detail.path] : [];
    },

    /**
     * The head of the page at `pathname`, given what its reads answered.
     * @param {string} pathname
     * @param {FirstReads} first
     * @returns {Head}
     */
    headFor(pathname, first) {
      const path = normalized(pathname);
      const detail = detailRouteOf(path);
      if (detail)
        return {
          type: /** @type {const} */ ('website'),
          ...detail.route.head(first, detail.path),
          ...(first.missing.includes(detail.path) ? { notFound: true } : {}),
        };
      // Paths come in their canonical case: the server moves any other there first.
      const page = PAGE_HEADS[path];
      if (page) {
        return {
          ...page,
          type: 'website',
          canonical: page.noindex ? undefined : `${siteUrl}${path}`,
          image: siteImage(siteUrl),
          jsonLd: path === '/' ? [organizationJsonLd(siteUrl), webSiteJsonLd(siteUrl)] : [],
        };
      }
      const admin = /^\/(login|admin)(\/|$)/.exec(path)?.[1];
      const adminHead = { login: ADMIN_HEADS.login, admin: ADMIN_HEADS.dashboard }[admin ?? ''];
      return {
        ...(adminHead ?? { ...NOT_FOUND_HEAD, notFound: true }),
        type: 'website',
        image: siteImage(siteUrl),
        jsonLd: [],
      };
    },
  };
}

const escapeHtml = (value) =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/**
 * The head as HTML tags, each on its own line.
 * @param {Head} head
 */
export function renderPageHead(head) {
  const meta = (attribute, name, content) =>
    `<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
    meta('property', 'og:image', head.image.url),
    ...(head.image.width ? [meta('property', 'og:image:width', String(head.image.width))] : []),
    ...(head.image.height ? [meta('property', 'og:image:height', String(head.image.height))] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    ...head.jsonLd.map((data) => jsonLdScript(data)),
  ];
  return tags.map((tag) => `    ${tag}`).join('\n');
}
