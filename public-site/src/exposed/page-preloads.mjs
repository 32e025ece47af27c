// What each public page needs first: the chunk its code ships in and the API reads it starts with.
// Plain JavaScript: the build (route-preloads-plugin.mjs) turns the chunk names into files in
// route-preloads.json, and the shell's server preloads the chunk with the page (and writes the
// reads into it), so a visitor's first view gets them alongside the shell's own code instead of
// one hop after it.
// The home page ships with the routes chunk, which is always preloaded. Reads are what the
// server renders the page with, below the fold too: a page read without scripts is whole.

/** @type {import('./page-preloads.d.mts').PagePreload[]} */
export const PAGE_PRELOADS = [
  { path: '/', data: ['/api/cms/events', '/api/cms/programs', '/api/testimonials'] },
  { path: '/about', chunk: 'page-about' },
  { path: '/programs', chunk: 'page-programs', data: ['/api/cms/programs', '/api/cms/events'] },
  { path: '/events', chunk: 'page-events', data: ['/api/cms/events'] },
  {
    path: '/events/:slug',
    chunk: 'page-event-detail',
    data: ['/api/events/slug/:slug'],
  },
  { path: '/register/:slug', chunk: 'page-register', data: ['/api/events/slug/:slug'] },
  { path: '/teachers', chunk: 'page-teachers', data: ['/api/cms/teachers'] },
  { path: '/webinars', chunk: 'page-webinars', data: ['/api/webinars'] },
  { path: '/webinars/:slug', chunk: 'page-webinar-detail', data: ['/api/webinars/slug/:slug'] },
  { path: '/newsletter', chunk: 'page-newsletter', data: ['/api/newsletters'] },
  { path: '/newsletter/confirm', chunk: 'page-newsletter-confirm', query: ['token'] },
  { path: '/newsletter/unsubscribe', chunk: 'page-newsletter-unsubscribe', query: ['token'] },
  { path: '/registrations/cancel', chunk: 'page-registration-cancel', query: ['token'] },
  { path: '/contact', chunk: 'page-contact' },
  { path: '/community', chunk: 'page-community' },
  { path: '/introductory-teachings', chunk: 'page-introductory-teachings' },
  { path: '/inquiry-sessions', chunk: 'page-inquiry-sessions' },
  { path: '/privacy-policy', chunk: 'page-privacy-policy' },
  { path: '/terms', chunk: 'page-terms' },
];
