import type { ErasedCounts } from '@da-boulder/contracts';
import { countLabel } from '../../features/people-list/count-label';

/**
 * "Erased 2 registrations, 1 message and 1 subscription for x@y.", and the mail to or from them
 * when there was some.
 */
export function erasedSummary(erased: ErasedCounts, email: string): string {
  const mails = erased.mails ?? 0;
  if (erased.registrations + erased.messages + erased.subscribers + mails === 0) {
    return `Nothing was stored for ${email}, so nothing was erased.`;
  }
  const registrations = countLabel(erased.registrations, {
    one: 'registration',
    other: 'registrations',
  });
  const messages = countLabel(erased.messages, { one: 'message', other: 'messages' });
  const subscriptions = countLabel(erased.subscribers, {
    one: 'subscription',
    other: 'subscriptions',
  });
  const erasedMail = mails
    ? ` ${countLabel(mails, { one: 'mail', other: 'mails' })} to or from them ${mails === 1 ? 'was' : 'were'} removed too.`
    : '';
  return `Erased ${registrations}, ${messages} and ${subscriptions} for ${email}.${erasedMail}`;
}
