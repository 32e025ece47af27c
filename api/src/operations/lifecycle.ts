import type { Server } from 'node:http';
import type { Middleware } from 'koa';
import { closeServer } from '@da-boulder/server-kit/close-server';

/**
 * Where the process is in its life: starting (connecting, migrating, preparing: requests wait),
 * serving, or draining after SIGTERM (finishing up). GET /api/health/ready answers 200 only while
 * serving.
 */
export class Lifecycle {
  #phase: 'starting' | 'serving' | 'draining';
  #serve = () => {};
  /** Settles once the process serves. */
  readonly serving: Promise<void>;

  constructor(phase: 'starting' | 'serving' = 'serving') {
    this.#phase = phase;
    this.serving = new Promise((resolve) => (this.#serve = resolve));
    if (phase === 'serving') this.#serve();
  }

  get phase() {
    return this.#phase;
  }

  serve(): void {
    this.#phase = 'serving';
    this.#serve();
  }

  drain(): void {
    this.#phase = 'draining';
  }
}

/**
 * Requests that arrive while the process starts wait until it serves (rather than failing), so a
 * restart costs a visitor a moment, not an error; health checks and metrics answer at once.
 */
export const waitWhileStarting =
  (lifecycle: Lifecycle): Middleware =>
  (ctx, next) =>
    lifecycle.phase === 'starting' ? lifecycle.serving.then(next) : next();

/**
 * Ends serving: ready answers 503 at once, so load balancers stop sending; the server goes on
 * taking requests until `drained` settles (SHUTDOWN_DRAIN_MS), then stops accepting and resolves
 * once the requests in flight are answered.
 */
export async function stopServing(
  server: Server,
  lifecycle: Lifecycle,
  drained: Promise<unknown>,
): Promise<void> {
  lifecycle.drain();
  await drained;
  await closeServer(server);
}
