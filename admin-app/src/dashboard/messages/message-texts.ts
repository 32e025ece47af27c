import type { ContactMessage, MessageStatus } from '@da-boulder/contracts';
import { mailLink } from '../../features/mail-link/mail-link';

/**
 * What a message's status reads as in the dashboard. Spam is held: what the spam trap caught (never
 * mailed to the chapter until released) and what an admin marked as spam.
 */
export const STATUS_LABEL: Record<MessageStatus, string> = {
  open: 'Open',
  handled: 'Handled',
  spam: 'Held',
};

/** The button that moves a message to a status, and the toast that confirms it. */
export const STATUS_ACTION: Record<MessageStatus, { label: string; done: string }> = {
  open: { label: 'Move back to open', done: 'Message moved back to open' },
  handled: { label: 'Mark as handled', done: 'Message marked as handled' },
  spam: { label: 'Mark as spam', done: 'Message marked as spam' },
};

/** The forms send an interest as a slug ('introductory-events'); people read "Introductory events". */
export function interestLabel(interest: string): string {
  const words = interest.trim().replace(/[-_]+/g, ' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}

/** A mailto: link that answers the message: "Re: <interest>", or "Re: your message". */
export function replyHref(message: Pick<ContactMessage, 'email' | 'interest'>): string {
  const subject = `Re: ${interestLabel(message.interest) || 'your message'}`;
  return mailLink(message.email, { subject });
}
