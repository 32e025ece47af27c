import styled from 'styled-components';
import type { Webinar } from '@da-boulder/contracts';
import { ButtonLink, Card, clampLines, VisuallyHidden } from '@da-boulder/shared-ui';
import { WebinarThumbnail } from './webinar-thumbnail';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.xs};
  height: 100%;
`;

const Title = styled.h2`
  margin: ${(p) => p.theme.space.sm} 0 0;
  font-family: ${(p) => p.theme.font.heading};
  font-size: ${(p) => p.theme.fontSize.lg};
  ${clampLines(2)}
`;

const Presenter = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.accent};
  font-weight: 600;
`;

const Description = styled.p`
  margin: 0 0 ${(p) => p.theme.space.sm};
  ${clampLines(3)}
`;

const Footer = styled.div`
  margin-top: auto;
`;

/** A webinar in the list (SPEC §2). */
export function WebinarCard({ webinar }: { webinar: Webinar }) {
  return (
    <Card as="article" aria-labelledby={`webinar-${webinar.id}`}>
      <Body>
        <WebinarThumbnail webinar={webinar} />
        <Title id={`webinar-${webinar.id}`}>{webinar.title}</Title>
        {webinar.presenter ? <Presenter>Presented by {webinar.presenter}</Presenter> : null}
        <Description>{webinar.description}</Description>
        <Footer>
          <ButtonLink to={`/webinars/${webinar.slug}`} size="sm">
            Watch Webinar<VisuallyHidden> {webinar.title}</VisuallyHidden>
          </ButtonLink>
        </Footer>
      </Body>
    </Card>
  );
}
