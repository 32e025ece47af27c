import type { ReactElement } from 'react';
import type { CancelLinkRegistration } from '@da-boulder/contracts';
import { ButtonLink, Text } from '@da-boulder/shared-ui';
import { useCancelLink } from '../../features/registration/api/use-cancel-link';
import { LinkForm, MailedLinkCard } from '../../layout/mailed-link-card';
import { PageIntro } from '../../layout/page-intro';
import { refusedOutcome, useMailedLink, type LinkOutcome } from '../../lib/mailed-links';

const eventsLink = (
  <ButtonLink to="/events" variant="secondary">
    Upcoming events
  </ButtonLink>
);

/** The event as the registrant's mails named it: its title, then its date. */
const EventNamed = ({ registration }: { registration: CancelLinkRegistration }) => (
  <>
    <strong>{registration.eventTitle}</strong>
    {registration.eventDate ? `, ${registration.eventDate}` : ''}
  </>
);

/**
 * What the page says: what the press did, once pressed; before, what the link names (unknown
 * when the API could not say: the press then tells) and, unless it is cancelled already, the
 * question and its button.
 */
function Outcome({
  outcome,
  registration,
  cancelForm,
}: {
  outcome: LinkOutcome | null;
  registration: CancelLinkRegistration | undefined;
  cancelForm: ReactElement | null;
}) {
  if (!outcome && registration?.status === 'cancelled') {
    return (
      <MailedLinkCard title="Already cancelled" actions={eventsLink}>
        <Text>
          Your registration for <EventNamed registration={registration} />
          {registration.eventDate ? ',' : ''} is already cancelled.
        </Text>
      </MailedLinkCard>
    );
  }
  const waitlisted = registration?.status === 'waitlisted';
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
          {registration ? (
            <Text>
              {waitlisted ? 'You are on the waitlist for ' : 'You are registered for '}
              <EventNamed registration={registration} />.
            </Text>
          ) : null}
          <Text>
            {waitlisted
              ? 'If you can no longer come, press Cancel registration and we will take you off the waitlist.'
              : 'If you can no longer come, press Cancel registration and we will give your place to the next person on the waitlist.'}
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
 * /registrations/cancel?token=…, the link in every mail to a registrant. It names the event, and
 * asks for a press of the button first: mail scanners open the links in a message, and must not
 * cancel anyone. The button is a form: without scripts the browser sends it, and the server
 * answers with this page and the outcome. A registration cancelled already is said to be, with
 * no button.
 */
export default function RegistrationCancelPage() {
  const link = useMailedLink('cancel-registration');
  const named = useCancelLink(link.form?.token ?? '');
  return (
    <>
      <PageIntro title="Cancel registration" />
      <Outcome
        // A link the API refuses as it opens (not ours, or its registration gone) says so at once.
        outcome={link.outcome ?? refusedOutcome(named.error)}
        registration={named.data?.registration}
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
