import Router from '@koa/router';
import type { ContentVersion } from '../../cache/content-version';
import { perContentVersion, sendDocument } from '../../cache/per-content-version';
import { buildSitemap } from './sitemap';

/**
 * GET /api/sitemap.xml, which the shell serves as /sitemap.xml: built once per content version,
 * so a CMS write shows in it at once on this instance (within the version's bound on others).
 */
export function sitemapRoutes(siteUrl: string, contentVersion: ContentVersion): Router {
  const router = new Router();
  const sitemap = perContentVersion(contentVersion, () => buildSitemap(siteUrl));
  router.get('/api/sitemap.xml', async (ctx) => {
    sendDocument(ctx, await sitemap(), 'application/xml; charset=utf-8');
  });
  return router;
}
