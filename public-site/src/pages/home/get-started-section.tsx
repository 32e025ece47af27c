import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ButtonLink,
  Card,
  Container,
  Heading,
  Section,
  Text,
  WhenNearViewport,
} from '@da-boulder/shared-ui';
import { SPEAK_WITH_TEACHER_MESSAGE } from '../../features/contact/default-messages';
import { useEventsOrFallback } from '../../features/events/api/use-events';
import { findIntroductionEvent } from '../../features/events/event-rules';
import { GettingStartedSteps } from '../../features/programs/components/getting-started-steps';
import { Stack } from '../../layout/grid';
import { SpeakWithTeacherForm } from './below-fold';

const Columns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.xl};

  @media (min-width: ${(p) => p.theme.breakpoint.large}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const HeadingLink = styled(Link)`
  color: inherit;
  text-decoration-color: ${(p) => p.theme.color.accent};
  text-underline-offset: 0.2em;
`;

const More = styled.p`
  margin: 0;

  a {
    color: ${(p) => p.theme.color.accent};
  }
`;

const HEADING = 'How Our Programs Work';

/** The heading leads to the introduction event once the events are read, to /events until then. */
function IntroductionLink() {
  const { events } = useEventsOrFallback();
  const introduction = findIntroductionEvent(events);
  return (
    <HeadingLink to={introduction ? `/events/${introduction.slug}` : '/events'}>
      {HEADING}
    </HeadingLink>
  );
}

export function GetStartedSection() {
  return (
    <Section aria-label="Get started">
      <Container>
        <Columns>
          <Stack $gap="lg">
            <Heading level={2} id="get-started-heading">
              {/* Far below the fold: the link is made from the events once the section comes near. */}
              <WhenNearViewport
                as="span"
                placeholder={<HeadingLink to="/events">{HEADING}</HeadingLink>}
                onServer="placeholder"
              >
                <IntroductionLink />
              </WhenNearViewport>
            </Heading>
            <GettingStartedSteps />
            <More>
              New to the teaching? Read about our{' '}
              <Link to="/introductory-teachings">introductory teachings</Link> or{' '}
              <Link to="/inquiry-sessions">private inquiry sessions</Link>.
            </More>
            <div>
              <ButtonLink to="/events" variant="secondary">
                View All Events
              </ButtonLink>
            </div>
          </Stack>
          <Card id="speak-with-teacher" as="section" aria-labelledby="speak-with-teacher-heading">
            <Stack>
              <Heading level={2} id="speak-with-teacher-heading">
                Speak with a Teacher
              </Heading>
              <Text>
                Have a question, or wondering where to begin? Leave a message and one of our
                teachers will be in touch.
              </Text>
              <SpeakWithTeacherForm
                idPrefix="home-contact"
                defaultMessage={SPEAK_WITH_TEACHER_MESSAGE}
                submitLabel="Send Message"
                pendingLabel="Sending..."
              />
            </Stack>
          </Card>
        </Columns>
      </Container>
    </Section>
  );
}
