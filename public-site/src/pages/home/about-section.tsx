import styled from 'styled-components';
import { ButtonLink, Container, Heading, Section, Text } from '@da-boulder/shared-ui';
import { HomeTestimonials } from './below-fold';
import { Stack, TwoColumns } from '../../layout/grid';

const elements = [
  {
    title: 'Inquiry',
    text: 'A curious, open-ended exploration of our immediate experience that lets it reveal its depths.',
  },
  {
    title: 'Presence',
    text: 'Learning to be here, in the body and in the moment, as the ground of all realization.',
  },
  {
    title: 'Essential Qualities',
    text: 'Discovering strength, compassion, joy, peace and clarity as aspects of our true nature.',
  },
  {
    title: 'Community',
    text: 'Walking the path with others who share a sincere love of truth and of one another.',
  },
];

const Quote = styled.figure`
  margin: 0;
  padding-left: ${(p) => p.theme.space.lg};
  border-left: 4px solid ${(p) => p.theme.color.accent};

  blockquote {
    margin: 0;
    font-family: ${(p) => p.theme.font.heading};
    font-size: ${(p) => p.theme.fontSize.lg};
    font-style: italic;
  }

  figcaption {
    margin-top: ${(p) => p.theme.space.xs};
    color: ${(p) => p.theme.color.inkMuted};
  }
`;

const Elements = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${(p) => p.theme.breakpoint.medium}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Element = styled.li`
  padding: ${(p) => p.theme.space.md};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  box-shadow: ${(p) => p.theme.shadow.card};
`;

export function AboutSection() {
  return (
    <Section id="about" aria-labelledby="about-heading">
      <Container>
        <Stack $gap="xl">
          <TwoColumns>
            <Stack>
              <Heading level={2} id="about-heading">
                What is the Diamond Approach?
              </Heading>
              <Text>
                The Diamond Approach is a contemporary spiritual path that unites the wisdom of the
                world&apos;s contemplative traditions with the understanding of modern depth
                psychology. Rather than offering answers, it teaches us to inquire: to meet our
                experience with openness and curiosity until it reveals the deeper truth of who we
                are.
              </Text>
              <Quote>
                <blockquote>
                  &ldquo;Your life is your path. Everything that happens to you is an opportunity to
                  discover the truth of who you are.&rdquo;
                </blockquote>
                <figcaption>Inspired by the teaching of A. H. Almaas</figcaption>
              </Quote>
              <div>
                <ButtonLink to="/about">Learn more about our approach</ButtonLink>
              </div>
            </Stack>
            <Elements aria-label="Four core elements">
              {elements.map((element) => (
                <Element key={element.title}>
                  <Heading level={3}>{element.title}</Heading>
                  <Text>{element.text}</Text>
                </Element>
              ))}
            </Elements>
          </TwoColumns>
          <HomeTestimonials />
        </Stack>
      </Container>
    </Section>
  );
}
