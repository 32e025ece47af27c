/**
 * The dashboard's addresses (issue 48): every part, tab and filter has one, so a reload, the back
 * button or a link sent to another admin opens the same view.
 *
 * - `/admin`: Content, on its Events tab (SPEC's default); `/admin/content/{tab}` the others;
 * - `/admin/people/{registrations|messages|subscribers}`, their filters in the query;
 * - `/admin/staff`: the admins, their activity (`?admin=&kind=&page=`) and one's own account;
 * - `/admin/trash`: deleted content, to restore.
 */

/** SPEC's five content tabs, in its order: Events first, and shown at /admin. */
export const CONTENT_TABS = [
  'events',
  'teachers',
  'newsletters',
  'webinars',
  'testimonials',
] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

/** The people lists (the attention strip's counts link to them: `ATTENTION_LISTS` names each). */
export const PEOPLE_LISTS = ['registrations', 'messages', 'subscribers'] as const;
export type PeopleListName = (typeof PEOPLE_LISTS)[number];

export const DASHBOARD_PATH = '/admin';
export const STAFF_PATH = '/admin/staff';
/** Deleted content, restorable for 30 days. */
export const TRASH_PATH = '/admin/trash';

/** The registrations list's filter naming one event: `/admin/people/registrations?event=<id>`. */
export const EVENT_PARAM = 'event';

const withQuery = (path: string, query = '') =>
  query && query !== '?' ? `${path}${query.startsWith('?') ? '' : '?'}${query}` : path;

/** A content tab's address; Events' is the dashboard's own. */
export function contentPath(tab: ContentTab, query?: string): string {
  return withQuery(tab === 'events' ? DASHBOARD_PATH : `/admin/content/${tab}`, query);
}

/** A people list's address, with its filters (`held=true`) when given. */
export function peoplePath(list: PeopleListName, query?: string): string {
  return withQuery(`/admin/people/${list}`, query);
}

/** Where the dashboard is, read from its address. */
export type DashboardPlace =
  | { part: 'content'; tab: ContentTab }
  | { part: 'people'; list: PeopleListName }
  | { part: 'staff' }
  | { part: 'trash' }
  /** An address the dashboard moved (or never had): where its view is now. */
  | { moved: string };

const isOneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (values as readonly string[]).includes(value);

/**
 * The registrations list's query from before it had its own address: one event was `eventId`.
 */
function renamedRegistrationsQuery(search: string): string {
  const params = new URLSearchParams(search);
  const eventId = params.get('eventId');
  if (eventId === null) return search;
  params.delete('eventId');
  if (!params.has(EVENT_PARAM)) params.set(EVENT_PARAM, eventId);
  return `?${params.toString()}`;
}

/**
 * The place an address shows. The nine tabs' old addresses (`/admin/registrations?eventId=…`,
 * `/admin/teachers`), still in mails, bookmarks and open dashboards, move to the same view at its
 * new address with their query and hash kept; an address that never was leads to /admin.
 */
export function placeOf(pathname: string, search = '', hash = ''): DashboardPlace {
  const [first, second, ...more] = pathname
    .replace(/^\/admin\/?/i, '')
    .split('/')
    .filter(Boolean);
  const keep = (path: string, query = search) => ({ moved: `${withQuery(path, query)}${hash}` });
  if (more.length > 0) return { moved: DASHBOARD_PATH };
  if (first === undefined) return { part: 'content', tab: 'events' };
  if (first === 'content') {
    if (second === undefined || second === 'events') return keep(DASHBOARD_PATH);
    return isOneOf(CONTENT_TABS, second)
      ? { part: 'content', tab: second }
      : keep(DASHBOARD_PATH, '');
  }
  if (first === 'people') {
    if (second === undefined) return keep(peoplePath('registrations'));
    return isOneOf(PEOPLE_LISTS, second)
      ? { part: 'people', list: second }
      : keep(peoplePath('registrations'), '');
  }
  if (second !== undefined) return keep(DASHBOARD_PATH, '');
  if (first === 'staff') return { part: 'staff' };
  if (first === 'trash') return { part: 'trash' };
  if (isOneOf(CONTENT_TABS, first)) return keep(contentPath(first));
  if (first === 'registrations') return keep(peoplePath(first), renamedRegistrationsQuery(search));
  if (isOneOf(PEOPLE_LISTS, first)) return keep(peoplePath(first));
  return keep(DASHBOARD_PATH, '');
}
