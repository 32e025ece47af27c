import type { OutboxWorker } from '../../src/mail/outbox-worker';
import { startTestOutboxWorker } from './mail-worker';
import { SmtpSink } from './smtp-sink';
import type { AppDependencies } from '../../src/app';
import { startTestApp, type TestApp } from './test-app';
import { dropTestDatabase } from './test-database';

export interface MailingTestApp {
  app: TestApp;
  smtp: SmtpSink;
  worker: OutboxWorker;
}

/**
 * For a test file whose mail goes out for real: the app, its outbox worker and a real SMTP sink,
 * started before the file's tests (handed to `started`) and stopped after them, with the sink's
 * inbox emptied before each test.
 */
export function withMailingTestApp(
  env: Record<string, string>,
  started: (parts: MailingTestApp) => void,
  dependencies: Omit<AppDependencies, 'config'> = {},
): void {
  let parts: MailingTestApp;
  beforeAll(async () => {
    const smtp = await new SmtpSink().start();
    const app = await startTestApp({ SMTP_URL: smtp.url, ...env }, dependencies);
    parts = { app, smtp, worker: startTestOutboxWorker(app.config) };
    started(parts);
  });
  afterAll(async () => {
    await parts.worker.stop();
    await parts.smtp.stop();
    await dropTestDatabase();
  });
  beforeEach(() => {
    parts.smtp.received.length = 0;
  });
}
