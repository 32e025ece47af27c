import { Container, Heading, Section, Text } from '@da-boulder/shared-ui';
import { HomeNewsletterForm } from './below-fold';
import { Stack, TwoColumns } from '../../layout/grid';
import { SocialLinks } from '../../features/contact/components/social-links';

export function NewsletterSection() {
  return (
    <Section id="contact" aria-labelledby="stay-connected-heading">
      <Container>
        <TwoColumns $centred>
          <Stack>
            <Heading level={2} id="stay-connected-heading">
              Stay Connected
            </Heading>
            <Text>
              Our newsletter brings upcoming events, reflections from our teachers and community
              news about once a month. Follow us too for short teachings between gatherings.
            </Text>
            <SocialLinks label="Follow us" />
          </Stack>
          <HomeNewsletterForm />
        </TwoColumns>
      </Container>
    </Section>
  );
}
