import Router from '@koa/router';
import { requireAdminNoStore } from '../../auth/current-user';
import type { ApiConfig } from '../../config/env';
import { EraseRequestSchema } from '@da-boulder/contracts';
import { parseBody } from '../../validation/parse';
import { erasePerson } from './privacy.service';
import { EXACT_PATHS } from '../../shared/exact-paths';

/** `POST /api/cms/privacy/erase`: a person asking to be forgotten is one action. */
export function privacyRoutes({ mailDir }: Pick<ApiConfig, 'mailDir'>): Router {
  const router = new Router(EXACT_PATHS);
  router.post('/api/cms/privacy/erase', requireAdminNoStore, async (ctx) => {
    const { email } = parseBody(EraseRequestSchema, ctx.request.body);
    ctx.body = { erased: await erasePerson(email, mailDir) };
  });
  return router;
}
