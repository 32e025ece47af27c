import styled from 'styled-components';
import type { Event } from '@da-boulder/contracts';
import { ButtonLink, Card, clampLines, VisuallyHidden } from '@da-boulder/shared-ui';
import { introPreview, timeLabel } from '../event-rules';
import { EventDateBadge } from './event-date-badge';
import { EventStatusNotice } from './event-status-notice';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.sm};
  height: 100%;
`;

const Title = styled.h3`
  margin: 0;
  font-family: ${(p) => p.theme.font.heading};
  font-size: ${(p) => p.theme.fontSize.lg};
  line-height: ${(p) => p.theme.lineHeight.tight};
  ${clampLines(2)}
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.inkMuted};
`;

const Preview = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.ink};
  ${clampLines(3)}
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: ${(p) => p.theme.space.sm};
`;

/** An event in a grid: date or 'Ongoing', title, time, location, plain preview, 'View Details'. */
export function EventCard({ event }: { event: Event }) {
  return (
    <Card as="article" aria-labelledby={`event-card-${event.id}`}>
      <Body>
        <EventDateBadge event={event} />
        <Title id={`event-card-${event.id}`}>{event.title}</Title>
        <EventStatusNotice event={event} />
        {event.time ? <Meta>{timeLabel(event)}</Meta> : null}
        {event.location ? <Meta>{event.location}</Meta> : null}
        <Preview>{introPreview(event)}</Preview>
        <Footer>
          <ButtonLink to={`/events/${event.slug}`} variant="secondary" size="sm">
            View Details<VisuallyHidden> of {event.title}</VisuallyHidden>
          </ButtonLink>
        </Footer>
      </Body>
    </Card>
  );
}
