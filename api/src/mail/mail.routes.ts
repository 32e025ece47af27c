import Router from '@koa/router';
import { requireAdminNoStore } from '../auth/current-user';
import { requireObjectId } from '../db/object-id';
import { PAGE_SIZE_CAP, pageRequest } from '../shared/paging';
import { mailOverview, retryMail } from './mail-overview';
import { EXACT_PATHS } from '../shared/exact-paths';

/** `GET /api/cms/mail`: the outbox's state; `POST /api/cms/mail/:id/retry`: send a failed mail again. */
export function mailRoutes(): Router {
  const router = new Router(EXACT_PATHS);
  router.get('/api/cms/mail', requireAdminNoStore, async (ctx) => {
    ctx.body = await mailOverview(pageRequest(ctx, PAGE_SIZE_CAP.standard));
  });
  router.post('/api/cms/mail/:id/retry', requireAdminNoStore, async (ctx) => {
    ctx.body = { mail: await retryMail(requireObjectId(ctx.params.id)) };
  });
  return router;
}
