import mongoose from 'mongoose';
import { loadConfig, type ApiConfig } from '../../src/config/env';
import { connectWithRetry } from '../../src/db/connect';
import { startOutboxWorker, type OutboxWorkerOptions } from '../../src/mail/outbox-worker';
import { MailArchiveModel, OutboxModel } from '../../src/mail/outbox.model';
import { createMailTransport } from '../../src/mail/transport';
import { capturedLogger } from './log-lines';
import { spawnTypeScript } from './typescript-process';

/** The outbox worker with short, test-friendly delays. */
export function startTestOutboxWorker(
  config: Pick<ApiConfig, 'smtpUrl' | 'mailFrom' | 'mailDir'>,
  options: Partial<OutboxWorkerOptions> = {},
) {
  const { logger } = capturedLogger('silent');
  return startOutboxWorker({
    transport: createMailTransport(config, logger),
    pollMs: 50,
    baseDelayMs: 50,
    maxDelayMs: 200,
    logger,
    ...options,
  });
}

/**
 * How many mails matching the filter were queued, waiting or sent, while a worker may be
 * moving them. The worker archives a message under the same id before deleting it from the
 * outbox, so reading the outbox first and then the archive sees each message at least once, and
 * the union of ids exactly once (adding the two counts would count a message moved in between
 * twice).
 */
export async function mailsQueued(filter: Record<string, unknown>): Promise<number> {
  const waiting = await OutboxModel.find(filter, { _id: 1 }).lean();
  const finished = await MailArchiveModel.find(filter, { _id: 1 }).lean();
  return new Set([...waiting, ...finished].map((mail) => String(mail._id))).size;
}

/**
 * Another API instance's outbox worker: a child process with its own connection to the
 * database and its own SMTP transport. It stops on SIGTERM or when its standard input closes.
 */
export async function spawnOutboxWorkerProcess(mongodbUri: string, smtpUrl: string) {
  const child = await spawnTypeScript(__filename, 'runOutboxWorkerProcess', {
    MONGODB_URI: mongodbUri,
    SMTP_URL: smtpUrl,
  });
  return { stop: child.stop };
}

/** The child's side of spawnOutboxWorkerProcess. */
export async function runOutboxWorkerProcess(): Promise<void> {
  const config = loadConfig({
    MONGODB_URI: process.env.MONGODB_URI,
    SMTP_URL: process.env.SMTP_URL,
  });
  await connectWithRetry(config.mongodbUri, { attempts: 5 });
  const worker = startTestOutboxWorker(config);
  const stop = () =>
    void worker
      .stop()
      .then(() => mongoose.disconnect())
      .finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  // Also when the test process is gone without stopping us.
  process.stdin.once('close', stop).resume();
  console.log('ready');
}
