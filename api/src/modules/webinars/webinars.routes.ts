import Router from '@koa/router';
import type { Context } from 'koa';
import { WebinarCreateSchema, WebinarUpdateSchema } from '../../contracts';
import { requireAdmin } from '../../auth/current-user';
import { parseBody } from '../../validation/parse';
import {
  createWebinar,
  deleteWebinar,
  getWebinarBySlug,
  webinarList,
  updateWebinar,
} from './webinars.service';
import { readPage, PAGE_SIZE_CAP } from '../../shared/paging';

export function webinarsRoutes(): Router {
  const router = new Router();

  // The same list for visitors and the dashboard.
  const list = async (ctx: Context) => {
    ctx.body = await readPage(ctx, 'webinars', PAGE_SIZE_CAP.standard, webinarList);
  };
  router.get('/api/webinars', list);

  router.get('/api/webinars/slug/:slug', async (ctx) => {
    ctx.body = { webinar: await getWebinarBySlug(ctx.params.slug) };
  });

  router.get('/api/cms/webinars', requireAdmin, list);

  router.post('/api/cms/webinars', requireAdmin, async (ctx) => {
    const fields = parseBody(WebinarCreateSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = { webinar: await createWebinar(fields) };
  });

  router.put('/api/cms/webinars/:id', requireAdmin, async (ctx) => {
    const fields = parseBody(WebinarUpdateSchema, ctx.request.body);
    ctx.body = { webinar: await updateWebinar(ctx.params.id, fields) };
  });

  router.delete('/api/cms/webinars/:id', requireAdmin, async (ctx) => {
    await deleteWebinar(ctx.params.id);
    ctx.body = { message: 'Webinar deleted' };
  });

  return router;
}
