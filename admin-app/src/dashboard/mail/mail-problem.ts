import type { MailOverview } from '@da-boulder/contracts';

/** The outbox's first page: the banner reads its counts and newest errors. */
export const MAIL_KEY = '/api/cms/mail';

/** Mail still waiting after this long is worth telling the admin about, error or not. */
export const WAITING_TOO_LONG_MS = 10 * 60 * 1000;

export interface MailProblem {
  /** 'failed': given up on; 'waiting': not sent yet, to be tried again. */
  kind: 'failed' | 'waiting';
  text: string;
}

const messages = (count: number) => (count === 1 ? '1 message' : `${count} messages`);

/**
 * What the dashboard's banner says about the outbox, or null when all is well. Mail that waits a
 * moment before its first attempt is normal; mail that failed, or waits after a failed attempt or
 * for long, is not.
 */
export function mailProblem(overview: MailOverview, now = Date.now()): MailProblem | null {
  const failedError = overview.messages.find(
    (message) => message.status === 'failed' && message.lastError,
  )?.lastError;
  if (overview.failed > 0) {
    return {
      kind: 'failed',
      text: `${messages(overview.failed)} could not be sent${failedError ? `: ${failedError}` : '.'}`,
    };
  }
  if (overview.pending === 0) return null;
  const waiting = overview.messages.filter(
    (message) => message.status === 'pending' || message.status === 'sending',
  );
  const waitingError = waiting.find((message) => message.lastError)?.lastError;
  if (waitingError) {
    return {
      kind: 'waiting',
      text: `${messages(overview.pending)} could not be sent yet and will be tried again: ${waitingError}`,
    };
  }
  const waitingLong = waiting.some(
    (message) => now - Date.parse(message.createdAt) > WAITING_TOO_LONG_MS,
  );
  if (!waitingLong) return null;
  return {
    kind: 'waiting',
    text: `${overview.pending === 1 ? '1 message is' : `${overview.pending} messages are`} waiting to be sent.`,
  };
}
