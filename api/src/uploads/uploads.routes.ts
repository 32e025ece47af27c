import Router from '@koa/router';
import { toObjectId } from '../db/object-id';
import { notFound } from '../errors/http-error';
import { findFile, openFile } from './gridfs';
import { variantFor } from './responsive-images';
import { EXACT_PATHS } from '../shared/exact-paths';

/** A requested width (`?w=480`), or null for the original. */
function requestedWidth(value: unknown): number | null {
  return typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : null;
}

/**
 * GET /api/uploads/:id: stored files never change (a new upload gets a new id), so cache hard.
 * `?w=N` sends the image's WebP copy closest to N pixels wide (at least N when there is one).
 */
export function uploadsRoutes(): Router {
  const router = new Router(EXACT_PATHS);
  router.get('/api/uploads/:id', async (ctx) => {
    const original = toObjectId(ctx.params.id);
    const width = requestedWidth(ctx.query.w);
    const id =
      original && width !== null ? ((await variantFor(original, width)) ?? original) : original;
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
