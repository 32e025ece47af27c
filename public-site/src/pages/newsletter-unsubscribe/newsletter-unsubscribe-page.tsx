import { useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink, Text, useSiteForm } from '@da-boulder/shared-ui';
import { unsubscribe } from '../../features/newsletters/api/subscription-links';
import { SubscribeAgainActions } from '../../features/newsletters/components/subscribe-again-actions';
import { LinkForm, MailedLinkCard } from '../../layout/mailed-link-card';
import { INCOMPLETE_LINK, postedOutcome, type LinkOutcome } from '../../lib/mailed-links';
import { PageIntro } from '../../layout/page-intro';

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
        <MailedLinkCard
          title={outcome.status === 410 ? 'Already unsubscribed' : 'This link is invalid'}
          actions={<SubscribeAgainActions />}
        >
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
  const token = useSearchParams()[0].get('token');
  const siteForm = useSiteForm('unsubscribe');
  const [outcome, setOutcome] = useState<LinkOutcome | null>(() =>
    postedOutcome(siteForm.posted, siteForm.failure),
  );
  const [pending, setPending] = useState(false);

  async function onUnsubscribe() {
    if (!token) return;
    setPending(true);
    setOutcome(await unsubscribe(token));
    setPending(false);
  }

  return (
    <>
      <PageIntro title="Unsubscribe" />
      <Outcome
        outcome={token ? outcome : INCOMPLETE_LINK}
        unsubscribeForm={
          token ? (
            <LinkForm
              token={token}
              fields={siteForm.fields}
              label="Unsubscribe"
              pending={pending}
              pendingLabel="Unsubscribing..."
              onSend={() => void onUnsubscribe()}
            />
          ) : null
        }
      />
    </>
  );
}
