import type { ReactElement } from 'react';
import { ButtonLink, Text } from '@da-boulder/shared-ui';
import { LinkForm, MailedLinkCard } from '../../layout/mailed-link-card';
import { PageIntro } from '../../layout/page-intro';
import { useMailedLink, type LinkOutcome } from '../../lib/mailed-links';

const eventsLink = (
  <ButtonLink to="/events" variant="secondary">
    Upcoming events
  </ButtonLink>
);

function Outcome({
  outcome,
  cancelForm,
}: {
  outcome: LinkOutcome | null;
  cancelForm: ReactElement | null;
}) {
  switch (outcome?.kind) {
    case 'done':
      return (
        <MailedLinkCard title="Your registration is cancelled" actions={eventsLink}>
          <Text>{outcome.message}</Text>
          <Text>Thank you for letting us know: your place can go to someone else.</Text>
        </MailedLinkCard>
      );
    case 'refused':
      return (
        <MailedLinkCard
          title={outcome.status === 410 ? 'Already cancelled' : 'This link is invalid'}
          actions={eventsLink}
        >
          <Text>{outcome.message}</Text>
        </MailedLinkCard>
      );
    default:
      return (
        <MailedLinkCard
          title="Cancel your registration?"
          actions={
            <>
              {cancelForm}
              <ButtonLink to="/events" variant="secondary">
                Keep my place
              </ButtonLink>
            </>
          }
        >
          <Text>
            If you can no longer come, press Cancel registration and we will give your place to the
            next person on the waitlist.
          </Text>
          {outcome?.kind === 'failed' ? (
            <Text role="alert">
              We could not cancel your registration just now. Please try again.
            </Text>
          ) : null}
        </MailedLinkCard>
      );
  }
}

/**
 * /registrations/cancel?token=…, the link in every mail to a registrant. It asks for a press of
 * the button first: mail scanners open the links in a message, and must not cancel anyone. The
 * button is a form: without scripts the browser sends it, and the server answers with this page
 * and the outcome.
 */
export default function RegistrationCancelPage() {
  const link = useMailedLink('cancel-registration');
  return (
    <>
      <PageIntro title="Cancel registration" />
      <Outcome
        outcome={link.outcome}
        cancelForm={
          link.form ? (
            <LinkForm
              {...link.form}
              label="Cancel registration"
              pending={link.pending}
              pendingLabel="Cancelling..."
            />
          ) : null
        }
      />
    </>
  );
}
