import styled from 'styled-components';
import type { Program } from '@da-boulder/api/contracts';
import { ButtonLink, Card, clampLines, VisuallyHidden } from '@da-boulder/shared-ui';
import { programAnchor } from '../program-rules';

const Picture = styled.img`
  width: 100%;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  border-radius: ${(p) => p.theme.radius.sm};
`;

const Title = styled.h3`
  margin: ${(p) => p.theme.space.sm} 0 ${(p) => p.theme.space.xs};
  font-family: ${(p) => p.theme.font.heading};
  font-size: ${(p) => p.theme.fontSize.lg};
  ${clampLines(2)}
`;

const Description = styled.p`
  margin: 0 0 ${(p) => p.theme.space.md};
  ${clampLines(3)}
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;

  & > :last-child {
    margin-top: auto;
    align-self: flex-start;
  }
`;

/**
 * A program with its link. On the programs page the card carries the anchor id of its linkUrl
 * hash, so /programs#ongoing-groups lands on it.
 */
export function ProgramCard({
  program,
  linkLabel,
  withAnchor = false,
}: {
  program: Program;
  linkLabel: 'Learn more' | 'Learn More';
  withAnchor?: boolean;
}) {
  const anchor = withAnchor ? programAnchor(program.linkUrl) : undefined;
  return (
    <Card as="article" id={anchor} aria-labelledby={`program-${program.id}`}>
      <Body>
        {program.imageUrl ? <Picture src={program.imageUrl} alt="" /> : null}
        <Title id={`program-${program.id}`}>{program.title}</Title>
        <Description>{program.description}</Description>
        <ButtonLink to={program.linkUrl || '/programs'} variant="ghost" size="sm">
          {linkLabel}
          {/* Visible text stays as the SPEC says; the link text still says where it leads. */}
          <VisuallyHidden> about {program.title}</VisuallyHidden>
        </ButtonLink>
      </Body>
    </Card>
  );
}
