import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { preloadMarkdown } from '@da-boulder/shared-ui';
import { eventKey } from '../features/events/api/use-event';
import { EVENTS_KEY } from '../features/events/api/use-events';
import { TEACHERS_KEY } from '../features/teachers/api/use-teachers';
import { webinarKey } from '../features/webinars/api/use-webinars';
import { PrefetchRouteData, type RouteDataKeys } from './prefetch-route-data';

// The home page, the usual first view, ships with the routes: one hop less before its hero paints.
import HomePage from '../pages/home/home-page';

// Every other page is its own chunk: a visitor downloads only the pages they open.
const AboutPage = lazy(() => import('../pages/about/about-page'));
const ProgramsPage = lazy(() => import('../pages/programs/programs-page'));
const EventsPage = lazy(() => import('../pages/events/events-page'));
// The event page renders its description as markdown: fetch the renderer alongside the page.
const EventDetailPage = lazy(() => {
  preloadMarkdown();
  return import('../pages/event-detail/event-detail-page');
});
const RegisterPage = lazy(() => import('../pages/register/register-page'));
const TeachersPage = lazy(() => import('../pages/teachers/teachers-page'));
const WebinarsPage = lazy(() => import('../pages/webinars/webinars-page'));
const WebinarDetailPage = lazy(() => import('../pages/webinar-detail/webinar-detail-page'));
const NewsletterPage = lazy(() => import('../pages/newsletter/newsletter-page'));
const ContactPage = lazy(() => import('../pages/contact/contact-page'));
const CommunityPage = lazy(() => import('../pages/community/community-page'));
const IntroductoryTeachingsPage = lazy(
  () => import('../pages/introductory-teachings/introductory-teachings-page'),
);
const InquirySessionsPage = lazy(() => import('../pages/inquiry-sessions/inquiry-sessions-page'));
const PrivacyPolicyPage = lazy(() => import('../pages/privacy-policy/privacy-policy-page'));
const TermsPage = lazy(() => import('../pages/terms/terms-page'));
const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page'));

const withSlug =
  (key: (slug: string) => string): RouteDataKeys =>
  ({ slug }) =>
    slug ? [key(slug)] : [];

/** Every public route of the site (SPEC §2). The shell mounts this under "/*". */
export default function PublicRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="programs" element={<ProgramsPage />} />
        <Route
          path="events"
          element={
            <PrefetchRouteData keys={() => [EVENTS_KEY]}>
              <EventsPage />
            </PrefetchRouteData>
          }
        />
        <Route
          path="events/:slug"
          element={
            <PrefetchRouteData keys={withSlug(eventKey)}>
              <EventDetailPage />
            </PrefetchRouteData>
          }
        />
        <Route
          path="register/:slug"
          element={
            <PrefetchRouteData keys={withSlug(eventKey)}>
              <RegisterPage />
            </PrefetchRouteData>
          }
        />
        <Route
          path="teachers"
          element={
            <PrefetchRouteData keys={() => [TEACHERS_KEY]}>
              <TeachersPage />
            </PrefetchRouteData>
          }
        />
        <Route path="webinars" element={<WebinarsPage />} />
        <Route
          path="webinars/:slug"
          element={
            <PrefetchRouteData keys={withSlug(webinarKey)}>
              <WebinarDetailPage />
            </PrefetchRouteData>
          }
        />
        <Route path="newsletter" element={<NewsletterPage />} />
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
