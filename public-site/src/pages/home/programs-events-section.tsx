import styled from 'styled-components';
import {
  ButtonLink,
  Container,
  Heading,
  Section,
  Text,
  VideoEmbed,
  WhenNearViewport,
} from '@da-boulder/shared-ui';
import { useEventsOrFallback } from '../../features/events/api/use-events';
import { EventCard } from '../../features/events/components/event-card';
import { EventCardSkeletons } from '../../features/events/components/event-card-skeleton';
import { HOME_EVENT_LIMIT, homeEvents } from '../../features/events/event-rules';
import { ProgramCardSkeletons } from '../../features/programs/components/program-card-skeletons';
import { ProgramList } from '../../features/programs/components/program-list';
import { teachingVideos } from '../../features/site-media/teaching-videos';
import { CardGrid, Stack } from '../../layout/grid';

const VideoFrame = styled.div`
  max-width: 56rem;
  margin: 0 auto;
  width: 100%;
`;

// This section is far below the fold: its lists render as it comes near (their reads come with
// the route's loader, inside the page or started with the navigation). The skeletons keep its place.
const programsPlaceholder = (
  <CardGrid $columns={4} aria-busy="true">
    <ProgramCardSkeletons />
  </CardGrid>
);
const eventsPlaceholder = (
  <CardGrid $columns={3} aria-busy="true">
    <EventCardSkeletons count={HOME_EVENT_LIMIT} />
  </CardGrid>
);

function UpcomingEvents() {
  const { events, isLoading } = useEventsOrFallback();
  return (
    <CardGrid $columns={3} aria-busy={isLoading || undefined}>
      {isLoading ? (
        <EventCardSkeletons count={HOME_EVENT_LIMIT} />
      ) : (
        homeEvents(events).map((event) => <EventCard key={event.id} event={event} />)
      )}
    </CardGrid>
  );
}

export function ProgramsEventsSection() {
  return (
    <Section id="events-programs" tone="sand" aria-labelledby="programs-heading">
      <Container>
        <Stack $gap="xl">
          <Stack>
            <Heading level={2} id="programs-heading">
              How Our Programs Work
            </Heading>
            <Text>
              There are many ways into the teaching. Start wherever feels right; each program opens
              onto the others.
            </Text>
          </Stack>
          <WhenNearViewport placeholder={programsPlaceholder}>
            <ProgramList variant="home" />
          </WhenNearViewport>
          <Stack $gap="lg" as="section" aria-labelledby="home-events-heading">
            <Heading level={3} id="home-events-heading">
              Upcoming Events
            </Heading>
            <WhenNearViewport placeholder={eventsPlaceholder}>
              <UpcomingEvents />
            </WhenNearViewport>
            <div>
              <ButtonLink to="/events">View All Events</ButtonLink>
            </div>
          </Stack>
          <VideoFrame>
            <VideoEmbed
              url={teachingVideos.homeTeaching.url}
              title={teachingVideos.homeTeaching.title}
            />
          </VideoFrame>
        </Stack>
      </Container>
    </Section>
  );
}
