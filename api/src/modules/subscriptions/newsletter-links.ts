import type { ApiConfig } from '../../config/env';
import { subscriptionConfirmationMail, type UnsubscribeLinks } from '../../mail/messages';
import { CONFIRM_LINK_DAYS, subscriptionTokens } from './subscription-tokens';

/**
 * The signed links newsletter mails carry, and the mail with the link to confirm a subscription:
 * what subscribing sends, and what releasing a subscription the spam trap held sends.
 */
export function newsletterLinks({
  sessionSecret,
  siteUrl,
}: Pick<ApiConfig, 'sessionSecret' | 'siteUrl'>) {
  const tokens = subscriptionTokens(sessionSecret);
  const unsubscribeLinks = (subscriberId: string): UnsubscribeLinks => {
    const query = `?token=${tokens.sign('unsubscribe', subscriberId)}`;
    // The shell passes only /api/* to the API, so mail clients' one-click POSTs go there.
    return {
      page: `${siteUrl}/newsletter/unsubscribe${query}`,
      oneClick: `${siteUrl}/api/newsletter/unsubscribe${query}`,
    };
  };
  return {
    tokens,
    unsubscribeLinks,
    confirmationMail: (subscriberId: string, subscriber: { email: string; name: string }) =>
      subscriptionConfirmationMail(
        subscriber,
        {
          url: `${siteUrl}/newsletter/confirm?token=${tokens.sign('confirm', subscriberId)}`,
          validDays: CONFIRM_LINK_DAYS,
        },
        unsubscribeLinks(subscriberId),
      ),
  };
}
