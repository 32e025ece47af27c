import mongoose from 'mongoose';
import { outboxSignal } from './outbox';
import { OutboxModel, type OutboxRecord } from './outbox.model';
import type { MailTransport } from './transport';

export interface OutboxWorkerOptions {
  transport: MailTransport;
  /** How often to look for due messages when nothing signals new mail. */
  pollMs?: number;
  /** First retry delay; doubles with each failed attempt up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many failed attempts a message is marked failed (kept for inspection). */
  maxAttempts?: number;
  /** How long a send may take before another run may pick the message up again. */
  lockMs?: number;
  log?: (message: string) => void;
}

export interface OutboxWorker {
  /** Sends every message that is due now; resolves with how many were sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** Sends the outbox: on a timer, and at once when new mail is enqueued. */
export function startOutboxWorker({
  transport,
  pollMs = 5_000,
  baseDelayMs = 5_000,
  maxDelayMs = 60 * 60 * 1000,
  maxAttempts = 20,
  lockMs = 2 * 60 * 1000,
  log = (message) => console.warn(`[mail] ${message}`),
}: OutboxWorkerOptions): OutboxWorker {
  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;

  /** Atomically takes one due message (or one whose sender died mid-send). */
  async function claim(): Promise<OutboxRecord | null> {
    const now = new Date();
    return OutboxModel.findOneAndUpdate(
      {
        $or: [
          { status: 'pending', nextAttemptAt: mongoose.trusted({ $lte: now }) },
          { status: 'sending', lockedUntil: mongoose.trusted({ $lte: now }) },
        ],
      },
      { $set: { status: 'sending', lockedUntil: new Date(now.getTime() + lockMs) } },
      { sort: { nextAttemptAt: 1 }, new: true },
    ).lean();
  }

  async function deliver(message: OutboxRecord): Promise<boolean> {
    try {
      await transport.send({
        to: message.to,
        replyTo: message.replyTo ?? '',
        subject: message.subject,
        text: message.text,
      });
      await OutboxModel.updateOne(
        { _id: message._id },
        { $set: { status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: '' } },
      );
      return true;
    } catch (error) {
      const attempts = (message.attempts ?? 0) + 1;
      const delay = Math.min(baseDelayMs * 2 ** (attempts - 1), maxDelayMs);
      const failed = attempts >= maxAttempts;
      const reason = error instanceof Error ? error.message : String(error);
      await OutboxModel.updateOne(
        { _id: message._id },
        {
          $set: {
            status: failed ? 'failed' : 'pending',
            attempts,
            nextAttemptAt: new Date(Date.now() + delay),
            lockedUntil: null,
            lastError: reason,
          },
        },
      );
      log(
        failed
          ? `giving up on "${message.subject}" after ${attempts} attempts: ${reason}`
          : `sending "${message.subject}" failed (attempt ${attempts}), retrying in ${Math.round(delay / 1000)}s: ${reason}`,
      );
      return false;
    }
  }

  async function drain(): Promise<number> {
    let sent = 0;
    for (let message = await claim(); message && !stopped; message = await claim()) {
      if (await deliver(message)) sent++;
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => {
        // The database may be away for a moment; the next poll tries again.
        log(`outbox run failed: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  const kick = () => void runOnce();
  outboxSignal.on('enqueued', kick);
  const timer = setInterval(kick, pollMs);
  timer.unref();
  kick();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      outboxSignal.off('enqueued', kick);
      await running;
    },
  };
}
