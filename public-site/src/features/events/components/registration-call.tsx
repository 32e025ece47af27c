import styled from 'styled-components';
import { EVENT_STARTED, NO_REGISTRATION_NEEDED, type Event } from '@da-boulder/contracts';
import { ButtonLink, type ButtonSize, VisuallyHidden } from '@da-boulder/shared-ui';
import { hasTakenPlace, registerLabel, registrationClosed, statusNotice } from '../event-rules';

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

const Closed = styled.p`
  margin: 0;
  font-weight: 600;
`;

/** What a past event's page says of it. */
const TAKEN_PLACE = 'This event has taken place.';

/**
 * Says, where a Register button would otherwise be, that an event's registration has closed:
 * it is cancelled or postponed, it has taken place, or it began earlier today.
 */
export function RegistrationClosedNote({
  event,
  className,
}: {
  event: Pick<Event, 'schedule' | 'status'>;
  className?: string;
}) {
  const notice = statusNotice(event);
  return (
    <Closed className={className}>
      {notice
        ? `${notice}: registration is closed.`
        : hasTakenPlace(event)
          ? TAKEN_PLACE
          : EVENT_STARTED}
    </Closed>
  );
}

/**
 * The way to register for an event, or a note saying why there is none: people simply come to
 * it, it is cancelled or postponed, or it has begun (registration closes at its start, as the
 * API's does).
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
  event: Pick<Event, 'slug' | 'registrationNeeded' | 'schedule' | 'status' | 'placesLeft'>;
  /** SPEC's label; a full event's button says it joins the waitlist instead. */
  label: string;
  context?: string;
  size?: ButtonSize;
  variant?: 'primary' | 'secondary';
  className?: string;
}) {
  if (!takesRegistrations(event)) return <NoRegistrationNote className={className} />;
  if (registrationClosed(event))
    return <RegistrationClosedNote event={event} className={className} />;
  return (
    <ButtonLink to={`/register/${event.slug}`} size={size} variant={variant} className={className}>
      {registerLabel(event, label)}
      {context ? <VisuallyHidden> {context}</VisuallyHidden> : null}
    </ButtonLink>
  );
}
