import styled from 'styled-components';
import { ButtonLink, Container, FlatironsArt } from '@da-boulder/shared-ui';
import type { MouseEvent } from 'react';
import { scrollToSection } from './scroll-to-section';

/** Once the scripts run: a smooth scroll that waits for the sections on the way (SPEC §2). */
const scrollTo = (id: string) => (event: MouseEvent) => {
  event.preventDefault();
  scrollToSection(id);
};

const Hero = styled.section`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: center;
  min-height: min(80vh, 44rem);
  padding: ${(p) => p.theme.space.xxl} 0;
  overflow: hidden;
  color: ${(p) => p.theme.color.duskInk};
  background: ${(p) => p.theme.color.dusk};
`;

// The drawn Flatirons fill the band; a veil keeps the text readable over the bright horizon.
const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, rgba(31, 42, 51, 0.85) 0%, rgba(31, 42, 51, 0.45) 100%);
  }
`;

const Title = styled.h1`
  max-width: 48rem;
  margin: 0;
  font-family: ${(p) => p.theme.font.heading};
  font-size: ${(p) => p.theme.fontSize.hero};
  line-height: ${(p) => p.theme.lineHeight.tight};
`;

const Lead = styled.p`
  max-width: 40rem;
  margin: ${(p) => p.theme.space.lg} 0 0;
  font-size: ${(p) => p.theme.fontSize.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space.sm};
  margin-top: ${(p) => p.theme.space.xl};
`;

export function HeroSection() {
  return (
    <Hero aria-labelledby="hero-heading">
      <Backdrop>
        <FlatironsArt />
      </Backdrop>
      <Container>
        <Title id="hero-heading">
          A contemporary spiritual path for living with greater presence and authenticity
        </Title>
        <Lead>
          Diamond Approach teachings, meditation and community in Boulder, Colorado, at the foot of
          the Rocky Mountains.
        </Lead>
        <Actions>
          {/* Links to their sections, so a press before the scripts run still lands there. */}
          <ButtonLink size="lg" to="/#events-programs" onClick={scrollTo('events-programs')}>
            Upcoming Events
          </ButtonLink>
          <ButtonLink size="lg" variant="secondary" to="/#about" onClick={scrollTo('about')}>
            Learn More
          </ButtonLink>
        </Actions>
      </Container>
    </Hero>
  );
}
