import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { Program } from '@da-boulder/contracts';
import {
  ButtonLink,
  Card,
  clampLines,
  useServerRendering,
  VisuallyHidden,
} from '@da-boulder/shared-ui';
import { programAnchor } from '../program-rules';

const Picture = styled.img`
  width: 100%;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  border-radius: ${(p) => p.theme.radius.sm};
`;

const Title = styled.h3<{ $whole: boolean }>`
  margin: ${(p) => p.theme.space.sm} 0 ${(p) => p.theme.space.xs};
  font-family: ${(p) => p.theme.font.heading};
  font-size: ${(p) => p.theme.fontSize.lg};
  ${(p) => !p.$whole && clampLines(2)}
`;

const Description = styled.p<{ $whole: boolean }>`
  margin: 0 0 ${(p) => p.theme.space.md};
  ${(p) => !p.$whole && clampLines(3)}
`;

// The program a link pointed at stands out from its neighbours.
const ProgramArticle = styled(Card)<{ $anchored: boolean }>`
  ${(p) =>
    p.$anchored &&
    css`
      box-shadow: 0 0 0 ${p.theme.border.thick} ${p.theme.color.accent};
    `}
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;

  & > :last-child {
    margin-top: auto;
    align-self: flex-start;
    /* The ghost link's label lines up with the text above it. */
    margin-left: -${(p) => p.theme.space.sm};
  }
`;

/**
 * A program with its link. On the programs page the card carries the anchor id of its linkUrl
 * hash, so /programs#ongoing-groups lands on it; the card the address points at shows its whole
 * description (the others keep SPEC §9's three lines), so 'Learn More' always leads to the full
 * text.
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
  const { hash } = useLocation();
  // A server never sees the hash: the card opens once the page it rendered is hydrated.
  const serverRendered = useServerRendering();
  const anchor = withAnchor ? programAnchor(program.linkUrl) : undefined;
  const anchored =
    !serverRendered && anchor !== undefined && decodeURIComponent(hash.slice(1)) === anchor;
  return (
    <ProgramArticle
      as="article"
      id={anchor}
      aria-labelledby={`program-${program.id}`}
      $anchored={anchored}
    >
      <Body>
        {program.imageUrl ? <Picture src={program.imageUrl} alt="" /> : null}
        <Title id={`program-${program.id}`} $whole={anchored}>
          {program.title}
        </Title>
        <Description $whole={anchored}>{program.description}</Description>
        <ButtonLink to={program.linkUrl || '/programs'} variant="ghost" size="sm">
          {linkLabel}
          {/* Visible text stays as the SPEC says; the link text still says where it leads. */}
          <VisuallyHidden> about {program.title}</VisuallyHidden>
        </ButtonLink>
      </Body>
    </ProgramArticle>
  );
}
