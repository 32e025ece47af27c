import styled from 'styled-components';
import type { Event } from '@da-boulder/contracts';
import { placesText, registrationClosed } from '../event-rules';
import { takesRegistrations } from './registration-call';

const Note = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${(p) => p.theme.color.accent};
`;

/**
 * "N places left" when few are, "Full: join the waitlist" when none: only while the event takes
 * registrations.
 */
export function PlacesNote({
  event,
}: {
  event: Pick<Event, 'placesLeft' | 'registrationNeeded' | 'schedule' | 'status'>;
}) {
  const text = placesText(event);
  if (!text || !takesRegistrations(event) || registrationClosed(event)) return null;
  return <Note>{text}</Note>;
}
