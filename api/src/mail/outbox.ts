import { EventEmitter } from 'node:events';
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
  await OutboxModel.insertMany(messages.map((message) => ({ ...message })));
  outboxSignal.emit('enqueued');
}
