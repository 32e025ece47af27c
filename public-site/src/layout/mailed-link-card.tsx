import type { ReactElement, ReactNode, RefObject } from 'react';
import styled from 'styled-components';
import { Button, Card, Container, Heading, Section, useReplacedFocus } from '@da-boulder/shared-ui';

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
  // The outcome takes the pressed button's place, and its focus.
  const { target, within } = useReplacedFocus<HTMLHeadingElement>(title);
  return (
    <Section>
      <Container>
        <Panel aria-live="polite" aria-busy={busy || undefined} {...within}>
          <Heading level={2} ref={target} tabIndex={-1}>
            {title}
          </Heading>
          {children}
          {actions ? <Actions>{actions}</Actions> : null}
        </Panel>
      </Container>
    </Section>
  );
}

/**
 * A link's button: a form with the link's token, sent by the page's scripts (`onSend`) or, without
 * them, by the browser (the server then answers with this page and the outcome). The rest is
 * useMailedLink's `form`.
 */
export function LinkForm({
  token,
  fields,
  formRef,
  label,
  pending = false,
  pendingLabel,
  onSend,
}: {
  token: string;
  fields: ReactElement;
  formRef: RefObject<HTMLFormElement>;
  label: string;
  pending?: boolean;
  pendingLabel?: string;
  onSend: (form: HTMLFormElement) => void;
}) {
  return (
    <form
      method="post"
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        onSend(event.currentTarget);
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
