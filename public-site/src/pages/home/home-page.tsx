import { usePageMeta } from '@da-boulder/shared-ui';
import { AboutSection } from './about-section';
import { GetStartedSection } from './get-started-section';
import { HeroSection } from './hero-section';
import { NewsletterSection } from './newsletter-section';
import { ProgramsEventsSection } from './programs-events-section';
import { TeachersTeaserSection } from './teachers-teaser-section';

/** Sections in the order of DESIGN §7. */
export default function HomePage() {
  usePageMeta(
    'Diamond Approach Boulder | A contemporary spiritual path',
    'Diamond Approach teachings in Boulder, Colorado: meditation, inquiry, workshops and ongoing groups for living with greater presence and authenticity.',
  );
  return (
    <>
      <HeroSection />
      <AboutSection />
      <TeachersTeaserSection />
      <NewsletterSection />
      <ProgramsEventsSection />
      <GetStartedSection />
    </>
  );
}
