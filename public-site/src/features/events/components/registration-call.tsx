import styled from 'styled-components';
import { NO_REGISTRATION_NEEDED, type Event } from '@da-boulder/api/contracts';
import { ButtonLink, type ButtonSize, VisuallyHidden } from '@da-boulder/shared-ui';

const Note = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${(p) => p.theme.color.success};
`;

/** Whether people register for the event (older events without the setting do). */
export const takesRegistrations = (event: Pick<Event, 'registrationNeeded'>) =>
  event.registrationNeeded !== false;

/** Says that an event needs no registration, where a Register button would otherwise be. */
export function NoRegistrationNote({ className }: { className?: string }) {
  return <Note className={className}>{NO_REGISTRATION_NEEDED}</Note>;
}

/**
 * The way to register for an event, or, for an event people simply come to, a note saying so.
 * Where several events are on the page, `context` (visually hidden) completes the short visible
 * label, so its accessible name says which event it registers for.
 */
export function RegistrationCall({
  event,
  label,
  context,
  size,
  variant,
  className,
}: {
  event: Pick<Event, 'slug' | 'registrationNeeded'>;
  label: string;
  context?: string;
  size?: ButtonSize;
  variant?: 'primary' | 'secondary';
  className?: string;
}) {
  if (!takesRegistrations(event)) return <NoRegistrationNote className={className} />;
  return (
    <ButtonLink to={`/register/${event.slug}`} size={size} variant={variant} className={className}>
      {label}
      {context ? <VisuallyHidden> {context}</VisuallyHidden> : null}
    </ButtonLink>
  );
}
