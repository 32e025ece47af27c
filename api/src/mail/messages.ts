import { SITE_NAME as SITE, splitCommaList, type EventStatus } from '@da-boulder/contracts';
import type { MailMessage } from './outbox';

const SIGNATURE = `Warm regards,\nThe ${SITE} teachers`;

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
      SIGNATURE,
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

/** Where a confirmed registrant joins an online event: theirs alone, so it says so. */
const joinLines = (meetingLink: string) =>
  meetingLink
    ? ['', `Join online: ${meetingLink}`, 'This link is for registered participants only.']
    : [];

/**
 * What every mail to a registrant about their place carries: the greeting, the event, an online
 * event's link (`meetingLink`, confirmed places only), how to give the place up (`cancelUrl`, null
 * once there is none) and the signature.
 */
function registrantMail(
  r: RegistrationDetails,
  subject: string,
  opening: string[],
  { cancelUrl, meetingLink = '' }: { cancelUrl: string | null; meetingLink?: string },
): MailMessage {
  return {
    to: [r.email],
    subject,
    text: [
      `Dear ${r.name},`,
      '',
      ...opening,
      '',
      ...eventLines(r),
      ...joinLines(meetingLink),
      '',
      ...(cancelUrl === null
        ? ['If you have a question, simply reply to this email.']
        : [
            'If you cannot come, please cancel here, so that your place can go to someone else:',
            cancelUrl,
            '',
            'If your plans change or you have a question, simply reply to this email.',
          ]),
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** One detail of an event that changed, as a registrant reads it: "Time: 10 AM → 11 AM". */
export interface EventChange {
  label: string;
  before: string;
  after: string;
}

/**
 * To a confirmed or waitlisted registrant: the event they registered for changed (its day, time,
 * place or status), old → new, with the chapter's note if it wrote one, then its details as they
 * now stand.
 */
export function eventChangedMail(
  r: RegistrationDetails,
  { status, changes, note = '' }: { status: EventStatus; changes: EventChange[]; note?: string },
  cancelUrl: string,
): MailMessage {
  const opening = {
    cancelled: [
      `We are sorry to tell you that ${r.eventTitle} has been cancelled. Your registration ends`,
      'with it: there is nothing you need to do.',
    ],
    postponed: [
      `${r.eventTitle} has been postponed. We will write to you again when it has a new date.`,
    ],
    scheduled: [`The details of ${r.eventTitle}, which you registered for, have changed.`],
  }[status];
  return registrantMail(
    r,
    `${{ cancelled: 'Cancelled', postponed: 'Postponed', scheduled: 'Changed' }[status]}: ${r.eventTitle}`,
    [
      ...opening,
      // The chapter's own words, when it gave some ("Cancel the event instead").
      ...(note ? ['', note] : []),
      '',
      'What changed:',
      ...changes.map(({ label, before, after }) => `${label}: ${before || '-'} → ${after || '-'}`),
    ],
    // A cancelled event's registration ends with it: nothing left to give up.
    { cancelUrl: status === 'cancelled' ? null : cancelUrl },
  );
}

/** An administrator's own words to the people registered for an event. */
export function registrantMessageMail(
  r: Pick<RegistrationDetails, 'name' | 'email' | 'eventTitle'>,
  { subject, body }: { subject: string; body: string },
): MailMessage {
  return {
    to: [r.email],
    subject,
    text: [
      `Dear ${r.name},`,
      '',
      body,
      '',
      `You receive this because you registered for ${r.eventTitle}.`,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/**
 * An event's registration contacts, else the chapter's address for registrations
 * (DEFAULT_REGISTRATION_EMAIL): the notices about its registrations go there, and its
 * registrants' replies.
 */
export function registrationContacts(registrationEmail: string, fallback: string): string[] {
  const contacts = splitCommaList(registrationEmail);
  return contacts.length > 0 ? contacts : [fallback];
}

/** What the chapter hears of a registration: one arrived (with a place or not), or its place changed. */
export type RegistrationNews =
  'registered' | 'waitlisted' | 'cancelled by the person' | 'promoted from the waitlist';

const NEWS: Record<RegistrationNews, { subject: string; line: (who: string) => string }> = {
  registered: {
    subject: 'New registration',
    line: (who) => `${who} registered through the website.`,
  },
  waitlisted: {
    subject: 'New on the waitlist',
    line: (who) =>
      `${who} registered through the website and is on the waitlist: the event is full.`,
  },
  'cancelled by the person': {
    subject: 'Registration cancelled',
    line: (who) => `${who} cancelled their registration through the link in their mail.`,
  },
  'promoted from the waitlist': {
    subject: 'Off the waitlist',
    line: (who) =>
      `${who} had a place open up and is now registered, no longer on the waitlist. They were mailed.`,
  },
};

/**
 * To the event's registration contacts (or the default one), replying goes to the registrant: the
 * `news` of a registration, with what the person wrote when it is a new one.
 */
export function registrationNoticeMail(
  registrationEmail: string,
  fallback: string,
  r: RegistrationDetails,
  news: RegistrationNews,
): MailMessage {
  const { subject, line } = NEWS[news];
  const arrived = news === 'registered' || news === 'waitlisted';
  return {
    to: registrationContacts(registrationEmail, fallback),
    replyTo: r.email,
    subject: `${subject}: ${r.eventTitle}`,
    text: [
      line(`${r.name} <${r.email}>`),
      '',
      ...eventLines(r),
      ...(arrived
        ? [
            '',
            `In a Diamond Heart group: ${r.inDiamondHeartGroup ? `yes${r.diamondHeartGroupName ? ` (${r.diamondHeartGroupName})` : ''}` : 'no'}`,
            ...(r.additionalMessage ? ['', 'Message:', r.additionalMessage] : []),
          ]
        : []),
    ].join('\n'),
  };
}

/** A confirmed place; `meetingLink`, an online event's private link, for confirmed places only. */
export function registrationConfirmationMail(
  r: RegistrationDetails,
  cancelUrl: string,
  meetingLink = '',
): MailMessage {
  return registrantMail(
    r,
    `You're registered: ${r.eventTitle}`,
    ['Thank you for registering. We look forward to seeing you.'],
    { cancelUrl, meetingLink },
  );
}

/** The event was full: the registrant is on its waitlist, and hears again if a place opens. */
export function waitlistMail(r: RegistrationDetails, cancelUrl: string): MailMessage {
  return registrantMail(
    r,
    `You're on the waitlist: ${r.eventTitle}`,
    [
      'Thank you for registering. The event is full, so you are on its waitlist. If a place',
      'opens up, it goes to the first person on the waitlist, and we will email you at once.',
    ],
    { cancelUrl },
  );
}

/** To a person whose registration an organiser cancelled: no link, it is done. */
export function cancelledByAdminMail(r: RegistrationDetails): MailMessage {
  return registrantMail(
    r,
    `Your registration is cancelled: ${r.eventTitle}`,
    [
      'The organisers have cancelled your registration for the event below. If this is a mistake,',
      'or you would still like to come, simply reply to this email.',
    ],
    { cancelUrl: null },
  );
}

/** A place opened and went to this person from the waitlist. */
export function placeOpenedMail(
  r: RegistrationDetails,
  cancelUrl: string,
  meetingLink = '',
): MailMessage {
  return registrantMail(
    r,
    `A place opened up: you're registered for ${r.eventTitle}`,
    [
      'Good news: a place opened up, and it is yours. You are now registered, no longer on the',
      'waitlist. We look forward to seeing you.',
    ],
    { cancelUrl, meetingLink },
  );
}

/**
 * To the address of a registration made again: nothing changed. Sent once per address and event
 * at most, whoever registers it again; a confirmed place's `meetingLink` with it, as the
 * confirmation had.
 */
export function alreadyRegisteredMail(
  r: RegistrationDetails,
  waitlisted: boolean,
  cancelUrl: string,
  meetingLink = '',
): MailMessage {
  return registrantMail(
    r,
    // A place on the waitlist is no registration the person can come with: said as it is.
    `${waitlisted ? 'You are already on the waitlist' : 'You are already registered'}: ${r.eventTitle}`,
    [
      'Someone, hopefully you, registered this address for the event again. You were already',
      `${waitlisted ? 'on its waitlist' : 'registered'}, so nothing has changed.`,
    ],
    { cancelUrl, meetingLink },
  );
}

/** The day before: to each confirmed registrant, with the meeting link of an online event. */
export function reminderMail(
  r: RegistrationDetails,
  { meetingLink, cancelUrl }: { meetingLink: string; cancelUrl: string },
): MailMessage {
  return registrantMail(
    r,
    `Reminder: ${r.eventTitle} is coming up`,
    [
      'A reminder that the event you registered for begins within a day. We look forward to',
      'seeing you.',
    ],
    { cancelUrl, meetingLink },
  );
}

/** To an admin whose password was changed or reset: when, and from which network, in case it was not them. */
export function passwordChangedMail(
  to: string,
  change: { username: string; at: Date; network: string },
): MailMessage {
  return {
    to: [to],
    subject: `Your ${SITE} password was changed`,
    text: [
      `The password of the account "${change.username}" on the ${SITE} dashboard was changed on`,
      `${change.at.toUTCString()}, from the network ${change.network}. Every other session of the`,
      'account was signed out.',
      '',
      'If this was not you, ask another admin to reset your password at once, and tell them.',
    ].join('\n'),
  };
}

/**
 * A new device's sign-in code, to the admin's own address. The code is in the text alone: a
 * subject reaches logs and lock screens.
 */
export function deviceCodeMail(
  to: string,
  signIn: { username: string; code: string; minutes: number; at: Date; network: string },
): MailMessage {
  return {
    to: [to],
    secret: true,
    subject: `Your ${SITE} sign-in code`,
    text: [
      `The password of the account "${signIn.username}" on the ${SITE} dashboard was just used on a`,
      `browser it has not seen before, on ${signIn.at.toUTCString()}, from the network`,
      `${signIn.network}. To finish signing in there, enter this code within ${signIn.minutes} minutes:`,
      '',
      signIn.code,
      '',
      'If this was not you, someone knows your password: change it at once, or ask another admin',
      'to reset it.',
    ].join('\n'),
  };
}

/** A forgotten password's link, to the admin's own address. */
export function passwordResetMail(
  to: string,
  reset: { username: string; link: string },
): MailMessage {
  return {
    to: [to],
    secret: true,
    subject: `Choose a new ${SITE} password`,
    text: [
      `Someone asked to reset the password of the account "${reset.username}" on the ${SITE}`,
      'dashboard. To choose a new one, open this link within 30 minutes; it works once:',
      '',
      reset.link,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** An invite to become an admin: a single-use link, 48 hours. */
export function inviteMail(to: string, invite: { invitedBy: string; link: string }): MailMessage {
  return {
    to: [to],
    secret: true,
    subject: `You are invited to the ${SITE} dashboard`,
    text: [
      `${invite.invitedBy} invites you to help run the ${SITE} website as an admin.`,
      'Open this link within 48 hours to choose your username and password; it works once:',
      '',
      invite.link,
      '',
      'If you did not expect this, ignore this mail.',
    ].join('\n'),
  };
}

/** To every other admin, when an admin is added or removed. */
export function staffChangedMail(
  to: string,
  staff: { username: string; change: 'added' | 'removed' },
): MailMessage {
  return {
    to: [to],
    subject: `An admin was ${staff.change}: ${staff.username}`,
    text: [
      staff.change === 'added'
        ? `"${staff.username}" accepted an invite and is now an admin of the ${SITE} dashboard.`
        : `"${staff.username}" was removed as an admin of the ${SITE} dashboard; their sessions ended.`,
      '',
      "The dashboard's Staff section lists every admin, and its Activity who did what.",
    ].join('\n'),
  };
}
