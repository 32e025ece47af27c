import type Router from '@koa/router';
import { newsletterType } from '@da-boulder/contracts';
import { contentRoutes } from '../../content/content-routes';
import { NewsletterModel } from './newsletters.model';

/** The same list for visitors and the dashboard. */
export const newslettersRoutes = (): Router =>
  contentRoutes(newsletterType, {
    model: NewsletterModel,
    // A newsletter has no page of its own: it is listed under its year, or its tab if special.
    publicPage: ({ year, isSpecial }) => `/newsletter?year=${isSpecial ? 'special' : year}`,
  });
