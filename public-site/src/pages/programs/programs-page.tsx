import { Card, Container, Heading, Section, Text } from '@da-boulder/shared-ui';
import { SpeakWithTeacherForm } from '../../features/contact/components/speak-with-teacher-form';
import { PROGRAMS_MESSAGE } from '../../features/contact/default-messages';
import { GettingStartedSteps } from '../../features/programs/components/getting-started-steps';
import { ProgramList } from '../../features/programs/components/program-list';
import { Stack } from '../../layout/grid';
import { PageIntro } from '../../layout/page-intro';
import { IntroductionBanner } from './introduction-banner';

export default function ProgramsPage() {
  return (
    <>
      <PageIntro
        title="Our Programs"
        lead="Whether you are taking your first look at the Diamond Approach or have practised for years, there is a way in that fits you. Every program is an invitation to inquire, to be present and to discover more of who you are."
      />
      <Section>
        <Container>
          <Stack $gap="lg">
            <Heading level={2}>How it works</Heading>
            <GettingStartedSteps />
          </Stack>
        </Container>
      </Section>
      <Section tone="sand">
        <Container>
          <Stack $gap="lg">
            <Heading level={2}>Programs in Boulder</Heading>
            <ProgramList variant="programs-page" />
          </Stack>
        </Container>
      </Section>
      <Section id="speak-with-teacher">
        <Container>
          <Card>
            <Stack>
              <Heading level={2}>Speak with a Teacher</Heading>
              <Text>
                Not sure which program is right for you? Send us a note and a teacher will get back
                to you personally.
              </Text>
              <SpeakWithTeacherForm
                idPrefix="programs-contact"
                defaultMessage={PROGRAMS_MESSAGE}
                submitLabel="Contact Us to Get Started"
                pendingLabel="Submitting..."
              />
            </Stack>
          </Card>
        </Container>
      </Section>
      <IntroductionBanner />
    </>
  );
}
