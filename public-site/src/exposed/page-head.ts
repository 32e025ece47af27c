// A public page's head: title, description, canonical address, Open Graph and Twitter card tags,
// noindex where a page is not for search engines, and structured data. The shell's server asks
// the remote's server build for it (routes.tsx), so link previews and search engines, which run
// no script, read it in the document as sent; the pages keep the same title and description in
// the browser (usePageHead). Server-safe: no DOM.
import { SITE_NAME, type PageHead } from '@da-boulder/shared-ui';
import { eventHead, registerHead, webinarHead } from './page-titles';
import { summary } from './site';
import {
  breadcrumbJsonLd,
  eventJsonLd,
  jsonLdScript,
  videoJsonLd,
  type EventData,
  type WebinarData,
} from './structured-data';

export interface Head extends PageHead {
  /** Absolute; none for a page that is not for search engines (not found, tokens). */
  canonical?: string;
  /** og:type */
  type: 'website' | 'video.other';
  /** Absolute, at least 1200 px wide. */
  image: { url: string; width?: number; height?: number };
  /** schema.org JSON-LD blocks. */
  jsonLd: object[];
}

/** The site's own picture for link previews: 1200 x 630, served by the shell. */
const SOCIAL_CARD = { path: '/social-card.jpg', width: 1200, height: 630 };
/** Link previews want pictures at least this wide. */
const PREVIEW_MIN_WIDTH = 1200;

export const siteImage = (siteUrl: string) => ({
  url: `${siteUrl}${SOCIAL_CARD.path}`,
  width: SOCIAL_CARD.width,
  height: SOCIAL_CARD.height,
});

/** The narrowest copy in a srcset at least PREVIEW_MIN_WIDTH wide: "/api/uploads/x?w=1600 1600w". */
function wideCopy(srcSet: string | undefined) {
  const candidates = (srcSet ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url, width]) => ({ url, width: Number(/^(\d+)w$/.exec(width ?? '')?.[1] ?? 0) }))
    .filter(({ url, width }) => url && width >= PREVIEW_MIN_WIDTH)
    .sort((a, b) => a.width - b.width);
  return candidates[0];
}

/** A URL on this site made absolute; one elsewhere kept; anything else refused. */
function absolute(url: string, siteUrl: string): string | undefined {
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') && !url.startsWith('//') ? `${siteUrl}${url}` : undefined;
}

/**
 * The picture a shared event link shows: the event's own, else its first teacher's with one wide
 * enough, else the site's.
 */
function eventImage(event: EventData, siteUrl: string): Head['image'] {
  for (const srcSet of [
    event.imageSrcSet,
    ...(event.teacherProfiles ?? []).map((t) => t.imageSrcSet),
  ]) {
    const copy = wideCopy(srcSet);
    const url = copy && absolute(copy.url, siteUrl);
    if (copy && url) return { url, width: copy.width };
  }
  return siteImage(siteUrl);
}

/**
 * What a detail page's read answered: its `key` field (`event`, `webinar`), null for a 404,
 * undefined when it did not answer in time.
 */
/** The record under `key` in a detail page's read: null when there is none, undefined if unknown. */
function recordOf(read: unknown, key: string): unknown {
  if (read === null) return null;
  const value = (read as Record<string, unknown> | undefined)?.[key];
  return value && typeof value === 'object' ? value : undefined;
}

/**
 * What a detail route's head is made from: what its one read answered (null: no such record;
 * undefined: not known) and the site's address.
 */
export interface DetailPage {
  read: unknown;
  siteUrl: string;
}
type DetailHead = Omit<Head, 'type'> & { type?: Head['type'] };

const home = (siteUrl: string) => ({ name: 'Home', url: `${siteUrl}/` });

/** An event page's full head, with its Event and breadcrumbs. */
export function eventPageHead({ read, siteUrl }: DetailPage): DetailHead {
  const event = recordOf(read, 'event') as EventData | null | undefined;
  const base = eventHead(event);
  if (!event) return { ...base, image: siteImage(siteUrl), jsonLd: [] };
  const url = `${siteUrl}/events/${encodeURIComponent(event.slug ?? '')}`;
  const image = eventImage(event, siteUrl);
  const described = summary(event.description, 500) || base.description;
  const structured = eventJsonLd(event, { siteUrl, url, image: image.url, description: described });
  return {
    ...base,
    canonical: url,
    image,
    jsonLd: [
      ...(structured ? [structured] : []),
      breadcrumbJsonLd([
        home(siteUrl),
        { name: 'Events', url: `${siteUrl}/events` },
        { name: event.title, url },
      ]),
    ],
  };
}

/** A registration page's full head. */
export function registerPageHead({ read, siteUrl }: DetailPage): DetailHead {
  const event = recordOf(read, 'event') as EventData | null | undefined;
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
        home(siteUrl),
        { name: 'Events', url: `${siteUrl}/events` },
        { name: event.title, url: eventUrl },
        { name: 'Register', url },
      ]),
    ],
  };
}

/** A webinar page's full head, with its VideoObject. */
export function webinarPageHead({ read, siteUrl }: DetailPage): DetailHead {
  const webinar = recordOf(read, 'webinar') as WebinarData | null | undefined;
  const base = webinarHead(webinar);
  const image = siteImage(siteUrl);
  if (!webinar) return { ...base, image, jsonLd: [] };
  const url = `${siteUrl}/webinars/${encodeURIComponent(webinar.slug ?? '')}`;
  const thumbnail = absolute(webinar.thumbnailUrl ?? '', siteUrl) ?? image.url;
  return {
    ...base,
    canonical: url,
    type: 'video.other',
    image,
    jsonLd: [
      videoJsonLd(webinar, {
        url,
        thumbnail,
        description: summary(webinar.description, 500) || base.description,
      }),
      breadcrumbJsonLd([
        home(siteUrl),
        { name: 'Webinars', url: `${siteUrl}/webinars` },
        { name: webinar.title, url },
      ]),
    ],
  };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head as HTML tags, each on its own line. */
export function renderPageHead(head: Head): string {
  const meta = (attribute: string, name: string, content: string) =>
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
