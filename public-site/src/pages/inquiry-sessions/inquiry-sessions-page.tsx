import styled from 'styled-components';
import { ButtonLink, Container, Heading, Section, Text } from '@da-boulder/shared-ui';
import { Stack } from '../../layout/grid';
import { PageIntro } from '../../layout/page-intro';

const steps = [
  {
    title: 'Reach out',
    text: 'Tell us a little about yourself and what draws you to private work. We will suggest a teacher whose way of working fits you.',
  },
  {
    title: 'A first conversation',
    text: 'A short call with the teacher lets you both get a feel for working together and answer any practical questions.',
  },
  {
    title: 'Your first session',
    text: 'Sessions last between 50 and 90 minutes, in person in Boulder or online. Together you explore whatever is alive for you, with curiosity and without an agenda.',
  },
  {
    title: 'Continuing the journey',
    text: 'Many people meet every two to four weeks. Some continue privately for years; others combine sessions with a group or workshops.',
  },
];

const StepList = styled.ol`
  display: grid;
  gap: ${(p) => p.theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  @media (min-width: ${(p) => p.theme.breakpoint.large}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Step = styled.li`
  counter-increment: step;
  padding: ${(p) => p.theme.space.lg};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  box-shadow: ${(p) => p.theme.shadow.card};

  &::before {
    content: counter(step);
    display: block;
    font-family: ${(p) => p.theme.font.heading};
    font-size: ${(p) => p.theme.fontSize.xxl};
    color: ${(p) => p.theme.color.accent};
  }
`;

export default function InquirySessionsPage() {
  return (
    <>
      <PageIntro
        title="Inquiry Sessions"
        lead="A private session is an unhurried space to explore your own experience with a teacher who is fully present with you. Whatever you bring, a difficulty, a question or a longing, becomes a doorway into what is deeper."
      />
      <Section>
        <Container>
          <Stack $gap="lg">
            <Heading level={2}>How it works</Heading>
            <StepList>
              {steps.map((step) => (
                <Step key={step.title}>
                  <Heading level={3}>{step.title}</Heading>
                  <Text>{step.text}</Text>
                </Step>
              ))}
            </StepList>
          </Stack>
        </Container>
      </Section>
      <Section tone="sand">
        <Container>
          <Stack>
            <Heading level={2}>Session length</Heading>
            <Text>
              Each session lasts 50-90 minutes, depending on what you and your teacher agree. There
              is no prescribed number of sessions: you decide how often to meet and for how long.
            </Text>
            <Text>
              Inquiry sessions are not therapy, though they can touch the same places. Their aim is
              not to fix anything, but to help you recognise the presence, strength and clarity that
              are already part of who you are.
            </Text>
            <div>
              <ButtonLink to="/programs#speak-with-teacher">Speak with a teacher</ButtonLink>
            </div>
          </Stack>
        </Container>
      </Section>
    </>
  );
}
