import type { ReactElement } from 'react';
import { ButtonLink, Text } from '@da-boulder/shared-ui';
import { SubscribeAgainActions } from '../../features/newsletters/components/subscribe-again-actions';
import { LinkForm, MailedLinkCard } from '../../layout/mailed-link-card';
import { useMailedLink, type LinkOutcome } from '../../lib/mailed-links';
import { PageIntro } from '../../layout/page-intro';

function Outcome({
  outcome,
  pending,
  confirmForm,
}: {
  outcome: LinkOutcome | null;
  /** Confirming: the page's scripts sent it. */
  pending: boolean;
  /** Confirms (again): sent by the page's scripts, or by the browser without them. */
  confirmForm: (label: string) => ReactElement | null;
}) {
  // Before the page's scripts send it (or without them), it waits for the button: it says so.
  if (!outcome)
    return pending ? (
      <MailedLinkCard
        title="Confirming your subscription..."
        busy
        actions={confirmForm('Confirm subscription')}
      />
    ) : (
      <MailedLinkCard
        title="Confirm your subscription"
        actions={confirmForm('Confirm subscription')}
      >
        <Text>Press the button to confirm your subscription to the newsletter.</Text>
      </MailedLinkCard>
    );
  switch (outcome.kind) {
    case 'done':
      return (
        <MailedLinkCard
          title="Subscription confirmed"
          actions={
            <>
              <ButtonLink to="/newsletter">Browse past newsletters</ButtonLink>
              <ButtonLink to="/" variant="secondary">
                Return Home
              </ButtonLink>
            </>
          }
        >
          <Text>{outcome.message}</Text>
        </MailedLinkCard>
      );
    case 'refused':
      return (
        <MailedLinkCard
          title={outcome.status === 410 ? 'This link no longer works' : 'This link is invalid'}
          actions={<SubscribeAgainActions />}
        >
          <Text>{outcome.message}</Text>
        </MailedLinkCard>
      );
    case 'failed':
      return (
        <MailedLinkCard title="Something went wrong" actions={confirmForm('Try again')}>
          <Text>We could not confirm your subscription just now. Please try again.</Text>
        </MailedLinkCard>
      );
  }
}

/**
 * /newsletter/confirm?token=…, the link in the confirmation mail. It confirms as it opens: the
 * mail went to the address, so whoever opens the link (or their mail scanner) has it. Without
 * scripts, its button confirms.
 */
export default function NewsletterConfirmPage() {
  const link = useMailedLink('confirm', { sendOnOpen: true });
  return (
    <>
      <PageIntro title="Newsletter Subscription" />
      <Outcome
        outcome={link.outcome}
        pending={link.pending}
        confirmForm={(label) => (link.form ? <LinkForm {...link.form} label={label} /> : null)}
      />
    </>
  );
}
