import { AboutSection } from './about-section';
import { GetStartedSection } from './get-started-section';
import { HeroSection } from './hero-section';
import { NewsletterSection } from './newsletter-section';
import { ProgramsEventsSection } from './programs-events-section';
import { TeachersTeaserSection } from './teachers-teaser-section';

/** Sections in the order of DESIGN §7. */
export default function HomePage() {
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
