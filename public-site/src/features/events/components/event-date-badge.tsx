import styled from 'styled-components';
import type { Event } from '@da-boulder/contracts';
import { Badge } from '@da-boulder/shared-ui';
import { shortMonth } from '../event-rules';

const DateBlock = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  min-width: 3.5rem;
  padding: ${(p) => p.theme.space.xs} ${(p) => p.theme.space.sm};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.dusk};
  color: ${(p) => p.theme.color.duskInk};
  line-height: 1.1;
`;

const Day = styled.span`
  font-family: ${(p) => p.theme.font.heading};
  font-size: ${(p) => p.theme.fontSize.xl};
  font-weight: 600;
`;

const Month = styled.span`
  font-size: ${(p) => p.theme.fontSize.xs};
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

/** Day and three-letter month, or 'Ongoing' for a recurring event (SPEC §4). */
export function EventDateBadge({
  event,
}: {
  event: Pick<Event, 'isRecurring' | 'date' | 'month'>;
}) {
  if (event.isRecurring) return <Badge>Ongoing</Badge>;
  return (
    <DateBlock>
      <Day>{event.date}</Day>
      <Month>{shortMonth(event.month)}</Month>
    </DateBlock>
  );
}
