import type { CancelLinkRegistration } from '@da-boulder/contracts';
import { useRead } from '../../../lib/use-read';

export const cancelLinkKey = (token: string) =>
  `/api/registrations/cancel?token=${encodeURIComponent(token)}`;

/**
 * GET /api/registrations/cancel?token=…: the event a registration's cancel link names, and
 * whether it is cancelled already; its route's loader reads it. A link that is not ours, or a
 * registration that is gone, has no answer: the press says which.
 */
export function useCancelLink(token: string) {
  return useRead<{ registration: CancelLinkRegistration }>(cancelLinkKey(token));
}
