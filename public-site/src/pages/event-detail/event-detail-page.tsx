import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Event, Teacher } from '@da-boulder/api/contracts';
import {
  Badge,
  ButtonLink,
  Container,
  Heading,
  Markdown,
  Section,
  Skeleton,
  Text,
  VideoEmbed,
  usePageMeta,
} from '@da-boulder/shared-ui';
import { useEvent } from '../../features/events/api/use-event';
import { EventNotFound } from '../../features/events/components/event-not-found';
import { introPreview, roleLabel, startLine } from '../../features/events/event-rules';
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

const TeacherGrid = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
`;

const TeacherButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.xs};
  width: 100%;
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

/** The featured teachers: the list, else the single profile the API falls back to. */
function featuredTeachers(event: Event): Teacher[] {
  if (event.teacherProfiles?.length) return event.teacherProfiles;
  return event.teacherProfile ? [event.teacherProfile] : [];
}

function EventDetail({ event }: { event: Event }) {
  const [profile, setProfile] = useState<Teacher | null>(null);
  const teachers = featuredTeachers(event);
  const team = (event.facilitators ?? []).filter(Boolean);

  return (
    <Section>
      <Container>
        <Header>
          <Heading level={1}>{event.title}</Heading>
          <When>{startLine(event)}</When>
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
            <ButtonLink to={`/register/${event.slug}`} size="lg">
              Register for This Event
            </ButtonLink>
            {event.flyerUrl ? (
              <FlyerLink href={event.flyerUrl} download target="_blank" rel="noopener">
                Download Flyer (PDF)
              </FlyerLink>
            ) : null}
          </Aside>
        </Layout>
        {teachers.length ? (
          <Stack $gap="md" as="section" aria-labelledby="featured-teachers">
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
                    <TeacherPhoto teacher={teacher} />
                    <TeacherName>{teacher.name}</TeacherName>
                    {teacher.title ? <span>{teacher.title}</span> : null}
                  </TeacherButton>
                </li>
              ))}
            </TeacherGrid>
          </Stack>
        ) : null}
        <TeacherProfileDialog teacher={profile} onDismiss={() => setProfile(null)} />
      </Container>
    </Section>
  );
}

export default function EventDetailPage() {
  const { slug } = useParams();
  const { data, error, isLoading } = useEvent(slug);
  const event = data?.event;
  usePageMeta(
    event ? `${event.title} | Diamond Approach Boulder` : 'Event | Diamond Approach Boulder',
    event ? introPreview(event) : 'Event details from Diamond Approach Boulder.',
  );

  if (isLoading && !data) {
    return (
      <Section aria-busy="true">
        <Container>
          <Skeleton height="3rem" width="60%" />
          <Skeleton height="20rem" />
        </Container>
      </Section>
    );
  }
  if (error || !event) return <EventNotFound action="looking for" />;
  return <EventDetail event={event} />;
}
