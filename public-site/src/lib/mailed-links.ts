import { apiFetch, ApiError, type PostedForm } from '@da-boulder/shared-ui';

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

/** A failure: refused (400, 410) with the API's message, or worth a retry. */
function failedOutcome(error: unknown): LinkOutcome {
  const refused = error instanceof ApiError && (error.status === 400 || error.status === 410);
  return refused
    ? { kind: 'refused', status: error.status, message: error.serverMessage ?? '' }
    : { kind: 'failed' };
}

/** POSTs a mailed link's token to the API at `path`: what it made of it. */
export async function followLink(path: string, token: string): Promise<LinkOutcome> {
  try {
    const { message } = await apiFetch<{ message: string }>(path, {
      method: 'POST',
      body: { token },
    });
    return { kind: 'done', message };
  } catch (error) {
    return failedOutcome(error);
  }
}

/**
 * What the API made of the link's form sent without scripts (the server answered with the page
 * and its answer), or null when it was not sent.
 */
export function postedOutcome(
  posted: PostedForm | undefined,
  failure: ApiError | undefined,
): LinkOutcome | null {
  if (!posted?.answer) return null;
  if (failure) return failedOutcome(failure);
  const done = new ApiError(posted.answer.status, '', posted.answer.body);
  return { kind: 'done', message: done.serverMessage ?? '' };
}
