import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  ButtonLink,
  Card,
  Container,
  Heading,
  Section,
  Text,
  usePageHead,
} from '@da-boulder/shared-ui';
import { registerHead } from '../../exposed/page-titles';
import { useEvent } from '../../features/events/api/use-event';
import { eventErrorViews } from '../../features/events/components/event-not-found';
import { PlacesNote } from '../../features/events/components/places-note';
import {
  NoRegistrationNote,
  RegistrationClosedNote,
  takesRegistrations,
} from '../../features/events/components/registration-call';
import {
  isFull,
  registrationClosed,
  roleLabel,
  startLine,
} from '../../features/events/event-rules';
import { RegistrationForm } from '../../features/registration/components/registration-form';

const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.xl};

  @media (min-width: ${(p) => p.theme.breakpoint.large}) {
    grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr);
    align-items: start;
  }
`;

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.md};
  font-size: ${(p) => p.theme.fontSize.lg};
`;

const Lead = styled.p`
  margin: ${(p) => p.theme.space.sm} 0 ${(p) => p.theme.space.xl};
  color: ${(p) => p.theme.color.inkMuted};
`;

/** Its route's error views: no such event (404), or it could not be read (503). */
export const { NotFound, ReadFailed } = eventErrorViews('trying to register for', registerHead);

export default function RegisterPage() {
  const { slug = '' } = useParams();
  const event = useEvent(slug);
  usePageHead(registerHead(event));

  const summary = (
    <Card as="aside" aria-label="Event summary">
      <Heading level={2}>{event.title}</Heading>
      <Text>{startLine(event)}</Text>
      {event.location ? <Badge>{event.location}</Badge> : null}
      {event.facilitator ? (
        <Text>
          {roleLabel(event)}: {event.facilitator}
        </Text>
      ) : null}
      <PlacesNote event={event} />
    </Card>
  );

  // An event people simply come to, or one that has begun, takes no registrations: the page says
  // so instead of a form.
  const open = takesRegistrations(event);
  if (!open || registrationClosed(event)) {
    return (
      <Section>
        <Container>
          <Heading level={1}>{event.title}</Heading>
          <Layout>
            <Notice>
              {open ? (
                <RegistrationClosedNote event={event} />
              ) : (
                <>
                  <NoRegistrationNote />
                  <Text>There is nothing to fill in: simply come along at the time shown.</Text>
                </>
              )}
              <div>
                <ButtonLink to={`/events/${event.slug}`} variant="secondary">
                  About this event
                </ButtonLink>
              </div>
            </Notice>
            {summary}
          </Layout>
        </Container>
      </Section>
    );
  }

  return (
    <Section>
      <Container>
        <Heading level={1}>Register for {event.title}</Heading>
        <Lead>
          {isFull(event)
            ? 'This event is full. Fill in the form below to join its waitlist: you will receive an email saying so, and another if a place opens for you.'
            : 'Fill in the form below to reserve your place. You will receive a confirmation by email.'}
        </Lead>
        <Layout>
          <RegistrationForm event={event} />
          {summary}
        </Layout>
      </Container>
    </Section>
  );
}
