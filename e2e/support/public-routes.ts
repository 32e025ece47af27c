import { adminApi, createEvent, createWebinar, uniqueTag } from './public-data';

/** A public route, the main heading it must show, and its status when not 200. */
export type PublicRoute = { path: string; heading: string | RegExp; status?: 404 };

/**
 * Every public route of SPEC §2 with the main heading it must show. The detail routes use an
 * event and a webinar made for the purpose.
 */
export async function publicRoutes(): Promise<PublicRoute[]> {
  const tag = uniqueTag();
  const api = await adminApi();
  const event = await createEvent(api, { title: `Route Check Event ${tag}` });
  const webinar = await createWebinar(api, { title: `Route Check Webinar ${tag}`, year: 2025 });
  await api.dispose();
  return [
    { path: '/', heading: /greater presence and authenticity/ },
    { path: '/about', heading: 'Our Spiritual Path' },
    { path: '/programs', heading: 'Our Programs' },
    { path: '/events', heading: 'Upcoming Events' },
    { path: `/events/${event.slug}`, heading: event.title },
    { path: '/events/diamond-heart-ten-new-group', heading: /./ },
    { path: `/register/${event.slug}`, heading: `Register for ${event.title}` },
    { path: '/teachers', heading: 'Meet the Teachers' },
    { path: '/webinars', heading: 'Webinars' },
    { path: `/webinars/${webinar.slug}`, heading: webinar.title },
    { path: '/newsletter', heading: 'Newsletter Archive' },
    { path: '/contact', heading: 'Contact Us' },
    { path: '/community', heading: 'Our Community' },
    { path: '/introductory-teachings', heading: 'Introductory Teachings' },
    { path: '/inquiry-sessions', heading: 'Inquiry Sessions' },
    { path: '/privacy-policy', heading: 'Privacy Policy' },
    { path: '/terms', heading: 'Terms of Service' },
    { path: '/no/such/page', heading: '404 Page Not Found', status: 404 },
  ];
}
