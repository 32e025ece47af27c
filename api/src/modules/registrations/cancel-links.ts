import type { ApiConfig } from '../../config/env';
import { subscriptionTokens } from '../subscriptions/subscription-tokens';

/**
 * A registration's cancel link, `<site>/registrations/cancel?token=…`: signed for that one purpose
 * by the same signed links the newsletter's are, so nothing is stored per link. It never expires.
 */
export function cancelLinks({
  sessionSecret,
  siteUrl,
}: Pick<ApiConfig, 'sessionSecret' | 'siteUrl'>) {
  const tokens = subscriptionTokens(sessionSecret);
  return {
    url: (registrationId: string) =>
      `${siteUrl}/registrations/cancel?token=${tokens.sign('cancel-registration', registrationId)}`,
    /** The registration a token names, or null when it is not a cancel link of ours. */
    registrationOf: (token: string) =>
      tokens.verify(token, 'cancel-registration')?.recordId ?? null,
  };
}
