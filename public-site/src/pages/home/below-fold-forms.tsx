import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@da-boulder/shared-ui';

// The home page's forms sit below the fold: they and their validation libraries (about 15 KB
// gzip) load after the first view instead of delaying it. The skeleton keeps their place.
const NewsletterForm = lazy(async () => ({
  default: (await import('../../features/newsletters/components/home-newsletter-form'))
    .HomeNewsletterForm,
}));

const TeacherForm = lazy(async () => ({
  default: (await import('../../features/contact/components/speak-with-teacher-form'))
    .SpeakWithTeacherForm,
}));

export function HomeNewsletterForm() {
  return (
    <Suspense fallback={<Skeleton height="14rem" />}>
      <NewsletterForm />
    </Suspense>
  );
}

export function SpeakWithTeacherForm(props: ComponentProps<typeof TeacherForm>) {
  return (
    <Suspense fallback={<Skeleton height="24rem" />}>
      <TeacherForm {...props} />
    </Suspense>
  );
}
