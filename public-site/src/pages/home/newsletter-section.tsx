import styled from 'styled-components';
import { Container, Heading, Section, Text } from '@da-boulder/shared-ui';
import { socialLinks } from '../../features/contact/contact-details';
import { HomeNewsletterForm } from './below-fold';
import { Stack } from '../../layout/grid';

const Columns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.xl};
  align-items: center;

  @media (min-width: ${(p) => p.theme.breakpoint.large}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Social = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${(p) => p.theme.color.accent};
    font-weight: 600;
  }
`;

export function NewsletterSection() {
  return (
    <Section id="contact" aria-labelledby="stay-connected-heading">
      <Container>
        <Columns>
          <Stack>
            <Heading level={2} id="stay-connected-heading">
              Stay Connected
            </Heading>
            <Text>
              Our newsletter brings upcoming events, reflections from our teachers and community
              news about once a month. Follow us too for short teachings between gatherings.
            </Text>
            <Social aria-label="Follow us">
              {socialLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </Social>
          </Stack>
          <HomeNewsletterForm />
        </Columns>
      </Container>
    </Section>
  );
}
