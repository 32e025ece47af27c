import type { ReactElement } from 'react';
import { ALREADY_UNSUBSCRIBED } from '@da-boulder/contracts';
import { ButtonLink, Text } from '@da-boulder/shared-ui';
import { SubscribeAgainActions } from '../../features/newsletters/components/subscribe-again-actions';
import { LinkForm, MailedLinkCard } from '../../layout/mailed-link-card';
import { useMailedLink, type LinkOutcome } from '../../lib/mailed-links';
import { PageIntro } from '../../layout/page-intro';

/** Each refusal's heading: the API's message tells an ended subscription from any other 410. */
function refusalTitle({ status, message }: { status: number; message: string }) {
  if (status !== 410) return 'This link is invalid';
  return message === ALREADY_UNSUBSCRIBED ? 'Already unsubscribed' : 'This link no longer works';
}

function Outcome({
  outcome,
  unsubscribeForm,
}: {
  outcome: LinkOutcome | null;
  unsubscribeForm: ReactElement | null;
}) {
  switch (outcome?.kind) {
    case 'done':
      return (
        <MailedLinkCard
          title="You have been unsubscribed"
          actions={
            <>
              <ButtonLink to="/newsletter#subscribe">Subscribe again</ButtonLink>
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
        <MailedLinkCard title={refusalTitle(outcome)} actions={<SubscribeAgainActions />}>
          <Text>{outcome.message}</Text>
        </MailedLinkCard>
      );
    default:
      return (
        <MailedLinkCard
          title="Stop receiving our newsletter?"
          actions={
            <>
              {unsubscribeForm}
              <ButtonLink to="/newsletter" variant="secondary">
                Keep my subscription
              </ButtonLink>
            </>
          }
        >
          <Text>Press Unsubscribe and we will remove your address from our newsletter.</Text>
          {outcome?.kind === 'failed' ? (
            <Text role="alert">We could not unsubscribe you just now. Please try again.</Text>
          ) : null}
        </MailedLinkCard>
      );
  }
}

/**
 * /newsletter/unsubscribe?token=…, the link in every newsletter mail. It asks for a press of the
 * button first: mail scanners open the links in a message, and must not unsubscribe anyone.
 * (Mail clients' one-click unsubscribe POSTs to the API's address in List-Unsubscribe instead.)
 * The button is a form: without scripts the browser sends it, and the server answers with this
 * page and the outcome.
 */
export default function NewsletterUnsubscribePage() {
  const link = useMailedLink('unsubscribe');
  return (
    <>
      <PageIntro title="Unsubscribe" />
      <Outcome
        outcome={link.outcome}
        unsubscribeForm={
          link.form ? (
            <LinkForm
              {...link.form}
              label="Unsubscribe"
              pending={link.pending}
              pendingLabel="Unsubscribing..."
            />
          ) : null
        }
      />
    </>
  );
}
