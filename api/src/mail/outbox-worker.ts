import mongoose from 'mongoose';
import { isDuplicateKey } from '../db/duplicate-key';
import { withoutAddresses, type Logger } from '../operations/logger';
import { mailsFailed, mailsSent } from '../operations/metrics';
import { HOLD_FOR_RECORD_MS, outboxSignal, type MailAttachment } from './outbox';
import { MailArchiveModel, OutboxLeaseModel, OutboxModel, type OutboxRecord } from './outbox.model';
import { SMTP_TIMEOUTS, type MailTransport } from './transport';

/** How long sent mail stays in the mail archive before the worker deletes it. */
export const SENT_MAIL_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface OutboxWorkerOptions {
  transport: MailTransport;
  /** How often to look for due messages when nothing signals new mail. */
  pollMs?: number;
  /** First retry delay; doubles with each failed attempt up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many failed attempts a message is marked failed (kept for inspection). */
  maxAttempts?: number;
  /**
   * How long a claimed message is this instance's alone: longer than a send can take
   * (SMTP_TIMEOUTS.sendMs), so no other instance sends it again meanwhile.
   */
  lockMs?: number;
  /**
   * How often (and once at start) to archive what a crash left finished in the outbox and to
   * delete sent mail older than sentRetentionMs. Daily: on FerretDB the purge reads the whole
   * archive, some seconds with 100,000 messages.
   */
  maintenanceMs?: number;
  sentRetentionMs?: number;
  /**
   * When mail queued for a record (storeWithMail) whose record is still not stored is dropped: the
   * request storing it failed. Long past any request's life, so a slow one is never cut off.
   */
  recordNeverStoredMs?: number;
  logger: Logger;
}

export interface OutboxWorker {
  /** Sends every message that is due now; resolves with how many were sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** Due messages read per claim: the first one not leased by another instance is taken. */
const CLAIM_CANDIDATES = 20;
const unfinished = ['pending', 'sending'];

/**
 * Sends the outbox: on a timer, and at once when new mail is enqueued. Any number of instances
 * may run on one database; each message is sent by one of them.
 */
export function startOutboxWorker({
  transport,
  pollMs = 5_000,
  baseDelayMs = 5_000,
  maxDelayMs = 60 * 60 * 1000,
  maxAttempts = 20,
  lockMs = 5 * SMTP_TIMEOUTS.sendMs,
  maintenanceMs = DAY_MS,
  sentRetentionMs = SENT_MAIL_RETENTION_DAYS * DAY_MS,
  recordNeverStoredMs = 60 * 60 * 1000,
  logger,
}: OutboxWorkerOptions): OutboxWorker {
  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;
  let maintaining: Promise<void> | null = null;
  let leaseIndex: Promise<unknown> | null = null;

  /** The unique index is what makes a lease exclusive: never claim before it exists. */
  function ensureLeaseIndex(): Promise<unknown> {
    leaseIndex ??= OutboxLeaseModel.createIndexes().catch((error: unknown) => {
      leaseIndex = null;
      throw error;
    });
    return leaseIndex;
  }

  /**
   * Takes one due message (or one whose sender died mid-send) for this instance alone: the
   * message's lease for this attempt is inserted under a unique index, which only one instance
   * can do. A message read before another instance moved it on is left alone: its attempt count
   * no longer matches.
   */
  async function claim(): Promise<OutboxRecord | null> {
    const now = new Date();
    const leaseEnd = new Date(now.getTime() + lockMs);
    const due = await OutboxModel.find({
      status: mongoose.trusted({ $in: unfinished }),
      nextAttemptAt: mongoose.trusted({ $lte: now }),
    })
      .sort({ nextAttemptAt: 1 })
      .limit(CLAIM_CANDIDATES)
      .lean<OutboxRecord[]>();
    for (const message of due) {
      try {
        await OutboxLeaseModel.create({
          messageId: message._id,
          attempt: message.attempts,
          expiresAt: leaseEnd,
        });
      } catch (error) {
        if (isDuplicateKey(error)) continue;
        throw error;
      }
      // Due again when the lease ends, so a crash mid-send delays the message but never loses it.
      const claimed = await OutboxModel.updateOne(
        {
          _id: message._id,
          attempts: message.attempts,
          status: mongoose.trusted({ $in: unfinished }),
        },
        { $set: { status: 'sending', attempts: message.attempts + 1, nextAttemptAt: leaseEnd } },
      );
      if (claimed.modifiedCount === 1) {
        return { ...message, status: 'sending', attempts: message.attempts + 1 };
      }
    }
    return null;
  }

  /** Moves a finished message out of the outbox; safe to repeat after a crash halfway. */
  async function archive(message: OutboxRecord): Promise<void> {
    try {
      await MailArchiveModel.create({
        _id: message._id,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        headers: message.headers,
        attachments: message.attachments,
        status: message.status,
        attempts: message.attempts,
        lastError: message.lastError,
        queuedAt: message.createdAt,
        // Rows marked by an older version of the worker carry no finishing time.
        finishedAt: message.finishedAt ?? new Date(),
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    await OutboxModel.deleteOne({ _id: message._id });
  }

  /**
   * Whether mail queued for a record (storeWithMail) may go: once its record is stored. Until then
   * it waits; when the record never appears, it is dropped.
   */
  async function recordStored(message: OutboxRecord): Promise<boolean> {
    const { collectionName, recordId } = message.heldFor!;
    const found = await mongoose.connection
      .collection(collectionName!)
      .findOne({ _id: recordId as never }, { projection: { _id: 1 } });
    if (found) {
      await OutboxModel.updateOne({ _id: message._id }, { $unset: { heldFor: 1 } });
      return true;
    }
    if (message.createdAt.getTime() < Date.now() - recordNeverStoredMs) {
      await OutboxModel.deleteOne({ _id: message._id });
      logger.warn(
        `dropped mail ${String(message._id)}: the record it was queued for was never stored`,
      );
    } else {
      await OutboxModel.updateOne(
        { _id: message._id },
        { $set: { status: 'pending', nextAttemptAt: new Date(Date.now() + HOLD_FOR_RECORD_MS) } },
      );
    }
    return false;
  }

  async function deliver(message: OutboxRecord): Promise<boolean> {
    if (message.heldFor && !(await recordStored(message))) return false;
    try {
      await transport.send({
        id: String(message._id),
        to: message.to,
        replyTo: message.replyTo ?? '',
        subject: message.subject,
        text: message.text,
        headers: message.headers ?? undefined,
        // Read lean: plain objects, whatever mongoose's types say.
        attachments: (message.attachments as MailAttachment[] | undefined) ?? undefined,
      });
    } catch (error) {
      await retryLater(message, error);
      return false;
    }
    mailsSent.inc();
    // Marked first, so a crash before the move leaves it unclaimable for maintenance to archive.
    const sent = { status: 'sent', finishedAt: new Date(), lastError: '' } as const;
    await OutboxModel.updateOne({ _id: message._id }, { $set: sent });
    await archive({ ...message, ...sent });
    return true;
  }

  async function retryLater(message: OutboxRecord, error: unknown): Promise<void> {
    const attempts = message.attempts;
    const delay = Math.min(baseDelayMs * 2 ** (attempts - 1), maxDelayMs);
    const failed = attempts >= maxAttempts;
    const reason = withoutAddresses(error instanceof Error ? error.message : String(error));
    const outcome = failed
      ? ({ status: 'failed', finishedAt: new Date(), lastError: reason } as const)
      : ({
          status: 'pending',
          nextAttemptAt: new Date(Date.now() + delay),
          lastError: reason,
        } as const);
    mailsFailed.inc({ given_up: String(failed) });
    await OutboxModel.updateOne({ _id: message._id }, { $set: outcome });
    if (failed) await archive({ ...message, ...outcome });
    // By its id: a subject names people and events, the recipient is an address.
    const mail = `mail ${String(message._id)}`;
    if (failed) logger.error(`giving up on ${mail} after ${attempts} attempts: ${reason}`);
    else
      logger.warn(
        `sending ${mail} failed (attempt ${attempts}), retrying in ${Math.round(delay / 1000)}s: ${reason}`,
      );
  }

  async function drain(): Promise<number> {
    await ensureLeaseIndex();
    // Ended leases only ever block a message whose claimer died between lease and claim.
    await OutboxLeaseModel.deleteMany({ expiresAt: mongoose.trusted({ $lte: new Date() }) });
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
        logger.warn(`outbox run failed: ${error instanceof Error ? error.message : String(error)}`);
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

  /** Archives what a crash left finished in the outbox; deletes sent mail past its retention. */
  async function maintain(): Promise<void> {
    const leftovers = await OutboxModel.find({
      status: mongoose.trusted({ $in: ['sent', 'failed'] }),
    }).lean<OutboxRecord[]>();
    for (const message of leftovers) await archive(message);
    await MailArchiveModel.deleteMany({
      status: 'sent',
      finishedAt: mongoose.trusted({ $lt: new Date(Date.now() - sentRetentionMs) }),
    });
  }

  function runMaintenance(): void {
    if (maintaining || stopped) return;
    maintaining = maintain()
      .catch((error: unknown) => {
        logger.warn(
          `outbox maintenance failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => {
        maintaining = null;
      });
  }

  const kick = () => void runOnce();
  outboxSignal.on('enqueued', kick);
  const timer = setInterval(kick, pollMs);
  timer.unref();
  const maintenanceTimer = setInterval(runMaintenance, maintenanceMs);
  maintenanceTimer.unref();
  kick();
  runMaintenance();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearInterval(maintenanceTimer);
      outboxSignal.off('enqueued', kick);
      await Promise.all([running, maintaining]);
    },
  };
}
