import { spawn } from 'node:child_process';
import { once } from 'node:events';
import mongoose from 'mongoose';
import { loadConfig, type ApiConfig } from '../../src/config/env';
import { connectWithRetry } from '../../src/db/connect';
import { startOutboxWorker, type OutboxWorkerOptions } from '../../src/mail/outbox-worker';
import { MailArchiveModel, OutboxModel } from '../../src/mail/outbox.model';
import { createMailTransport } from '../../src/mail/transport';
import { capturedLogger } from './log-lines';

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

// Runs this file's TypeScript in a plain node process, compiled on load by @swc/core as jest does.
const childBootstrap = `
const { readFileSync } = require('node:fs');
const { transformSync } = require(process.env.SWC_CORE);
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
require(process.env.OUTBOX_WORKER_MODULE).runOutboxWorkerProcess();
`;

/**
 * Another API instance's outbox worker: a child process with its own connection to the
 * database and its own SMTP transport. It says "ready" once connected and stops on SIGTERM or
 * when its standard input closes.
 */
export async function spawnOutboxWorkerProcess(mongodbUri: string, smtpUrl: string) {
  const child = spawn(process.execPath, ['-e', childBootstrap], {
    env: {
      PATH: process.env.PATH,
      SWC_CORE: require.resolve('@swc/core'),
      OUTBOX_WORKER_MODULE: __filename,
      MONGODB_URI: mongodbUri,
      SMTP_URL: smtpUrl,
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`outbox worker process exited with ${code}`)));
  });
  return {
    async stop(): Promise<void> {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
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
