import Router from '@koa/router';
import { NewsletterInputSchema } from '../../contracts';
import { requireAdmin } from '../../auth/current-user';
import { parseBody } from '../../validation/parse';
import {
  createNewsletter,
  deleteNewsletter,
  listNewsletters,
  updateNewsletter,
} from './newsletters.service';

export function newslettersRoutes(): Router {
  const router = new Router();

  router.get('/api/newsletters', async (ctx) => {
    ctx.body = { newsletters: await listNewsletters() };
  });

  router.get('/api/cms/newsletters', requireAdmin, async (ctx) => {
    ctx.body = { newsletters: await listNewsletters() };
  });

  router.post('/api/cms/newsletters', requireAdmin, async (ctx) => {
    const fields = parseBody(NewsletterInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = { newsletter: await createNewsletter(fields) };
  });

  router.put('/api/cms/newsletters/:id', requireAdmin, async (ctx) => {
    const fields = parseBody(NewsletterInputSchema, ctx.request.body);
    ctx.body = { newsletter: await updateNewsletter(ctx.params.id, fields) };
  });

  router.delete('/api/cms/newsletters/:id', requireAdmin, async (ctx) => {
    await deleteNewsletter(ctx.params.id);
    ctx.body = { message: 'Newsletter deleted' };
  });

  return router;
}
