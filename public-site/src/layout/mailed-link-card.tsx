import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, Container, Heading, Section } from '@da-boulder/shared-ui';

const Panel = styled(Card)`
  max-width: 40rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space.sm};
`;

/**
 * What a mailed link did, below the page's intro: a heading, what happened and where to go next.
 * Announced as it changes, since the answer arrives after the page.
 */
export function MailedLinkCard({
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

/**
 * A link's button: a form with the link's token, sent by the page's scripts (`onSend`) or, without
 * them, by the browser (the server then answers with this page and the outcome). `fields` are the
 * form's own (useSiteForm).
 */
export function LinkForm({
  token,
  fields,
  label,
  pending = false,
  pendingLabel,
  onSend,
}: {
  token: string;
  fields: ReactElement;
  label: string;
  pending?: boolean;
  pendingLabel?: string;
  onSend: () => void;
}) {
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <input type="hidden" name="token" value={token} />
      {fields}
      <Button type="submit" pending={pending} pendingLabel={pendingLabel}>
        {label}
      </Button>
    </form>
  );
}
