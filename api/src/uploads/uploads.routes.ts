import Router from '@koa/router';
import { toObjectId } from '../db/object-id';
import { notFound } from '../errors/http-error';
import { findFile, openFile } from './gridfs';

/** GET /api/uploads/:id: stored files never change (a new upload gets a new id), so cache hard. */
export function uploadsRoutes(): Router {
  const router = new Router();
  router.get('/api/uploads/:id', async (ctx) => {
    const id = toObjectId(ctx.params.id);
    const file = id && (await findFile(id));
    if (!file) throw notFound('File not found');
    ctx.status = 200;
    ctx.etag = String(file.id);
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    // Flyers keep their file name for "save as"; set before the type, which attachment() guesses.
    if (file.contentType === 'application/pdf') ctx.attachment(file.filename, { type: 'inline' });
    ctx.type = file.contentType;
    ctx.length = file.length;
    ctx.body = openFile(file.id);
  });
  return router;
}
