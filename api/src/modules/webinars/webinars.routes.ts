import Router from '@koa/router';
import { WebinarCreateSchema, WebinarUpdateSchema } from '../../contracts';
import { requireAdmin } from '../../auth/current-user';
import { parseBody } from '../../validation/parse';
import {
  createWebinar,
  deleteWebinar,
  getWebinarBySlug,
  listWebinars,
  updateWebinar,
} from './webinars.service';

export function webinarsRoutes(): Router {
  const router = new Router();

  router.get('/api/webinars', async (ctx) => {
    ctx.body = { webinars: await listWebinars() };
  });

  router.get('/api/webinars/slug/:slug', async (ctx) => {
    ctx.body = { webinar: await getWebinarBySlug(ctx.params.slug) };
  });

  router.get('/api/cms/webinars', requireAdmin, async (ctx) => {
    ctx.body = { webinars: await listWebinars() };
  });

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
