import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink, Card, Container, Heading, Section } from '@da-boulder/shared-ui';

const Panel = styled(Card)`
  max-width: 40rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space.sm};
`;

/**
 * What a newsletter mail's link did, below the page's intro: a heading, what happened and where to
 * go next. Announced as it changes, since the answer arrives after the page.
 */
export function NewsletterLinkCard({
  title,
  busy = false,
  children,
  actions,
}: {
  title: string;
  busy?: boolean;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Section>
      <Container>
        <Panel aria-live="polite" aria-busy={busy || undefined}>
          <Heading level={2}>{title}</Heading>
          {children}
          {actions ? <Actions>{actions}</Actions> : null}
        </Panel>
      </Container>
    </Section>
  );
}

/** Where a refused link sends its reader: a new subscription, or the archive. */
export function SubscribeAgainActions() {
  return (
    <>
      <ButtonLink to="/newsletter#subscribe">Subscribe again</ButtonLink>
      <ButtonLink to="/newsletter" variant="secondary">
        Newsletter archive
      </ButtonLink>
    </>
  );
}
