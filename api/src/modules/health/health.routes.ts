import type { Context, Middleware, Next } from 'koa';
import { isDatabaseReachable } from '../../db/connect';
import { Lifecycle } from '../../operations/lifecycle';
import { prepareJson, sendPrepared } from '../../shared/prepared-response';

export interface HealthOptions {
  /** Asks the database whether it answers. */
  probe?: () => Promise<boolean>;
  /** How long one answer from the database stands for every health check. */
  maxAgeMs?: number;
  now?: () => number;
  /** Headers every answer carries (the security headers), prepared with it. */
  headers?: Record<string, string>;
  /** Whether the process is starting, serving or draining, for ready. */
  lifecycle?: Lifecycle;
}

const HEALTH_PATH = '/api/health';
const LIVE_PATH = '/api/health/live';
const READY_PATH = '/api/health/ready';
const PATHS = new Set([HEALTH_PATH, LIVE_PATH, READY_PATH]);

/** An answer prepared once: a check costs no JSON or header work. */
const answerWith = (status: number, answer: object, headers: Record<string, string>) =>
  prepareJson(status, Buffer.from(JSON.stringify(answer)), {
    ...headers,
    'Cache-Control': 'no-store',
  });

/**
 * GET (and HEAD) /api/health: 200 when the database answers, 503 while it does not.
 * /api/health/live: 200 while the process runs. /api/health/ready: 200 when the process serves
 * and the database answers; 503 while it starts (connecting, migrating), drains after SIGTERM,
 * or the database does not answer.
 *
 * The database is asked at most once per `maxAgeMs` (checks that arrive while a probe is on its
 * way share it): a flood of health checks, from a load balancer or a benchmark, costs the database
 * nothing more, and every answer is at most `maxAgeMs` plus one probe old.
 *
 * It comes first after the request's id and access log, a plain path check rather than a router:
 * the check that load balancers send most often costs the least, and between probes it answers without waiting
 * on a promise. It never throws (a failing probe means "down"), so it needs no error handler.
 */
export function healthCheck({
  probe = () => isDatabaseReachable(),
  maxAgeMs = 1000,
  now = Date.now,
  headers = {},
  lifecycle = new Lifecycle(),
}: HealthOptions = {}): Middleware {
  const answers = {
    up: answerWith(200, { status: 'ok', db: 'up' }, headers),
    down: answerWith(503, { status: 'degraded', db: 'down' }, headers),
    live: answerWith(200, { status: 'live' }, headers),
    ready: answerWith(200, { status: 'ready', db: 'up' }, headers),
    starting: answerWith(503, { status: 'starting' }, headers),
    draining: answerWith(503, { status: 'draining' }, headers),
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

  const answer = (ctx: Context, db: boolean) =>
    sendPrepared(ctx, db ? (ctx.path === READY_PATH ? answers.ready : answers.up) : answers.down);

  return (ctx: Context, next: Next) => {
    if (!PATHS.has(ctx.path)) return next();
    ctx.state.route = ctx.path;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set(headers);
      ctx.set('Allow', 'GET, HEAD');
      ctx.body = { message: `${ctx.method} is not allowed here` };
      return;
    }
    if (ctx.path === LIVE_PATH) return sendPrepared(ctx, answers.live);
    const { phase } = lifecycle;
    if (ctx.path === READY_PATH && phase !== 'serving') return sendPrepared(ctx, answers[phase]);
    if (last && now() - last.at < maxAgeMs) return answer(ctx, last.db);
    return askDatabase().then((db) => answer(ctx, db));
  };
}
