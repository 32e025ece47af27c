import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, useSiteForm, type PostedForm } from '@da-boulder/shared-ui';
import type { FormId } from '../exposed/form-actions';
import { useFormAction } from './use-form-action';

/**
 * What the API made of a mailed link (the newsletter's, a registration's cancel link): done,
 * refused (400: not a link of ours, 410: expired, used or what it names is gone, its message says
 * which) or not reached, worth a retry.
 */
export type LinkOutcome =
  | { kind: 'done'; message: string }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'failed' };

/** A page opened without the token its link carries (cut off when copied, say). */
export const INCOMPLETE_LINK: LinkOutcome = {
  kind: 'refused',
  status: 400,
  message: 'This link is incomplete. Please open the link from your email exactly as it is.',
};

/** The API's refusal of a link (400, 410) with its message, or null for any other failure. */
export function refusedOutcome(error: unknown): LinkOutcome | null {
  const refused = error instanceof ApiError && (error.status === 400 || error.status === 410);
  return refused
    ? { kind: 'refused', status: error.status, message: error.serverMessage ?? '' }
    : null;
}

/** A failure: refused (400, 410) with the API's message, or worth a retry. */
const failedOutcome = (error: unknown): LinkOutcome => refusedOutcome(error) ?? { kind: 'failed' };

/**
 * What the API made of the link's form sent without scripts (the server answered with the page
 * and its answer), or null when it was not sent.
 */
function postedOutcome(
  posted: PostedForm | undefined,
  failure: ApiError | undefined,
): LinkOutcome | null {
  if (!posted?.answer) return null;
  if (failure) return failedOutcome(failure);
  const done = new ApiError(posted.answer.status, '', posted.answer.body);
  return { kind: 'done', message: done.serverMessage ?? '' };
}

/**
 * A mailed link's page: its token, what the API made of it (sent without scripts, the server's
 * page carries that; with them, the form goes to the route's action by fetch, as every public
 * form) and the form that sends it. `sendOnOpen` sends it as the page opens (a confirmation: the
 * mail went to the address, so whoever opens the link has it); otherwise a press sends it (mail
 * scanners open links, and must not cancel or unsubscribe anyone).
 */
export function useMailedLink(id: FormId, { sendOnOpen = false } = {}) {
  const token = useSearchParams()[0].get('token');
  const siteForm = useSiteForm(id);
  const sendForm = useFormAction<{ message: string }>();
  const [sentWithoutScripts] = useState(() => postedOutcome(siteForm.posted, siteForm.failure));
  const [outcome, setOutcome] = useState(sentWithoutScripts);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const send = useCallback(
    async (form: HTMLFormElement) => {
      setPending(true);
      setOutcome(null);
      try {
        const { message } = await sendForm(form);
        setOutcome({ kind: 'done', message });
      } catch (error) {
        setOutcome(failedOutcome(error));
      }
      setPending(false);
    },
    [sendForm],
  );

  useEffect(() => {
    if (sendOnOpen && !sentWithoutScripts && formRef.current) void send(formRef.current);
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    outcome: token ? outcome : INCOMPLETE_LINK,
    pending,
    /** The link's form (its token, the form's own fields), when the link has a token. */
    form: token
      ? {
          token,
          fields: siteForm.fields,
          formRef,
          onSend: (form: HTMLFormElement) => void send(form),
        }
      : null,
  };
}
