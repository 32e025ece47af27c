import styled from 'styled-components';
import { ButtonLink } from '@da-boulder/shared-ui';
import { useEventsOrFallback } from '../../features/events/api/use-events';
import { takesRegistrations } from '../../features/events/components/registration-call';
import { findIntroductionEvent } from '../../features/events/event-rules';
import { sampleEvents } from '../../fallback-content/sample-content';

/** SPEC §9: the banner's fixed text. */
const BANNER_TEXT = 'October 5th introduction at 10 AM';

// Sticky at the foot of the viewport while the page scrolls, so it never covers the site footer.
const Banner = styled.aside`
  position: sticky;
  bottom: 0;
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space.md};
  padding: ${(p) => p.theme.space.sm} ${(p) => p.theme.space.md};
  background: ${(p) => p.theme.color.dusk};
  color: ${(p) => p.theme.color.duskInk};
  box-shadow: ${(p) => p.theme.shadow.raised};
`;

const Message = styled.p`
  margin: 0;
  font-weight: 600;
`;

/** 'Register Now' goes to the introduction event's registration page (DESIGN §7). */
export function IntroductionBanner() {
  const { events } = useEventsOrFallback();
  const introduction = findIntroductionEvent(events) ?? findIntroductionEvent(sampleEvents);
  return (
    <Banner aria-label="Upcoming introduction">
      <Message>{BANNER_TEXT}</Message>
      {introduction && !takesRegistrations(introduction) ? (
        <ButtonLink to={`/events/${introduction.slug}`} size="sm">
          See Details
        </ButtonLink>
      ) : (
        <ButtonLink to={introduction ? `/register/${introduction.slug}` : '/events'} size="sm">
          Register Now
        </ButtonLink>
      )}
    </Banner>
  );
}
