import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Heading, Section } from '@da-boulder/shared-ui';

const Lead = styled.p`
  max-width: 44rem;
  margin: ${(p) => p.theme.space.md} 0 0;
  font-size: ${(p) => p.theme.fontSize.lg};
  color: ${(p) => p.theme.color.inkMuted};
  line-height: ${(p) => p.theme.lineHeight.body};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space.sm};
  margin-top: ${(p) => p.theme.space.lg};
`;

/** The band at the top of every inner page: its one h1, a lead paragraph and optional actions. */
export function PageIntro({
  title,
  lead,
  actions,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Section tone="sand">
      <Container>
        <Heading level={1}>{title}</Heading>
        {lead ? <Lead>{lead}</Lead> : null}
        {actions ? <Actions>{actions}</Actions> : null}
      </Container>
    </Section>
  );
}
