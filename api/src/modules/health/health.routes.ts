import Router from '@koa/router';
import { isDatabaseReachable } from '../../db/connect';

/**
 * GET /api/health: 200 when the database answers, 503 while it does not. Checks that arrive while
 * a ping is on its way share it, so a flood of health checks costs the database one ping at a
 * time, and every answer is at most one ping old.
 */
export function healthRoutes(): Router {
  const router = new Router();
  let ping: Promise<boolean> | undefined;
  router.get('/api/health', async (ctx) => {
    const db = await (ping ??= isDatabaseReachable().finally(() => (ping = undefined)));
    ctx.set('Cache-Control', 'no-store');
    ctx.status = db ? 200 : 503;
    ctx.body = { status: db ? 'ok' : 'degraded', db: db ? 'up' : 'down' };
  });
  return router;
}
