import type Router from '@koa/router';
import { newsletterType } from '@da-boulder/contracts';
import { contentRoutes } from '../../content/content-routes';
import { NewsletterModel } from './newsletters.model';

/** The same list for visitors and the dashboard. */
export const newslettersRoutes = (): Router =>
  contentRoutes(newsletterType, { model: NewsletterModel });
