import Router from '@koa/router';
import { isDatabaseReachable } from '../../db/connect';

/** GET /api/health: 200 when the database answers, 503 while it does not. */
export function healthRoutes(): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    const db = await isDatabaseReachable();
    ctx.set('Cache-Control', 'no-store');
    ctx.status = db ? 200 : 503;
    ctx.body = { status: db ? 'ok' : 'degraded', db: db ? 'up' : 'down' };
  });
  return router;
}
