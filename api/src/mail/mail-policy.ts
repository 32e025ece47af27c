import { RateLimiter } from '../security/rate-limit/rate-limiter';
import { enqueueMail, type MailMessage } from './outbox';

/**
 * What keeps the site from becoming a mail cannon, whatever the client addresses:
 * - a visitor's address gets at most 3 automatic mails (welcomes, confirmations) a day, with
 *   plus-addressing folded, so `victim+1@`, `victim+2@`... count as one mailbox;
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

/** One mailbox however it is written: lowercased, without a `+tag` in the local part. */
export function mailboxOf(address: string): string {
  const [local, domain = ''] = address
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, '')}@${domain}`;
}

/** Queues an automatic mail to a visitor, unless their mailbox had its share today. */
export async function mailVisitor(message: MailMessage): Promise<boolean> {
  const [address] = message.to;
  if (!(await visitorMails.take(mailboxOf(address))).allowed) return false;
  await enqueueMail(message);
  return true;
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
