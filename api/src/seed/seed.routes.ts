import Router from '@koa/router';
import { requireAdmin } from '../auth/current-user';
import { restoreSampleContent } from './seed';
import { EXACT_PATHS } from '../shared/exact-paths';

/** POST /api/cms/seed: the dashboard's "Restore sample content" (fills empty collections only). */
export function seedRoutes(): Router {
  const router = new Router(EXACT_PATHS);
  router.post('/api/cms/seed', requireAdmin, async (ctx) => {
    ctx.body = { restored: await restoreSampleContent() };
  });
  return router;
}
