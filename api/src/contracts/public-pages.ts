/**
 * The public pages search engines should find besides the events and webinars (which come from
 * the content): the sitemap lists them, and the shell writes each one's head. Forms reached with a
 * token (newsletter confirm and unsubscribe), registration forms, /login and /admin are not here.
 */
export const INDEXED_PAGES = [
  '/',
  '/about',
  '/programs',
  '/events',
  '/teachers',
  '/webinars',
  '/newsletter',
  '/contact',
  '/community',
  '/introductory-teachings',
  '/inquiry-sessions',
  '/privacy-policy',
  '/terms',
] as const;
