import styled, { useTheme } from 'styled-components';
import type { Event } from '@da-boulder/contracts';
import { ButtonLink, Card, Heading, Text, VisuallyHidden } from '@da-boulder/shared-ui';
import { featuredDescription, timeLabel } from '../event-rules';
import { EventDateBadge } from './event-date-badge';
import { EventStatusNotice } from './event-status-notice';
import { RegistrationCall } from './registration-call';

// Picture beside the details when there is one; without, the details take the card's width.
const Layout = styled.div<{ $withPicture: boolean }>`
  display: grid;
  gap: ${(p) => p.theme.space.lg};

  @media (min-width: ${(p) => p.theme.breakpoint.large}) {
    grid-template-columns: ${(p) => (p.$withPicture ? '2fr 3fr' : 'minmax(0, 48rem)')};
    align-items: start;
  }
`;

// The description keeps its paragraphs and list lines.
const Description = styled(Text)`
  white-space: pre-line;
`;

const Picture = styled.img`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${(p) => p.theme.radius.md};
`;

const Meta = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.inkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space.sm} ${(p) => p.theme.space.md};
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.sm};
`;

/** The first event of the events page, given more room: its description cut to 400 characters. */
export function FeaturedEvent({ event }: { event: Event }) {
  const theme = useTheme();
  return (
    <Card as="article" aria-labelledby="featured-event-title">
      <Layout $withPicture={Boolean(event.imageUrl)}>
        {event.imageUrl ? (
          <Picture
            src={event.imageUrl}
            srcSet={event.imageSrcSet || undefined}
            // Two fifths of the card from the large breakpoint on, full width below.
            sizes={`(min-width: ${theme.breakpoint.large}) 40vw, 100vw`}
            alt=""
          />
        ) : null}
        <Details>
          <EventDateBadge event={event} />
          <Heading level={2} id="featured-event-title">
            {event.title}
          </Heading>
          <EventStatusNotice event={event} />
          {event.time ? <Meta>{timeLabel(event)}</Meta> : null}
          {event.location ? <Meta>{event.location}</Meta> : null}
          <Description>{featuredDescription(event.description)}</Description>
          <Actions>
            <ButtonLink to={`/events/${event.slug}`}>
              View Details<VisuallyHidden> of {event.title}</VisuallyHidden>
            </ButtonLink>
            <RegistrationCall
              event={event}
              label="Register"
              context={`for ${event.title}`}
              variant="secondary"
            />
          </Actions>
        </Details>
      </Layout>
    </Card>
  );
}
