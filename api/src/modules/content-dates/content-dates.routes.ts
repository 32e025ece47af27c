import Router from '@koa/router';
import { publicRead } from '../../cache/public-read-cache';
import { contentDates } from './content-dates';
import { EXACT_PATHS } from '../../shared/exact-paths';

/**
 * GET /api/content-dates, what the public site's sitemap is made from: a public read, so it is
 * read from the database once per content version.
 */
export function contentDatesRoutes(): Router {
  const router = new Router(EXACT_PATHS);
  router.get('/api/content-dates', publicRead, async (ctx) => {
    ctx.body = await contentDates();
  });
  return router;
}
