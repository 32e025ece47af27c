import type Router from '@koa/router';
import { webinarType } from '@da-boulder/contracts';
import { publicReadBySlug } from '../../cache/public-read-cache';
import { contentRoutes } from '../../content/content-routes';
import { PUBLISHED_ONLY } from '../../content/drafts';
import { visibleTo } from '../../content/previews';
import { toWebinarDto } from './webinars.dto';
import { WebinarModel } from './webinars.model';
import { getWebinarBySlug, newWebinar, storedWebinar } from './webinars.service';

/** The same list for visitors and the dashboard; the slug is kept on update (SPEC §7). */
export function webinarsRoutes(): Router {
  const router = contentRoutes(webinarType, {
    model: WebinarModel,
    toDto: toWebinarDto,
    hooks: { create: newWebinar, update: storedWebinar },
    publicPage: ({ slug }) => `/webinars/${encodeURIComponent(slug)}`,
  });
  router.get(
    '/api/webinars/slug/:slug',
    publicReadBySlug('Webinar', () => WebinarModel.distinct('slug', PUBLISHED_ONLY)),
    async (ctx) => {
      ctx.body = { webinar: await getWebinarBySlug(ctx.params.slug, visibleTo(ctx)) };
    },
  );
  return router;
}
