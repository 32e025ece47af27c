import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { recurrenceText, type Event, type Teacher } from '@da-boulder/contracts';
import {
  Badge,
  Container,
  Heading,
  Markdown,
  Section,
  Text,
  VideoEmbed,
  usePageHead,
} from '@da-boulder/shared-ui';
import { eventHead } from '../../exposed/page-titles';
import { AddToCalendar } from '../../features/calendar/add-to-calendar';
import { useEvent } from '../../features/events/api/use-event';
import { eventErrorViews } from '../../features/events/components/event-not-found';
import { PlacesNote } from '../../features/events/components/places-note';
import { EventStatusNotice } from '../../features/events/components/event-status-notice';
import { RegistrationCall } from '../../features/events/components/registration-call';
import { roleLabel, startLine } from '../../features/events/event-rules';
import { TeacherPhoto } from '../../features/teachers/components/teacher-photo';
import { TeacherProfileDialog } from '../../features/teachers/components/teacher-profile-dialog';
import { Stack } from '../../layout/grid';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.sm};
  margin-bottom: ${(p) => p.theme.space.xl};
`;

const When = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.lg};
  color: ${(p) => p.theme.color.inkMuted};
`;

const Intro = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.lg};
  max-width: 46rem;
`;

const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.xl};

  @media (min-width: ${(p) => p.theme.breakpoint.large}) {
    grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
    align-items: start;
  }
`;

// Reserved space (no shift when it arrives); contain, so a flyer-like image is never cropped.
const Picture = styled.img`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: contain;
  background: ${(p) => p.theme.color.sand};
  border-radius: ${(p) => p.theme.radius.md};
`;

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.md};
  padding: ${(p) => p.theme.space.lg};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.sand};
`;

const TeamList = styled.ul`
  margin: 0;
  padding-left: ${(p) => p.theme.space.lg};
`;

const FlyerLink = styled.a`
  color: ${(p) => p.theme.color.accent};
  font-weight: 600;
`;

// Well clear of the event's details above it, at every width.
const FeaturedTeachers = styled(Stack)`
  margin-top: ${(p) => p.theme.space.xxl};
`;

const TeacherGrid = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  /* Two side by side on phones too, rather than one photo the width of the screen. */
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(12rem, calc(50% - ${(p) => p.theme.space.lg} / 2)), 1fr)
  );
`;

const TeacherButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.xs};
  width: 100%;
  height: 100%;
  padding: ${(p) => p.theme.space.md};
  border: 1px solid ${(p) => p.theme.color.line};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  text-align: left;
  font: inherit;
  color: inherit;
  cursor: pointer;

  &:hover {
    box-shadow: ${(p) => p.theme.shadow.card};
  }

  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
`;

const TeacherName = styled.span`
  font-family: ${(p) => p.theme.font.heading};
  font-size: ${(p) => p.theme.fontSize.lg};
  font-weight: 600;
`;

const OpensProfile = styled.span`
  margin-top: auto;
  padding-top: ${(p) => p.theme.space.xs};
  color: ${(p) => p.theme.color.accent};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;

/** The featured teachers: the list, else the single profile the API falls back to. */
function featuredTeachers(event: Event): Teacher[] {
  if (event.teacherProfiles?.length) return event.teacherProfiles;
  return event.teacherProfile ? [event.teacherProfile] : [];
}

function EventDetail({ event }: { event: Event }) {
  const [profile, setProfile] = useState<Teacher | null>(null);
  const teachers = featuredTeachers(event);
  const team = (event.facilitators ?? []).filter(Boolean);
  // The series' rule in words, under SPEC's "Recurring Event - See schedule for details".
  const schedule = event.isRecurring ? recurrenceText(event.recurrence) : null;

  return (
    <Section>
      <Container>
        <Header>
          <Heading level={1}>{event.title}</Heading>
          <When>{startLine(event)}</When>
          {schedule ? <When>{schedule}</When> : null}
          <EventStatusNotice event={event} />
          {event.location ? (
            <div>
              <Badge>{event.location}</Badge>
            </div>
          ) : null}
          {event.introText ? <Intro>{event.introText}</Intro> : null}
        </Header>
        <Layout>
          <Stack $gap="lg">
            {event.videoUrl ? (
              <VideoEmbed url={event.videoUrl} title={event.title} />
            ) : event.imageUrl ? (
              <Picture
                src={event.imageUrl}
                srcSet={event.imageSrcSet || undefined}
                sizes="(min-width: 64rem) 60vw, 100vw"
                alt=""
              />
            ) : null}
            <Markdown source={event.description ?? ''} />
          </Stack>
          <Aside aria-label="Event details">
            {event.facilitator ? (
              <div>
                <Heading level={2}>{roleLabel(event)}</Heading>
                <Text>{event.facilitator}</Text>
              </div>
            ) : null}
            {team.length ? (
              <div>
                <Heading level={3}>Additional Team</Heading>
                <TeamList>
                  {team.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </TeamList>
              </div>
            ) : null}
            {/* md, not lg: the label fits the column beside the description from 1024 px up. */}
            <PlacesNote event={event} />
            <RegistrationCall event={event} label="Register for This Event" />
            <AddToCalendar event={event} />
            {event.flyerUrl ? (
              <FlyerLink href={event.flyerUrl} download target="_blank" rel="noopener">
                Download Flyer (PDF)
              </FlyerLink>
            ) : null}
          </Aside>
        </Layout>
        {teachers.length ? (
          <FeaturedTeachers $gap="md" as="section" aria-labelledby="featured-teachers">
            <Heading level={2} id="featured-teachers">
              Featured Teachers
            </Heading>
            <TeacherGrid>
              {teachers.map((teacher) => (
                <li key={teacher.id}>
                  <TeacherButton
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => setProfile(teacher)}
                  >
                    {/* The name below says who it is: the picture (or its stand-in) is decoration. */}
                    <TeacherPhoto teacher={teacher} decorative />
                    <TeacherName>{teacher.name}</TeacherName>
                    {teacher.title ? <span>{teacher.title}</span> : null}
                    <OpensProfile>View profile</OpensProfile>
                  </TeacherButton>
                </li>
              ))}
            </TeacherGrid>
          </FeaturedTeachers>
        ) : null}
        <TeacherProfileDialog teacher={profile} onDismiss={() => setProfile(null)} />
      </Container>
    </Section>
  );
}

/** Its route's error views: no such event (404), or it could not be read (503). */
export const { NotFound, ReadFailed } = eventErrorViews('looking for', eventHead);

export default function EventDetailPage() {
  const { slug = '' } = useParams();
  const event = useEvent(slug);
  usePageHead(eventHead(event));
  return <EventDetail event={event} />;
}
