import Router from '@koa/router';
import type { Context } from 'koa';
import { NewsletterInputSchema } from '../../contracts';
import { requireAdmin } from '../../auth/current-user';
import { parseBody } from '../../validation/parse';
import {
  createNewsletter,
  deleteNewsletter,
  newsletterList,
  updateNewsletter,
} from './newsletters.service';
import { readPage, PAGE_SIZE_CAP } from '../../shared/paging';

export function newslettersRoutes(): Router {
  const router = new Router();

  // The same list for visitors and the dashboard.
  const list = async (ctx: Context) => {
    ctx.body = await readPage(ctx, 'newsletters', PAGE_SIZE_CAP.standard, newsletterList);
  };
  router.get('/api/newsletters', list);
  router.get('/api/cms/newsletters', requireAdmin, list);

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
