import type { CancelLinkRegistration } from '@da-boulder/contracts';
import { useRead } from '../../../lib/use-read';

export const cancelLinkKey = (token: string) =>
  `/api/registrations/cancel?token=${encodeURIComponent(token)}`;

/**
 * GET /api/registrations/cancel?token=…: the event a registration's cancel link names, and
 * whether it is cancelled already; its route's loader reads it. A link that is not ours (400), or
 * a registration that is gone (410), is refused with the API's words, which the page shows.
 */
export function useCancelLink(token: string) {
  return useRead<{ registration: CancelLinkRegistration }>(cancelLinkKey(token));
}
