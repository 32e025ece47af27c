import Router from '@koa/router';
import { ProgramInputSchema } from '../../contracts';
import { requireAdmin } from '../../auth/current-user';
import { parseBody } from '../../validation/parse';
import { createProgram, deleteProgram, programList, updateProgram } from './programs.service';
import { readPage, PAGE_SIZE_CAP } from '../../shared/paging';

export function programsRoutes(): Router {
  const router = new Router({ prefix: '/api/cms/programs' });

  router.get('/', async (ctx) => {
    ctx.body = await readPage(ctx, 'programs', PAGE_SIZE_CAP.standard, programList);
  });

  router.post('/', requireAdmin, async (ctx) => {
    ctx.status = 201;
    ctx.body = { program: await createProgram(parseBody(ProgramInputSchema, ctx.request.body)) };
  });

  router.put('/:id', requireAdmin, async (ctx) => {
    const fields = parseBody(ProgramInputSchema, ctx.request.body);
    ctx.body = { program: await updateProgram(ctx.params.id, fields) };
  });

  router.delete('/:id', requireAdmin, async (ctx) => {
    await deleteProgram(ctx.params.id);
    ctx.body = { message: 'Program deleted' };
  });

  return router;
}
