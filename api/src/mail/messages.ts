import { splitCommaList } from '../contracts';
import type { MailMessage } from './outbox';

const SITE = 'Diamond Approach Boulder';

export function contactMail(
  to: string,
  message: { name: string; email: string; interest?: string; message: string },
): MailMessage {
  return {
    to: [to],
    replyTo: message.email,
    subject: `Website message from ${message.name}`,
    text: [
      `${message.name} <${message.email}> wrote through the website's contact form.`,
      ...(message.interest ? [`Area of interest: ${message.interest}`] : []),
      '',
      message.message,
      '',
      'Reply to this email to answer them directly.',
    ].join('\n'),
  };
}

/**
 * Where a newsletter mail's reader can leave: a page that asks before it unsubscribes (for people,
 * since mail scanners open links), and a URL mail clients POST to at once (RFC 8058 one-click).
 */
export interface UnsubscribeLinks {
  page: string;
  oneClick: string;
}

export interface Subscriber {
  email: string;
  name: string;
}

/** What every newsletter mail carries, so unsubscribing is always one step away. */
function newsletterMail(
  subscriber: Subscriber,
  subject: string,
  lines: string[],
  unsubscribe: UnsubscribeLinks,
): MailMessage {
  return {
    to: [subscriber.email],
    subject,
    text: [
      `Dear ${subscriber.name || 'friend'},`,
      '',
      ...lines,
      '',
      `Warm regards,\nThe ${SITE} teachers`,
      '',
      `To unsubscribe: ${unsubscribe.page}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function subscriptionConfirmationMail(
  subscriber: Subscriber,
  confirm: { url: string; validDays: number },
  unsubscribe: UnsubscribeLinks,
): MailMessage {
  return newsletterMail(
    subscriber,
    `Please confirm your subscription to the ${SITE} newsletter`,
    [
      `Someone, hopefully you, asked to receive the ${SITE} newsletter at this address.`,
      `To confirm, open this link within ${confirm.validDays} days:`,
      '',
      confirm.url,
      '',
      'If this was not you, simply ignore this message: you will not be subscribed.',
    ],
    unsubscribe,
  );
}

/** To a subscriber someone subscribed again: nothing changed, and here is how to leave. */
export function alreadySubscribedMail(
  subscriber: Subscriber,
  unsubscribe: UnsubscribeLinks,
): MailMessage {
  return newsletterMail(
    subscriber,
    `You are already subscribed to the ${SITE} newsletter`,
    [
      `Someone, hopefully you, asked to receive the ${SITE} newsletter at this address.`,
      'You are already subscribed, so nothing has changed: our newsletters keep coming here.',
    ],
    unsubscribe,
  );
}

export function welcomeMail(subscriber: Subscriber, unsubscribe: UnsubscribeLinks): MailMessage {
  return newsletterMail(
    subscriber,
    `Welcome to the ${SITE} newsletter`,
    [
      `Thank you for subscribing to the ${SITE} newsletter. About once a month we will write to you`,
      'about upcoming introductions, workshops, ongoing groups and our free Sunday evening meditation.',
    ],
    unsubscribe,
  );
}

export interface RegistrationDetails {
  name: string;
  email: string;
  inDiamondHeartGroup: boolean;
  diamondHeartGroupName: string;
  additionalMessage: string;
  eventTitle: string;
  eventDate: string;
  eventTime: string;
  eventLocation: string;
  eventFacilitator: string;
}

const eventLines = (r: RegistrationDetails) => [
  `Event: ${r.eventTitle}`,
  `Date: ${r.eventDate}`,
  `Time: ${r.eventTime || 'see the event page'}`,
  `Location: ${r.eventLocation || 'see the event page'}`,
  ...(r.eventFacilitator ? [`With: ${r.eventFacilitator}`] : []),
];

/** To the event's registration contacts (or the default one), replying goes to the registrant. */
export function registrationNoticeMail(
  registrationEmail: string,
  fallback: string,
  r: RegistrationDetails,
): MailMessage {
  const to = splitCommaList(registrationEmail);
  return {
    to: to.length > 0 ? to : [fallback],
    replyTo: r.email,
    subject: `New registration: ${r.eventTitle}`,
    text: [
      `${r.name} <${r.email}> registered through the website.`,
      '',
      ...eventLines(r),
      '',
      `In a Diamond Heart group: ${r.inDiamondHeartGroup ? `yes${r.diamondHeartGroupName ? ` (${r.diamondHeartGroupName})` : ''}` : 'no'}`,
      ...(r.additionalMessage ? ['', 'Message:', r.additionalMessage] : []),
    ].join('\n'),
  };
}

export function registrationConfirmationMail(r: RegistrationDetails): MailMessage {
  return {
    to: [r.email],
    subject: `You're registered: ${r.eventTitle}`,
    text: [
      `Dear ${r.name},`,
      '',
      'Thank you for registering. We look forward to seeing you.',
      '',
      ...eventLines(r),
      '',
      'If your plans change or you have a question, simply reply to this email.',
      '',
      `Warm regards,\nThe ${SITE} teachers`,
    ].join('\n'),
  };
}
