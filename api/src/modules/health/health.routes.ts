import Router from '@koa/router';
import { isDatabaseReachable } from '../../db/connect';

export interface HealthOptions {
  /** Asks the database whether it answers. */
  probe?: () => Promise<boolean>;
  /** How long one answer from the database stands for every health check. */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * GET /api/health: 200 when the database answers, 503 while it does not. The database is asked at
 * most once per `maxAgeMs` (checks that arrive while a probe is on its way share it): a flood of
 * health checks, from a load balancer or a benchmark, costs the database nothing more, and every
 * answer is at most `maxAgeMs` plus one probe old.
 */
export function healthRoutes({
  probe = () => isDatabaseReachable(),
  maxAgeMs = 1000,
  now = Date.now,
}: HealthOptions = {}): Router {
  const router = new Router();
  let last: { db: boolean; at: number } | undefined;
  let pending: Promise<boolean> | undefined;
  const databaseUp = async () => {
    if (last && now() - last.at < maxAgeMs) return last.db;
    pending ??= probe()
      .then((db) => {
        last = { db, at: now() };
        return db;
      })
      .finally(() => (pending = undefined));
    return pending;
  };
  router.get('/api/health', async (ctx) => {
    const db = await databaseUp();
    ctx.set('Cache-Control', 'no-store');
    ctx.status = db ? 200 : 503;
    ctx.body = { status: db ? 'ok' : 'degraded', db: db ? 'up' : 'down' };
  });
  return router;
}
