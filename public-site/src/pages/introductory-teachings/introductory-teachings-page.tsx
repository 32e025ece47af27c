import { ButtonLink, Container, Heading, Section, Text } from '@da-boulder/shared-ui';
import { Stack } from '../../layout/grid';
import { PageIntro } from '../../layout/page-intro';
import { TextCards } from '../../layout/text-cards';

const offerings = [
  {
    title: 'Free Introductory Events',
    text: 'A relaxed evening with one of our teachers: a short talk on what the Diamond Approach is, a guided sensing and inquiry practice, and plenty of time for questions. They are free, and there is no commitment of any kind.',
  },
  {
    title: 'Workshops',
    text: 'When you would like to go further, our day-long and weekend workshops explore a single theme, such as strength, compassion, trust or the body, through teaching, meditation and small-group inquiry.',
  },
  {
    title: 'Open Meditation',
    text: 'Every Sunday from 6:30 to 7:00 PM we meditate together at the Boulder center. The sitting is free and open to everyone, whether you have meditated for years or never before.',
  },
];

export default function IntroductoryTeachingsPage() {
  return (
    <>
      <PageIntro
        title="Introductory Teachings"
        lead="Curious about the Diamond Approach? These gatherings are the easiest way to experience the teaching for yourself: no background, belief or commitment required."
      />
      <Section>
        <Container>
          <Stack $gap="lg">
            <TextCards items={offerings} headingLevel={2} />
          </Stack>
        </Container>
      </Section>
      <Section tone="sand">
        <Container>
          <Stack>
            <Heading level={2}>What to expect</Heading>
            <Text>
              Come a few minutes early and make yourself at home. You will be welcomed by people who
              remember what it was like to walk in for the first time. You are free to simply
              listen; sharing is always an invitation, never an expectation.
            </Text>
            <Text>
              Many of our long-time students began exactly this way, with one evening, one question
              and a sense that there might be more to life than they had been told.
            </Text>
            <Stack $gap="sm">
              <div>
                <ButtonLink to="/events">See upcoming events</ButtonLink>
              </div>
              <div>
                <ButtonLink to="/programs#speak-with-teacher" variant="secondary">
                  Speak with a teacher
                </ButtonLink>
              </div>
            </Stack>
          </Stack>
        </Container>
      </Section>
    </>
  );
}
