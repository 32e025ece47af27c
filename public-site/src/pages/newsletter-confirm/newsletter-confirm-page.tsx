import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  ScriptsNeededNote,
  Text,
  usePageHead,
  PAGE_HEADS,
} from '@da-boulder/shared-ui';
import {
  confirmSubscription,
  INCOMPLETE_LINK,
  type LinkOutcome,
} from '../../features/newsletters/api/subscription-links';
import {
  NewsletterLinkCard,
  SubscribeAgainActions,
} from '../../features/newsletters/components/newsletter-link-card';
import { PageIntro } from '../../layout/page-intro';

function Outcome({ outcome, retry }: { outcome: LinkOutcome | null; retry: () => void }) {
  if (!outcome)
    return (
      <NewsletterLinkCard title="Confirming your subscription..." busy>
        <ScriptsNeededNote>
          Confirming needs JavaScript, which is turned off in this browser.
        </ScriptsNeededNote>
      </NewsletterLinkCard>
    );
  switch (outcome.kind) {
    case 'done':
      return (
        <NewsletterLinkCard
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
        </NewsletterLinkCard>
      );
    case 'refused':
      return (
        <NewsletterLinkCard
          title={outcome.status === 410 ? 'This link no longer works' : 'This link is invalid'}
          actions={<SubscribeAgainActions />}
        >
          <Text>{outcome.message}</Text>
        </NewsletterLinkCard>
      );
    case 'failed':
      return (
        <NewsletterLinkCard
          title="Something went wrong"
          actions={<Button onClick={retry}>Try again</Button>}
        >
          <Text>We could not confirm your subscription just now. Please try again.</Text>
        </NewsletterLinkCard>
      );
  }
}

/**
 * /newsletter/confirm?token=…, the link in the confirmation mail. It confirms as it opens: the
 * mail went to the address, so whoever opens the link (or their mail scanner) has it.
 */
export default function NewsletterConfirmPage() {
  usePageHead(PAGE_HEADS['/newsletter/confirm']);
  const token = useSearchParams()[0].get('token');
  const [outcome, setOutcome] = useState<LinkOutcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    setOutcome(null);
    void confirmSubscription(token).then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  return (
    <>
      <PageIntro title="Newsletter Subscription" />
      <Outcome outcome={token ? outcome : INCOMPLETE_LINK} retry={() => setAttempt((n) => n + 1)} />
    </>
  );
}
