import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { Skeleton, WhenNearViewport } from '@da-boulder/shared-ui';
import {
  TestimonialCarousel,
  TestimonialsFrame,
} from '../../features/testimonials/components/testimonial-carousel';

// The home page's forms and testimonials sit below the fold: they, their validation libraries
// and the carousel library (about 27 KB gzip) load when the visitor scrolls near them instead of
// delaying the first view. The server renders them; a page the browser renders shows a skeleton
// in their place until then.
const NewsletterForm = lazy(async () => ({
  default: (await import('../../features/newsletters/components/home-newsletter-form'))
    .HomeNewsletterForm,
}));

const TeacherForm = lazy(async () => ({
  default: (await import('../../features/contact/components/speak-with-teacher-form'))
    .SpeakWithTeacherForm,
}));

// No Suspense of their own: they come in a transition, which keeps what was there (the server's
// form, or the skeleton) until their code has loaded.
function BelowFold({ height, children }: { height: string; children: ReactNode }) {
  return <WhenNearViewport placeholder={<Skeleton height={height} />}>{children}</WhenNearViewport>;
}

export function HomeNewsletterForm() {
  return (
    <BelowFold height="14rem">
      <NewsletterForm />
    </BelowFold>
  );
}

export function SpeakWithTeacherForm(props: ComponentProps<typeof TeacherForm>) {
  return (
    <BelowFold height="24rem">
      <TeacherForm {...props} />
    </BelowFold>
  );
}

/**
 * The testimonials under their heading; the heading goes when there are none to show. The
 * boundary is outside the part that waits for the viewport, so it is there from the start: the
 * carousel's code then comes in that part's transition, which keeps the server's carousel until
 * the browser's replaces it at the same size, instead of a skeleton in between (layout shift).
 */
export function HomeTestimonials() {
  const theme = useTheme();
  const placeholder = (
    <TestimonialsFrame>
      <Skeleton height={theme.size.placeholderMin} />
    </TestimonialsFrame>
  );
  return (
    <Suspense fallback={placeholder}>
      <WhenNearViewport placeholder={placeholder}>
        <TestimonialCarousel placeholder={placeholder} />
      </WhenNearViewport>
    </Suspense>
  );
}
