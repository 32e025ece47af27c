import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, Text, usePageHead, PAGE_HEADS } from '@da-boulder/shared-ui';
import {
  INCOMPLETE_LINK,
  unsubscribe,
  type LinkOutcome,
} from '../../features/newsletters/api/subscription-links';
import {
  NewsletterLinkCard,
  SubscribeAgainActions,
} from '../../features/newsletters/components/newsletter-link-card';
import { PageIntro } from '../../layout/page-intro';

function Outcome({
  outcome,
  pending,
  onUnsubscribe,
}: {
  outcome: LinkOutcome | null;
  pending: boolean;
  onUnsubscribe: () => void;
}) {
  switch (outcome?.kind) {
    case 'done':
      return (
        <NewsletterLinkCard
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
        </NewsletterLinkCard>
      );
    case 'refused':
      return (
        <NewsletterLinkCard
          title={outcome.status === 410 ? 'Already unsubscribed' : 'This link is invalid'}
          actions={<SubscribeAgainActions />}
        >
          <Text>{outcome.message}</Text>
        </NewsletterLinkCard>
      );
    default:
      return (
        <NewsletterLinkCard
          title="Stop receiving our newsletter?"
          actions={
            <>
              <Button onClick={onUnsubscribe} pending={pending} pendingLabel="Unsubscribing...">
                Unsubscribe
              </Button>
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
        </NewsletterLinkCard>
      );
  }
}

/**
 * /newsletter/unsubscribe?token=…, the link in every newsletter mail. It asks for a press of the
 * button first: mail scanners open the links in a message, and must not unsubscribe anyone.
 * (Mail clients' one-click unsubscribe POSTs to the API's address in List-Unsubscribe instead.)
 */
export default function NewsletterUnsubscribePage() {
  usePageHead(PAGE_HEADS['/newsletter/unsubscribe']);
  const token = useSearchParams()[0].get('token');
  const [outcome, setOutcome] = useState<LinkOutcome | null>(null);
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
        pending={pending}
        onUnsubscribe={() => void onUnsubscribe()}
      />
    </>
  );
}
