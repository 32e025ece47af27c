import { ButtonLink, Container, Heading, Section, Text } from '@da-boulder/shared-ui';
import { Stack } from '../../layout/grid';
import { PageIntro } from '../../layout/page-intro';
import { SocialLinks } from '../../features/contact/components/social-links';
import { TextCards } from '../../layout/text-cards';

const waysToConnect = [
  {
    title: 'Sunday Meditation',
    text: 'Every Sunday from 6:30 to 7:00 PM we sit together at the Boulder center. It is free, and no experience is needed: just come as you are.',
  },
  {
    title: 'Free Introductions',
    text: 'Our introductory evenings offer a taste of the teaching through a short talk, a guided practice and time for your questions.',
  },
  {
    title: 'Weekend Workshops',
    text: 'Day-long and weekend workshops explore one theme in depth, such as strength, compassion or the body, through talks, practice and inquiry.',
  },
  {
    title: 'Ongoing Groups',
    text: 'Diamond Heart groups meet regularly over years. They are the heart of the school and a place where deep friendships form.',
  },
  {
    title: 'Private Sessions',
    text: 'One-on-one inquiry sessions with a teacher support your personal unfolding at your own pace.',
  },
  {
    title: 'Webinars',
    text: 'Recorded talks by our teachers let you learn from home and return to a teaching whenever you need it.',
  },
  {
    title: 'Newsletter',
    text: 'Our monthly newsletter brings upcoming events, reflections from teachers and community news to your inbox.',
  },
  {
    title: 'Volunteering',
    text: 'Greeting newcomers, setting up the meditation room, helping at retreats: offering our time is itself a practice, and a lovely way to meet people.',
  },
  {
    title: 'Social Media',
    text: 'Follow us online for announcements, short teachings and glimpses of community life between gatherings.',
  },
];

export default function CommunityPage() {
  return (
    <>
      <PageIntro
        title="Our Community"
        lead="The path is walked alone and together. Our Boulder community is a warm, unpretentious circle of people who share a love of truth, and there are many ways to be part of it."
      />
      <Section>
        <Container>
          <Stack $gap="lg">
            <Heading level={2}>Nine ways to connect</Heading>
            <TextCards items={waysToConnect} />
          </Stack>
        </Container>
      </Section>
      <Section tone="sand">
        <Container>
          <Stack>
            <Heading level={2}>Stay in touch</Heading>
            <Text>
              Have a question, or not sure where to begin? Write to us and a teacher or community
              member will gladly help you find your way in.
            </Text>
            <div>
              <ButtonLink to="/contact">Contact Us</ButtonLink>
            </div>
            <SocialLinks label="Social links" />
          </Stack>
        </Container>
      </Section>
    </>
  );
}
