import { mailboxOf } from '../db/email-key';
import { networkKey } from '../security/client-network';
import { RateLimiter } from '../security/rate-limit/rate-limiter';
import { enqueueMail, type MailMessage } from './outbox';

/**
 * What keeps the site from becoming a mail cannon, whatever the client addresses:
 * - a visitor's mailbox gets at most 3 automatic mails (welcomes, confirmations) a day, however
 *   its address is written (mailboxOf);
 * - one sending network (an IPv4 /24, an IPv6 /48) sets off at most so many automatic mails an
 *   hour (VISITOR_MAILS_PER_NETWORK_PER_HOUR), to whatever mailboxes;
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
const chapterNotices = new RateLimiter('mail:chapter', {
  points: CHAPTER_NOTICES_PER_HOUR,
  windowMs: HOUR_MS,
});
const chapterDigests = new RateLimiter('mail:chapter-digest', { points: 1, windowMs: HOUR_MS });

/** Queues an automatic mail to a visitor, the request's client at `clientAddress`. */
export type VisitorMailer = (message: MailMessage, clientAddress: string) => Promise<boolean>;

/**
 * Queues an automatic mail to a visitor unless their mailbox had its share today, or the sending
 * network its share this hour. Past either, nothing is queued and nothing counted for the other.
 */
export function visitorMailer(mailsPerNetworkPerHour: number): VisitorMailer {
  const networkMails = new RateLimiter('mail:network', {
    points: mailsPerNetworkPerHour,
    windowMs: HOUR_MS,
  });
  return async (message, clientAddress) => {
    const [address] = message.to;
    const mailbox = await visitorMails.take(mailboxOf(address));
    if (!mailbox.allowed) return false;
    if (!(await networkMails.take(networkKey(clientAddress, 24, 48))).allowed) {
      await RateLimiter.release([mailbox.slotId]);
      return false;
    }
    await enqueueMail(message);
    return true;
  };
}

/** Queues a notice to the chapter, or past the hour's share, the hour's one digest. */
export async function notifyChapter(message: MailMessage): Promise<void> {
  if ((await chapterNotices.take('all')).allowed) return enqueueMail(message);
  if (!(await chapterDigests.take('all')).allowed) return;
  await enqueueMail({
    to: message.to,
    subject: 'Many website messages this hour',
    text: [
      `More than ${CHAPTER_NOTICES_PER_HOUR} contact messages and registrations arrived through the website`,
      'within an hour. To keep your inbox usable, the rest of this hour’s are not mailed one by one.',
      'Every one of them is stored in the site’s database.',
      '',
      `The latest was: ${message.subject}`,
    ].join('\n'),
  });
}
