/**
 * The public pages search engines should find besides the events and webinars (which come from
 * the content): the sitemap lists them. The public site defines them (INDEXED_PAGES of
 * public-site/src/exposed/public-routes.tsx, its fixed indexable pages), and its test keeps this
 * list equal to that one until the sitemap is built from the public site's definition itself.
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
