import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Heading, Section, Text } from '@da-boulder/shared-ui';

const Panel = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${(p) => p.theme.space.xl} 0;
  text-align: center;

  & > * + * {
    margin-top: ${(p) => p.theme.space.md};
  }
`;

/** A page whose content is missing or failed to load: its h1, an explanation and a way on. */
export function MissingContent({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <Section>
      <Container>
        <Panel>
          <Heading level={1}>{title}</Heading>
          <Text>{description}</Text>
          <div>{action}</div>
        </Panel>
      </Container>
    </Section>
  );
}
