import { EventEmitter } from 'node:events';
import mongoose, { Types } from 'mongoose';
import { isDuplicateKey } from '../db/duplicate-key';
import { OutboxModel } from './outbox.model';

export interface MailMessage {
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  /** Extra header lines, such as List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>;
  /** Small text files sent along, such as the event's .ics in a registration confirmation. */
  attachments?: MailAttachment[];
  /**
   * The text holds a sign-in secret (an invite's or a reset's link, a new device's code): it is
   * sent and never kept. The archive keeps the mail without its text, and a backup leaves it out
   * while it waits.
   */
  secret?: true;
}

export interface MailAttachment {
  filename: string;
  /** With its parameters, e.g. "text/calendar; charset=utf-8; method=PUBLISH". */
  contentType: string;
  content: string;
}

/** Tells a running outbox worker that new mail is waiting, so it need not wait for its poll. */
export const outboxSignal = new EventEmitter();

/** Stores messages for the worker to send. Never talks to SMTP: callers never wait for it. */
export async function enqueueMail(...messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await OutboxModel.insertMany(messages.map((message) => ({ ...message })));
  outboxSignal.emit('enqueued');
}

/**
 * How long mail queued with its record waits for its release before an outbox worker looks for
 * the record itself: the request that stored it died, or another instance stored it.
 */
export const HOLD_FOR_RECORD_MS = 30_000;

/**
 * Held mail this process stored the record of (storeWithMail), by id, with when: until sent, or
 * at most some minutes (another instance may have sent it, having found the record).
 */
const releasedHere = new Map<string, number>();
const RELEASES_KEPT = 1_000;

/** Whether this process stored the record `messageId` was held for; forgotten once sent. */
export const releasedHereOf = (messageId: string) => releasedHere.has(messageId);
export const forgetRelease = (messageId: string) => void releasedHere.delete(messageId);

function release(ids: Types.ObjectId[]) {
  const now = Date.now();
  if (releasedHere.size > RELEASES_KEPT)
    for (const [id, at] of releasedHere)
      if (at < now - 10 * HOLD_FOR_RECORD_MS) releasedHere.delete(id);
  for (const id of ids) releasedHere.set(String(id), now);
  outboxSignal.emit('enqueued');
}

/** The record a mail is owed by: its collection and `_id`. */
export interface OwingRecord {
  collectionName: string;
  recordId: unknown;
}

/**
 * Stores a record (`store`) together with the mails it owes. FerretDB has no transactions, so the
 * mails are queued first, held for the record, and released once it is stored: a stored record
 * always has its mails queued, whatever fails after (the database, the process), and a record
 * never stored sends none (its mails are dropped at once, or by the worker, which finds no
 * record). The release stays in this process's memory, for its own outbox worker: on FerretDB any
 * write but an insert reads a whole collection, and a rush fills the outbox. Another instance's
 * worker, or this one after a restart, finds the record once the hold is over.
 */
export async function storeWithMail<T>(
  messages: MailMessage[],
  record: OwingRecord,
  store: () => Promise<T>,
): Promise<T> {
  if (messages.length === 0) return store();
  const ids = messages.map(() => new Types.ObjectId());
  await OutboxModel.insertMany(
    messages.map((message, index) => ({ ...message, _id: ids[index], heldFor: record })),
  );
  let stored: T;
  try {
    stored = await store();
  } catch (error) {
    // Refused (a key taken, a field invalid): surely not stored, so its mail goes at once. After
    // any other failure the record may be stored all the same (the database's reply lost): its
    // mail stays held, and the worker sends or drops it once it finds the record or not.
    if (isDuplicateKey(error) || error instanceof mongoose.Error.ValidationError)
      await OutboxModel.deleteMany({ _id: mongoose.trusted({ $in: ids }) }).catch(() => undefined);
    throw error;
  }
  release(ids);
  return stored;
}
