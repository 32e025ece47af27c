import styled from 'styled-components';
import { ButtonLink, Container, Heading, Section, Text, VideoEmbed } from '@da-boulder/shared-ui';
import { teachingVideos } from '../../features/site-media/teaching-videos';
import { Stack, TwoColumns } from '../../layout/grid';
import { PageIntro } from '../../layout/page-intro';
import { TextCards } from '../../layout/text-cards';

const practices = [
  {
    title: 'Inquiry',
    text: 'Open-ended, curious exploration of whatever is present in our experience: a feeling, a reaction, a sense of ourselves. Inquiry is not analysis; it is a loving interest in the truth of the moment that lets our experience unfold and reveal what is deeper.',
  },
  {
    title: 'Sensing',
    text: 'Sensing the arms, legs and belly grounds awareness in the body. This simple practice brings us out of the stream of thoughts and into immediate, felt contact with being here, which is where real transformation happens.',
  },
  {
    title: 'Meditation',
    text: 'Regular meditation develops a settled, spacious presence. We sit together in silence, practising a relaxed attentiveness that allows the mind to quiet and our deeper nature to be noticed.',
  },
];

const foundation = [
  {
    title: 'Presence',
    text: 'Learning to be here, fully and simply, as the ground of every practice.',
  },
  {
    title: 'Open inquiry',
    text: 'Exploring our experience without an agenda, trusting that truth reveals itself.',
  },
  {
    title: 'Working with the body',
    text: 'Sensing and breath practices that root realization in everyday life.',
  },
  {
    title: 'Understanding the personality',
    text: 'Seeing through our habitual patterns with compassion rather than judgment.',
  },
  {
    title: 'Living the realization',
    text: 'Bringing what we discover into our relationships, work and community.',
  },
];

const FoundationList = styled.ol`
  display: grid;
  gap: ${(p) => p.theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: practice;

  @media (min-width: ${(p) => p.theme.breakpoint.medium}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const FoundationItem = styled.li`
  counter-increment: practice;
  padding-left: ${(p) => p.theme.space.xl};
  position: relative;

  &::before {
    content: counter(practice);
    position: absolute;
    left: 0;
    top: 0;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.color.accent};
    color: ${(p) => p.theme.color.accentInk};
    font-weight: 600;
    display: grid;
    place-items: center;
  }
`;

export default function AboutPage() {
  return (
    <>
      <PageIntro
        title="Our Spiritual Path"
        lead="The Diamond Approach is a contemporary spiritual path that brings together the wisdom of the great traditions with the insights of modern depth psychology. It invites us to discover who we truly are, and to live that discovery in the middle of ordinary life."
      />
      <Section>
        <Container>
          <TwoColumns $centred>
            <Stack>
              <Heading level={2}>Rooted in Boulder</Heading>
              <Text>
                The Diamond Approach has deep roots in Colorado. Some of the earliest groups met
                here in Boulder in the 1970s, when A. H. Almaas (Hameed Ali) began sharing the
                teaching with a small circle of students at the foot of the Rocky Mountains.
              </Text>
              <Text>
                Since then the teaching has grown into an international community, and Boulder has
                remained a living home for it. Today our local teachers lead ongoing groups,
                workshops, weekly meditation and private sessions for people at every stage of the
                path, from the simply curious to long-time students.
              </Text>
              <Text>
                What brings us together is not a belief system but a shared love of truth: a
                willingness to look, with open hearts, at what is really here.
              </Text>
            </Stack>
            <VideoEmbed
              url={teachingVideos.introduction.url}
              title={teachingVideos.introduction.title}
            />
          </TwoColumns>
        </Container>
      </Section>
      <Section tone="sand">
        <Container>
          <Stack $gap="lg">
            <Heading level={2}>Three ways we practise</Heading>
            <TextCards items={practices} />
          </Stack>
        </Container>
      </Section>
      <Section>
        <Container>
          <Stack $gap="lg">
            <Heading level={2}>Our Foundation</Heading>
            <Text>
              Five core practices support everything we do together. None of them asks you to take
              anything on faith; each is an invitation to find out for yourself.
            </Text>
            <FoundationList>
              {foundation.map((item) => (
                <FoundationItem key={item.title}>
                  <Heading level={3}>{item.title}</Heading>
                  <Text>{item.text}</Text>
                </FoundationItem>
              ))}
            </FoundationList>
            <div>
              <ButtonLink to="/programs" size="lg">
                Explore Our Programs in Boulder
              </ButtonLink>
            </div>
          </Stack>
        </Container>
      </Section>
    </>
  );
}
