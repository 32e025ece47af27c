import Router from '@koa/router';
import { requireAdmin } from '../auth/current-user';
import { restoreSampleContent } from './seed';

/** POST /api/cms/seed: the dashboard's "Restore sample content" (fills empty collections only). */
export function seedRoutes(): Router {
  const router = new Router();
  router.post('/api/cms/seed', requireAdmin, async (ctx) => {
    ctx.body = { restored: await restoreSampleContent() };
  });
  return router;
}
