import { startOutboxWorker } from '../../src/mail/outbox-worker';
import { createMailTransport } from '../../src/mail/transport';
import type { ApiConfig } from '../../src/config/env';

/** The outbox worker with short, test-friendly delays. */
export function startTestOutboxWorker(config: ApiConfig) {
  return startOutboxWorker({
    transport: createMailTransport(config, () => undefined),
    pollMs: 50,
    baseDelayMs: 50,
    maxDelayMs: 200,
    log: () => undefined,
  });
}
