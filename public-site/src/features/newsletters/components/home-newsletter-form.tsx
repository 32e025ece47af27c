import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ErrorPanel, ErrorSummary, Input, useSiteForm } from '@da-boulder/shared-ui';
import { useFormAction } from '../../../lib/use-form-action';
import { CONFIRM_IN_INBOX, subscribeFailure, toastSubscribeFailed } from '../subscribe-toasts';

/** SPEC §9: how long 'Subscribed!' stays before the form resets. */
export const SUBSCRIBED_CONFIRMATION_MS = 3000;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.space.sm};

  & > :first-child {
    flex: 1 1 16rem;
  }
`;

const EMAIL_ID = 'home-newsletter-email';

const CheckInbox = styled.p`
  margin: 0;

  &:not(:empty) {
    margin-top: ${(p) => p.theme.space.sm};
  }
`;

/**
 * The home page's email form. The browser enforces a non-empty, well-formed email. Unlike SPEC,
 * it really subscribes before saying 'Subscribed!' (DESIGN §7), then resets after 3 seconds. The
 * line asking to confirm from the inbox stays: the subscription waits for the mailed link.
 */
export function HomeNewsletterForm() {
  const [state, setState] = useState<'idle' | 'pending' | 'subscribed'>('idle');
  const [checkInbox, setCheckInbox] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const siteForm = useSiteForm('subscribe');
  const subscribe = useFormAction();
  // The server's answer to the form sent without scripts, until it is sent again.
  const [resent, setResent] = useState(false);
  const posted = resent ? undefined : siteForm.posted;

  useEffect(() => () => clearTimeout(timer.current), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the field itself (not kept in state): what was typed before the page's scripts
    // took over the server's form is there too.
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    if (!email) return;
    setResent(true);
    setState('pending');
    setCheckInbox(false);
    try {
      await subscribe(form);
      setState('subscribed');
      setCheckInbox(true);
      timer.current = setTimeout(() => {
        setState('idle');
        form.reset();
      }, SUBSCRIBED_CONFIRMATION_MS);
    } catch (error) {
      siteForm.askedAgain(error);
      setState('idle');
      toastSubscribeFailed(error);
    }
  }

  return (
    <div>
      <ErrorSummary posted={posted} fields={{ email: EMAIL_ID }} />
      {posted && siteForm.failure ? <ErrorPanel {...subscribeFailure(siteForm.failure)} /> : null}
      <Form method="post" id={siteForm.formId} onSubmit={onSubmit} aria-label="Newsletter signup">
        <Input
          id={EMAIL_ID}
          label="Email address"
          type="email"
          required
          autoComplete="email"
          name="email"
          defaultValue={posted?.values.email}
          error={posted?.errors.email}
        />
        {/* 'Subscribed!' holds the button (SPEC's "disabled"): focus stays on it. */}
        <Button
          type="submit"
          pending={state === 'pending'}
          pendingLabel="Subscribing..."
          held={state === 'subscribed'}
        >
          {state === 'subscribed' ? 'Subscribed!' : 'Subscribe'}
        </Button>
        {siteForm.fields}
      </Form>
      <CheckInbox role="status">{checkInbox ? CONFIRM_IN_INBOX : null}</CheckInbox>
    </div>
  );
}
