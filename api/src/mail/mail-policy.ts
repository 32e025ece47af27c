import { mailboxOf } from '../db/email-key';
import { networkKey } from '../security/client-network';
import { RateLimiter } from '../security/rate-limit/rate-limiter';
import { enqueueMail, type MailMessage } from './outbox';

/**
 * What keeps the site from becoming a mail cannon, whatever the client addresses:
 * - a visitor's mailbox gets at most 3 automatic mails a day that anyone can set off again and
 *   again (a subscription's link and notes), however its address is written (mailboxOf); a
 *   newsletter's welcome is not one: only the mailbox's owner sets it off, confirming, and a
 *   stranger must not be able to silence it;
 * - one sending network (an IPv4 /24, an IPv6 /48) sets off at most so many of those an hour
 *   (VISITOR_MAILS_PER_NETWORK_PER_HOUR), to whatever mailboxes;
 * - a registration's own confirmation is never held back by either: one registration per person
 *   and event bounds it already, and a stranger must not be able to silence it;
 * - the chapter gets at most 50 notices an hour one by one; past that, one digest says that more
 *   arrived (they are all stored), instead of a mail each.
 */
const VISITOR_MAILS_PER_DAY = 3;
const CHAPTER_NOTICES_PER_HOUR = 50;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const visitorMails = new RateLimiter('mail:visitor', {
  points: VISITOR_MAILS_PER_DAY,
  windowMs: DAY_MS,
});
const chapterNotices = new RateLimiter(
  'mail:chapter',
  { points: CHAPTER_NOTICES_PER_HOUR, windowMs: HOUR_MS },
  { rememberFull: true },
);
const chapterDigests = new RateLimiter(
  'mail:chapter-digest',
  { points: 1, windowMs: HOUR_MS },
  { rememberFull: true },
);

/**
 * Whether an automatic mail may go to a visitor's `address`, the request's client at
 * `clientAddress`: it takes a share of the mailbox's day and of the network's hour, and resolves
 * with the slots taken (for RateLimiter.release, should the mail not go after all), or null when
 * refused. Past either, nothing is counted for the other.
 */
export type VisitorMailShare = (address: string, clientAddress: string) => Promise<string[] | null>;

export function visitorMailShare(mailsPerNetworkPerHour: number): VisitorMailShare {
  const networkMails = new RateLimiter('mail:network', {
    points: mailsPerNetworkPerHour,
    windowMs: HOUR_MS,
  });
  return async (address, clientAddress) => {
    const mailbox = await visitorMails.take(mailboxOf(address));
    if (!mailbox.allowed) return null;
    const network = await networkMails.take(networkKey(clientAddress, 24, 48));
    if (!network.allowed) {
      await RateLimiter.release([mailbox.slotId]);
      return null;
    }
    return [mailbox.slotId, network.slotId];
  };
}

/**
 * What goes to the chapter for `message`: the message itself, or past the hour's share, the
 * hour's one digest (then nothing more that hour).
 */
export async function chapterNotice(message: MailMessage): Promise<MailMessage[]> {
  if ((await chapterNotices.take('all')).allowed) return [message];
  if (!(await chapterDigests.take('all')).allowed) return [];
  return [
    {
      to: message.to,
      subject: 'Many website messages this hour',
      text: [
        `More than ${CHAPTER_NOTICES_PER_HOUR} contact messages and registrations arrived through the website`,
        'within an hour. To keep your inbox usable, the rest of this hour’s are not mailed one by one.',
        'Every one of them is stored in the site’s database: read them in the dashboard’s Messages',
        'and Registrations.',
      ].join('\n'),
    },
  ];
}

/** Queues a notice to the chapter (chapterNotice). */
export async function notifyChapter(message: MailMessage): Promise<void> {
  await enqueueMail(...(await chapterNotice(message)));
}
