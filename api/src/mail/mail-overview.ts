import mongoose, { type Types } from 'mongoose';
import type { MailOverview, OutboxMessage, OutboxStatus } from '@da-boulder/contracts';
import { isDuplicateKey } from '../db/duplicate-key';
import { conflict, notFound } from '../errors/http-error';
import { outboxSignal } from './outbox';
import {
  GivenUpMailModel,
  LAST_SENT_ID,
  MailArchiveModel,
  MailLastSentModel,
  OutboxLeaseModel,
  OutboxModel,
} from './outbox.model';

/** Waiting in the outbox: due, or being sent right now. */
const waiting = () => ({ status: mongoose.trusted({ $in: ['pending', 'sending'] }) });
/** What the list shows of a mail: its text and headers stay in the store. */
const SUMMARY = { to: 1, subject: 1, status: 1, attempts: 1, lastError: 1 } as const;

interface MailSummary {
  _id: Types.ObjectId;
  to: string[];
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError?: string | null;
  createdAt: Date;
}

const toDto = (mail: MailSummary): OutboxMessage => ({
  id: String(mail._id),
  to: mail.to,
  subject: mail.subject,
  status: mail.status,
  attempts: mail.attempts,
  lastError: mail.lastError ?? '',
  createdAt: mail.createdAt.toISOString(),
});

const newestFirst = (a: MailSummary, b: MailSummary) =>
  b.createdAt.getTime() - a.createdAt.getTime() || String(b._id).localeCompare(String(a._id));

/**
 * When mail last went out, as the outbox worker notes it; before its first send since it began to
 * (an older version's archive, or a restore), from the archive.
 */
async function lastSentAt(): Promise<Date | undefined> {
  const noted = await MailLastSentModel.findById(LAST_SENT_ID).lean();
  if (noted) return noted.at;
  const newest = await MailArchiveModel.findOne({}, { finishedAt: 1 }).sort({ finishedAt: -1 });
  return newest?.finishedAt;
}

/** How many mails were given up on: the dashboard's count of failed mail. */
export const failedMailCount = () => GivenUpMailModel.countDocuments();

/**
 * The outbox as administrators see it: how many mails wait and how many were given up on, when
 * mail last went out, and a page of the waiting and given-up mails together, newest first (by
 * when each was queued). Waiting mail is in the outbox, given-up mail beside it, so each gives
 * its first `skip + limit` and the page is cut from both. On FerretDB every one of these reads
 * the whole collection it asks, and both are small; the archive of a month of sent mail is not
 * read.
 */
export async function mailOverview({
  page,
  pageSize,
}: {
  page: number;
  pageSize: number;
}): Promise<MailOverview> {
  const skip = (page - 1) * pageSize;
  const upTo = skip + pageSize;
  const [pending, failed, lastSent, outbox, archive] = await Promise.all([
    OutboxModel.countDocuments(waiting()),
    failedMailCount(),
    lastSentAt(),
    OutboxModel.find(waiting(), { ...SUMMARY, createdAt: 1 })
      .sort({ createdAt: -1, _id: -1 })
      .limit(upTo)
      .lean<MailSummary[]>(),
    GivenUpMailModel.find({}, { ...SUMMARY, queuedAt: 1 })
      .sort({ queuedAt: -1, _id: -1 })
      .limit(upTo)
      .lean<(Omit<MailSummary, 'createdAt'> & { queuedAt: Date })[]>(),
  ]);
  const messages = [...outbox, ...archive.map((mail) => ({ ...mail, createdAt: mail.queuedAt }))]
    .sort(newestFirst)
    .slice(skip, upTo)
    .map(toDto);
  return {
    messages,
    total: pending + failed,
    page,
    pageSize,
    pending,
    failed,
    lastSentAt: lastSent?.toISOString() ?? null,
  };
}

/**
 * Sends a given-up mail again now: back into the outbox under its own id, due at once, with its
 * attempts reset so it gets the full round of retries (20, backing off up to an hour) instead of
 * failing at its first. Its last error stays until the next attempt. Retrying twice at once, or a
 * mail already waiting, is a 409; a mail that was sent is a 409 too.
 */
export async function retryMail(id: Types.ObjectId): Promise<OutboxMessage> {
  const givenUp = await GivenUpMailModel.findById(id).lean();
  if (!givenUp) {
    if (await OutboxModel.exists({ _id: id })) throw alreadyWaiting();
    if (await MailArchiveModel.exists({ _id: id })) throw conflict('This mail was sent');
    throw notFound('Mail not found');
  }
  if (givenUp.secret)
    throw conflict('This mail held a sign-in link or code, which is not kept: ask for a new one');
  // Leases of its earlier attempts would block the new attempts, which count from 0 again.
  await OutboxLeaseModel.deleteMany({ messageId: id });
  // The whole message as it was queued, whatever it carries (headers, attachments, Reply-To).
  const {
    status: _status,
    attempts: _attempts,
    finishedAt: _finishedAt,
    queuedAt,
    ...message
  } = givenUp;
  let queued;
  try {
    queued = await OutboxModel.create({
      ...message,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(),
      createdAt: queuedAt,
    });
  } catch (error) {
    if (isDuplicateKey(error)) throw alreadyWaiting();
    throw error;
  }
  // Out of the given-up mail only once it is safely back in the outbox.
  await GivenUpMailModel.deleteOne({ _id: id });
  outboxSignal.emit('enqueued');
  return toDto(queued.toObject() as MailSummary);
}

const alreadyWaiting = () => conflict('This mail is already waiting to be sent');
