import { apiFetch, ApiError } from '@da-boulder/shared-ui';

/**
 * What the API made of a newsletter mail's link: done, refused (400: not a link of ours, 410:
 * expired or the subscription is gone, its message says which) or not reached, worth a retry.
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

async function follow(path: string, token: string): Promise<LinkOutcome> {
  try {
    const { message } = await apiFetch<{ message: string }>(path, {
      method: 'POST',
      body: { token },
    });
    return { kind: 'done', message };
  } catch (error) {
    const refused = error instanceof ApiError && (error.status === 400 || error.status === 410);
    return refused
      ? { kind: 'refused', status: error.status, message: error.serverMessage ?? '' }
      : { kind: 'failed' };
  }
}

/** POST /api/newsletter/confirm: the link in the confirmation mail. */
export const confirmSubscription = (token: string) => follow('/api/newsletter/confirm', token);

/** POST /api/newsletter/unsubscribe: the link in every newsletter mail. */
export const unsubscribe = (token: string) => follow('/api/newsletter/unsubscribe', token);
