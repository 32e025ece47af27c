import { EventEmitter } from 'node:events';
import mongoose, { Types } from 'mongoose';
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
 * How long mail queued with its record waits for the record before the worker looks for it
 * itself (the request that stored it died before it could say so).
 */
export const HOLD_FOR_RECORD_MS = 30_000;

/** The record a mail is owed by: its collection and `_id`. */
export interface OwingRecord {
  collectionName: string;
  recordId: unknown;
}

/**
 * Stores a record (`store`) together with the mails it owes. FerretDB has no transactions, so the
 * mails are queued first, held until the record is stored: a stored record always has its mails
 * queued, whatever fails after (the database, the process), and a record never stored sends
 * none (its mails are dropped at once, or by the worker, which finds no record).
 */
export async function storeWithMail<T>(
  messages: MailMessage[],
  record: OwingRecord,
  store: () => Promise<T>,
): Promise<T> {
  if (messages.length === 0) return store();
  const ids = messages.map(() => new Types.ObjectId());
  await OutboxModel.insertMany(
    messages.map((message, index) => ({
      ...message,
      _id: ids[index],
      heldFor: record,
      nextAttemptAt: new Date(Date.now() + HOLD_FOR_RECORD_MS),
    })),
  );
  const inQueue = { _id: mongoose.trusted({ $in: ids }) };
  let stored: T;
  try {
    stored = await store();
  } catch (error) {
    // Left behind if this fails too: the worker drops mail whose record never appears.
    await OutboxModel.deleteMany(inQueue).catch(() => undefined);
    throw error;
  }
  // The outbox holds only live work, so this is cheap; if it fails, the worker finds the record.
  await OutboxModel.updateMany(inQueue, {
    $set: { nextAttemptAt: new Date() },
    $unset: { heldFor: 1 },
  }).then(
    () => outboxSignal.emit('enqueued'),
    () => undefined,
  );
  return stored;
}
