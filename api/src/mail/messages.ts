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

export function welcomeMail(subscriber: { email: string; name: string }): MailMessage {
  return {
    to: [subscriber.email],
    subject: `Welcome to the ${SITE} newsletter`,
    text: [
      `Dear ${subscriber.name || 'friend'},`,
      '',
      `Thank you for subscribing to the ${SITE} newsletter. A few times a year we will write to you about`,
      'upcoming introductions, workshops, ongoing groups and our free Sunday evening meditation.',
      '',
      'If this was not you, simply ignore this message.',
      '',
      `Warm regards,\nThe ${SITE} teachers`,
    ].join('\n'),
  };
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
