import mongoose from 'mongoose';
import { insertUntaken, upsertRetried } from '../db/duplicate-key';
import { withoutAddresses, type Logger } from '../operations/logger';
import { mailsFailed, mailsSent } from '../operations/metrics';
import {
  forgetRelease,
  HOLD_FOR_RECORD_MS,
  outboxSignal,
  releasedHereOf,
  type MailAttachment,
} from './outbox';
import {
  GivenUpMailModel,
  LAST_SENT_ID,
  MailArchiveModel,
  MailLastSentModel,
  OutboxLeaseModel,
  OutboxModel,
  SECRET_NOT_KEPT,
  type OutboxRecord,
} from './outbox.model';
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
  /** How long held mail waits for this process's release before the worker looks for its record. */
  holdForRecordMs?: number;
  logger: Logger;
}

export interface OutboxWorker {
  /** Sends every message that is due now; resolves with how many were sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** Due messages read per claim, of which those not leased by another instance are taken. */
const CLAIM_CANDIDATES = 20;
/**
 * Messages claimed and sent together, each on its own connection: a stalled send holds up only
 * itself, and a batch ends within one send's deadline, well inside its lease. Few, as a crash
 * mid-batch sends the batch's sent ones again (under the same Message-IDs).
 */
const BATCH = 10;
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
  holdForRecordMs = HOLD_FOR_RECORD_MS,
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
   * The due messages that may go: mail queued with its record (storeWithMail) only once the
   * record is stored, as this process's release says or, past the hold, as the record's own
   * collection does.
   */
  async function mayGo(due: OutboxRecord[], now: Date): Promise<OutboxRecord[]> {
    const going: OutboxRecord[] = [];
    for (const message of due) {
      if (!message.heldFor || releasedHereOf(String(message._id))) going.push(message);
      // Its request may still be storing the record; after the hold, the worker looks.
      else if (message.createdAt.getTime() <= now.getTime() - holdForRecordMs)
        if (await recordStored(message)) going.push(message);
    }
    return going;
  }

  /**
   * Takes the due messages that may go (up to a batch; ones whose sender died mid-send among
   * them) for this instance alone: each message's lease for this attempt is inserted under a
   * unique index, which only one instance can do. A message read before another instance moved
   * it on is left alone: its attempt count no longer matches. One read and one write of the
   * outbox a batch, whatever its size: on FerretDB each reads the whole outbox.
   */
  async function claim(): Promise<OutboxRecord[]> {
    const now = new Date();
    const leaseEnd = new Date(now.getTime() + lockMs);
    const due = await OutboxModel.find({
      status: mongoose.trusted({ $in: unfinished }),
      nextAttemptAt: mongoose.trusted({ $lte: now }),
    })
      .sort({ nextAttemptAt: 1 })
      .limit(CLAIM_CANDIDATES)
      .lean<OutboxRecord[]>();
    const going = (await mayGo(due, now)).slice(0, BATCH);
    const inserted = await insertUntaken(
      OutboxLeaseModel.collection,
      going.map((message) => ({
        messageId: message._id,
        attempt: message.attempts,
        expiresAt: leaseEnd,
      })),
    );
    const leased = inserted.map((index) => going[index]);
    if (leased.length === 0) return [];
    // Due again when the lease ends, so a crash mid-send delays a message but never loses it.
    await OutboxModel.updateMany(
      { _id: mongoose.trusted({ $in: leased.map((message) => message._id) }) },
      { $set: { status: 'sending', nextAttemptAt: leaseEnd }, $inc: { attempts: 1 } },
    );
    return leased.map((message) => ({
      ...message,
      status: 'sending',
      attempts: message.attempts + 1,
    }));
  }

  /** A finished message as the archive (or the given-up mail) keeps it. */
  const archived = (message: OutboxRecord) => ({
    _id: message._id,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.secret ? SECRET_NOT_KEPT : message.text,
    secret: message.secret,
    headers: message.headers,
    attachments: message.attachments,
    status: message.status,
    attempts: message.attempts,
    lastError: message.lastError,
    queuedAt: message.createdAt,
    // Rows marked by an older version of the worker carry no finishing time.
    finishedAt: message.finishedAt ?? new Date(),
  });

  /**
   * Moves finished messages out of the outbox into the archive or, given up on, beside it: kept
   * there first, then deleted from the outbox, so a crash halfway loses no record. A leased
   * message's outbox row is this instance's alone, so one gone by then was erased with its person
   * while being sent, perhaps after the erase looked in the archive: its copy goes too. Crash
   * leftovers (`leased` false) may be moved by two instances at once, so there a missing row means
   * the other instance moved it.
   */
  async function moveOut(messages: OutboxRecord[], leased: boolean): Promise<void> {
    for (const status of ['sent', 'failed'] as const) {
      const going = messages.filter((message) => message.status === status);
      const finished = (status === 'sent' ? MailArchiveModel : GivenUpMailModel).collection;
      const kept = new Set(await insertUntaken(finished, going.map(archived)));
      for (const [index, { _id }] of going.entries()) {
        const { deletedCount } = await OutboxModel.deleteOne({ _id });
        if (leased && deletedCount === 0 && kept.has(index)) await finished.deleteOne({ _id });
      }
    }
  }

  /**
   * Whether mail held for a record past its hold may go: once its record is stored. Until then it
   * waits; when the record never appears, it is dropped.
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
        { $set: { status: 'pending', nextAttemptAt: new Date(Date.now() + holdForRecordMs) } },
      );
    }
    return false;
  }

  /** Sends a message: true once the mail server took it, else it waits for its next attempt. */
  async function deliver(message: OutboxRecord): Promise<boolean> {
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
    return true;
  }

  /** A batch's sent messages, out of the outbox and kept in the archive; when mail last went. */
  async function finish(sent: OutboxRecord[]): Promise<void> {
    if (sent.length === 0) return;
    const finishedAt = new Date();
    await moveOut(
      sent.map((message) => ({ ...message, status: 'sent', finishedAt, lastError: '' })),
      true,
    );
    for (const { _id } of sent) forgetRelease(String(_id));
    await upsertRetried(() =>
      MailLastSentModel.updateOne(
        { _id: LAST_SENT_ID },
        { $max: { at: finishedAt } },
        { upsert: true },
      ),
    );
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
    // Given up on: moved out at once, never marked so in the outbox first, where another
    // instance's maintenance would take it for a crash's leftover and move it as well.
    if (failed) await moveOut([{ ...message, ...outcome }], true);
    else await OutboxModel.updateOne({ _id: message._id }, { $set: outcome });
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
    for (let batch = await claim(); batch.length > 0 && !stopped; batch = await claim()) {
      const delivered = await Promise.all(batch.map(deliver));
      await finish(batch.filter((_, index) => delivered[index]));
      sent += delivered.filter(Boolean).length;
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

  /**
   * Archives what a crash left finished in the outbox (marked so by an older version of the
   * worker, or given up on); deletes sent mail past its retention.
   */
  async function maintain(): Promise<void> {
    const leftovers = await OutboxModel.find({
      status: mongoose.trusted({ $in: ['sent', 'failed'] }),
    }).lean<OutboxRecord[]>();
    await moveOut(leftovers, false);
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
