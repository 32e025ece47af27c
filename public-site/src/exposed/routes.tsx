import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PAGE_PRELOADS } from './page-preloads.mjs';
import { PrefetchRouteData, type RouteDataKeys } from './prefetch-route-data';
import { SentNotice } from './sent-notice';

// The home page, the usual first view, ships with the routes: one hop less before its hero paints.
import HomePage from '../pages/home/home-page';

// Every other page is its own chunk: a visitor downloads only the pages they open. The chunk
// names are the ones page-preloads.mjs lists, so the shell's server can preload a page's chunk.
const AboutPage = lazy(
  () => import(/* webpackChunkName: "page-about" */ '../pages/about/about-page'),
);
const ProgramsPage = lazy(
  () => import(/* webpackChunkName: "page-programs" */ '../pages/programs/programs-page'),
);
const EventsPage = lazy(
  () => import(/* webpackChunkName: "page-events" */ '../pages/events/events-page'),
);
const EventDetailPage = lazy(
  () =>
    import(/* webpackChunkName: "page-event-detail" */ '../pages/event-detail/event-detail-page'),
);
const RegisterPage = lazy(
  () => import(/* webpackChunkName: "page-register" */ '../pages/register/register-page'),
);
const TeachersPage = lazy(
  () => import(/* webpackChunkName: "page-teachers" */ '../pages/teachers/teachers-page'),
);
const WebinarsPage = lazy(
  () => import(/* webpackChunkName: "page-webinars" */ '../pages/webinars/webinars-page'),
);
const WebinarDetailPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-webinar-detail" */ '../pages/webinar-detail/webinar-detail-page'
    ),
);
const NewsletterPage = lazy(
  () => import(/* webpackChunkName: "page-newsletter" */ '../pages/newsletter/newsletter-page'),
);
const NewsletterConfirmPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-newsletter-confirm" */ '../pages/newsletter-confirm/newsletter-confirm-page'
    ),
);
const NewsletterUnsubscribePage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-newsletter-unsubscribe" */ '../pages/newsletter-unsubscribe/newsletter-unsubscribe-page'
    ),
);
const RegistrationCancelPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-registration-cancel" */ '../pages/registration-cancel/registration-cancel-page'
    ),
);
const ContactPage = lazy(
  () => import(/* webpackChunkName: "page-contact" */ '../pages/contact/contact-page'),
);
const CommunityPage = lazy(
  () => import(/* webpackChunkName: "page-community" */ '../pages/community/community-page'),
);
const IntroductoryTeachingsPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-introductory-teachings" */ '../pages/introductory-teachings/introductory-teachings-page'
    ),
);
const InquirySessionsPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-inquiry-sessions" */ '../pages/inquiry-sessions/inquiry-sessions-page'
    ),
);
const PrivacyPolicyPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-privacy-policy" */ '../pages/privacy-policy/privacy-policy-page'
    ),
);
const TermsPage = lazy(
  () => import(/* webpackChunkName: "page-terms" */ '../pages/terms/terms-page'),
);
const NotFoundPage = lazy(
  () => import(/* webpackChunkName: "page-not-found" */ '../pages/not-found/not-found-page'),
);

/** The reads page-preloads.mjs lists for `path`, `:name` filled from the route's params. */
function readsOf(path: string): RouteDataKeys {
  const templates = PAGE_PRELOADS.find((page) => page.path === path)?.data ?? [];
  return (params) =>
    templates.flatMap((template) => {
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
 * A page whose API reads start alongside its code when the visitor moves here inside the site
 * (on a first visit the shell's server has already preloaded the same reads).
 */
const withData = (path: string, page: ReactNode) => (
  <PrefetchRouteData keys={readsOf(path)}>{page}</PrefetchRouteData>
);

/** Every public route of the site (SPEC §2). The shell mounts this under "/*". */
export default function PublicRoutes() {
  return (
    <Suspense fallback={null}>
      <SentNotice />
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="programs" element={<ProgramsPage />} />
        <Route path="events" element={withData('/events', <EventsPage />)} />
        <Route path="events/:slug" element={withData('/events/:slug', <EventDetailPage />)} />
        <Route path="register/:slug" element={withData('/register/:slug', <RegisterPage />)} />
        <Route path="teachers" element={withData('/teachers', <TeachersPage />)} />
        <Route path="webinars" element={withData('/webinars', <WebinarsPage />)} />
        <Route path="webinars/:slug" element={withData('/webinars/:slug', <WebinarDetailPage />)} />
        <Route path="newsletter" element={withData('/newsletter', <NewsletterPage />)} />
        <Route path="newsletter/confirm" element={<NewsletterConfirmPage />} />
        <Route path="newsletter/unsubscribe" element={<NewsletterUnsubscribePage />} />
        <Route path="registrations/cancel" element={<RegistrationCancelPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="community" element={<CommunityPage />} />
        <Route path="introductory-teachings" element={<IntroductoryTeachingsPage />} />
        <Route path="inquiry-sessions" element={<InquirySessionsPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
