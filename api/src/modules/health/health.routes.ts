import type { Context, Middleware, Next } from 'koa';
import { isDatabaseReachable } from '../../db/connect';
import { prepareJson, sendPrepared } from '../../shared/prepared-response';

export interface HealthOptions {
  /** Asks the database whether it answers. */
  probe?: () => Promise<boolean>;
  /** How long one answer from the database stands for every health check. */
  maxAgeMs?: number;
  now?: () => number;
  /** Headers every answer carries (the security headers), prepared with it. */
  headers?: Record<string, string>;
}

const HEALTH_PATH = '/api/health';

/** An answer prepared once: a check costs no JSON or header work. */
const answerWith = (status: number, answer: object, headers: Record<string, string>) =>
  prepareJson(status, Buffer.from(JSON.stringify(answer)), {
    ...headers,
    'Cache-Control': 'no-store',
  });

/**
 * GET (and HEAD) /api/health: 200 when the database answers, 503 while it does not.
 *
 * The database is asked at most once per `maxAgeMs` (checks that arrive while a probe is on its
 * way share it): a flood of health checks, from a load balancer or a benchmark, costs the database
 * nothing more, and every answer is at most `maxAgeMs` plus one probe old.
 *
 * It is the app's outermost middleware, a plain path check rather than a router: the check that
 * load balancers send most often costs the least, and between probes it answers without waiting
 * on a promise. It never throws (a failing probe means "down"), so it needs no error handler.
 */
export function healthCheck({
  probe = () => isDatabaseReachable(),
  maxAgeMs = 1000,
  now = Date.now,
  headers = {},
}: HealthOptions = {}): Middleware {
  const answers = {
    up: answerWith(200, { status: 'ok', db: 'up' }, headers),
    down: answerWith(503, { status: 'degraded', db: 'down' }, headers),
  };
  let last: { db: boolean; at: number } | undefined;
  let pending: Promise<boolean> | undefined;
  const askDatabase = () =>
    (pending ??= probe()
      .catch(() => false)
      .then((db) => {
        last = { db, at: now() };
        return db;
      })
      .finally(() => (pending = undefined)));

  const answer = (ctx: Context, db: boolean) => sendPrepared(ctx, db ? answers.up : answers.down);

  return (ctx: Context, next: Next) => {
    if (ctx.path !== HEALTH_PATH) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set(headers);
      ctx.set('Allow', 'GET, HEAD');
      ctx.body = { message: `${ctx.method} is not allowed here` };
      return;
    }
    if (last && now() - last.at < maxAgeMs) return answer(ctx, last.db);
    return askDatabase().then((db) => answer(ctx, db));
  };
}
