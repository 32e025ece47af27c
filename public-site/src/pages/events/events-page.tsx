import styled from 'styled-components';
import type { Event } from '@da-boulder/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  Container,
  ErrorPanel,
  Heading,
  Section,
  Text,
} from '@da-boulder/shared-ui';
import { SubscribeToCalendar } from '../../features/calendar/subscribe-to-calendar';
import {
  PAST_EVENTS_KEY,
  UPCOMING_EVENTS_KEY,
  useEvents,
  useMoreEvents,
} from '../../features/events/api/use-events';
import { EventCard } from '../../features/events/components/event-card';
import { EventCardSkeletons } from '../../features/events/components/event-card-skeleton';
import { FeaturedEvent } from '../../features/events/components/featured-event';
import {
  pastEvents,
  sortEvents,
  startLine,
  upcomingEvents,
} from '../../features/events/event-rules';
import { sampleEvents } from '../../fallback-content/sample-content';
import { CardGrid, Stack } from '../../layout/grid';
import { PageIntro } from '../../layout/page-intro';

/** SPEC §4: six skeletons while the events page loads. */
const EVENTS_PAGE_SKELETONS = 6;

const Subscribe = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space.md};
`;

const PastList = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space.sm};
  margin: 0;
  padding-left: ${(p) => p.theme.space.lg};

  a {
    color: ${(p) => p.theme.color.accent};
    font-weight: 600;
  }
`;

/** Events that have taken place, the latest first: a short list below the upcoming ones. */
function PastEvents({ events }: { events: Event[] }) {
  if (!events.length) return null;
  return (
    <Stack $gap="md" as="section" aria-labelledby="past-events-heading">
      <Heading level={2} id="past-events-heading">
        Past Events
      </Heading>
      <PastList>
        {events.map((event) => (
          <li key={event.id}>
            <Link to={`/events/${event.slug}`}>{event.title}</Link> <span>{startLine(event)}</span>
          </li>
        ))}
      </PastList>
    </Stack>
  );
}

/** Page `page` of the upcoming events, as cards (the API keeps them in display order). */
function LaterEvents({ page }: { page: number }) {
  const { data, error } = useMoreEvents(page);
  if (error) return <Text role="alert">Unable to load more events. Please try again later.</Text>;
  if (!data) return <EventCardSkeletons count={3} />;
  return (
    <>
      {data.events.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </>
  );
}

/**
 * A chapter's upcoming events fit the first page of their list; when there are more, "Show more
 * events" reads the next page at a time rather than all at once.
 */
function MoreEvents({ total, pageSize }: { total: number; pageSize: number }) {
  const [shownPages, setShownPages] = useState(1);
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <>
      {shownPages > 1 ? (
        <CardGrid $columns={3}>
          {Array.from({ length: shownPages - 1 }, (_, index) => (
            <LaterEvents key={index + 2} page={index + 2} />
          ))}
        </CardGrid>
      ) : null}
      {shownPages < pages ? (
        <div>
          <Button variant="secondary" onClick={() => setShownPages(shownPages + 1)}>
            Show more events
          </Button>
        </div>
      ) : null}
    </>
  );
}

function EventsContent() {
  const { data, error, isLoading } = useEvents(UPCOMING_EVENTS_KEY);
  const past = useEvents(PAST_EVENTS_KEY);
  if ((isLoading && !data) || (past.isLoading && !past.data)) {
    return (
      <CardGrid $columns={3} aria-busy="true" aria-label="Loading events">
        <EventCardSkeletons count={EVENTS_PAGE_SKELETONS} />
      </CardGrid>
    );
  }
  if (error) {
    return (
      <ErrorPanel
        title="Unable to load events"
        description="Please try again later or contact support."
      />
    );
  }
  // SPEC §4: a successful but empty answer (no event, upcoming or past) shows the built-in events.
  const pastList = past.data?.events ?? [];
  const stored = data?.events?.length || pastList.length || past.error ? data?.events : undefined;
  const events = sortEvents(stored ?? sampleEvents);
  // Past events (the calendar feed's rule) leave the upcoming ones for a list of their own: the
  // API's lists, or the built-in events parted as they are today.
  const [featured, ...rest] = upcomingEvents(events);
  return (
    <Stack $gap="xl">
      {featured ? (
        <FeaturedEvent event={featured} />
      ) : (
        <Text>No upcoming events are planned just now. Please check back soon.</Text>
      )}
      {rest.length ? (
        <Stack $gap="lg" as="section" aria-labelledby="more-events-heading">
          <Heading level={2} id="more-events-heading">
            More Upcoming Events
          </Heading>
          <CardGrid $columns={3}>
            {rest.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </CardGrid>
          {stored && data?.total && data.pageSize ? (
            <MoreEvents total={data.total} pageSize={data.pageSize} />
          ) : null}
        </Stack>
      ) : null}
      <PastEvents events={stored ? pastList : pastEvents(events)} />
    </Stack>
  );
}

export default function EventsPage() {
  return (
    <>
      <PageIntro
        title="Upcoming Events"
        lead="Join us for an evening introduction, a weekend workshop or our free Sunday meditation. Everyone is welcome, whatever your experience."
      />
      <Section>
        <Container>
          <EventsContent />
        </Container>
      </Section>
      <Section tone="sand">
        <Container>
          <Subscribe>
            <Heading level={2}>Never miss a gathering</Heading>
            <ButtonLink to="/contact" variant="secondary">
              Subscribe to Updates
            </ButtonLink>
          </Subscribe>
          <SubscribeToCalendar />
        </Container>
      </Section>
    </>
  );
}
