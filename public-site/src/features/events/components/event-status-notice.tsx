import styled from 'styled-components';
import type { Event } from '@da-boulder/contracts';
import { statusNotice } from '../event-rules';

const Notice = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${(p) => p.theme.color.danger};
`;

/** "This event has been cancelled" (or postponed), where its date is; nothing when it goes ahead. */
export function EventStatusNotice({ event }: { event: Pick<Event, 'status'> }) {
  const text = statusNotice(event);
  return text ? <Notice>{text}</Notice> : null;
}
