import { followLink } from '../../../lib/mailed-links';

/** POST /api/newsletter/confirm: the link in the confirmation mail. */
export const confirmSubscription = (token: string) => followLink('/api/newsletter/confirm', token);

/** POST /api/newsletter/unsubscribe: the link in every newsletter mail. */
export const unsubscribe = (token: string) => followLink('/api/newsletter/unsubscribe', token);
