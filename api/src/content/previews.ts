import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import mongoose from 'mongoose';
import { requireAdminNoStore } from '../auth/current-user';
import type { ApiConfig } from '../config/env';
import { byIdOr404 } from '../db/find-or-404';
import { notFound } from '../errors/http-error';
import { subscriptionTokens } from '../modules/subscriptions/subscription-tokens';
import { draftKind, PUBLISHED_ONLY } from './drafts';
import { EXACT_PATHS } from '../shared/exact-paths';

// Issue 48: a draft seen before visitors see it, on its own page as they will, through a signed
// link an admin asks for: `<page>?preview=<token>`. The token names one item and expires; the
// answers it opens are never stored by any cache nor listed by search engines.

/** The draft a valid preview link names, for the reads of its request (visibleTo). */
const PREVIEWED = Symbol('previewed draft');

/** Whether the request carries a valid preview link: its reads are nobody else's, and not kept. */
export const previewsDraft = (ctx: Context) => PREVIEWED in ctx.state;

/**
 * What a public read shows: the published items, and the one draft the request's preview link
 * names, if it names one.
 */
export function visibleTo(ctx: Context): object {
  const id = (ctx.state as Record<symbol, string | undefined>)[PREVIEWED];
  return id ? { $or: [PUBLISHED_ONLY, { _id: new mongoose.Types.ObjectId(id) }] } : PUBLISHED_ONLY;
}

/**
 * The preview links: `access` reads a request's `?preview=` (before the read cache), `router` answers
 * `GET /api/cms/{kind}/:id/preview-link` with `{ url }`, the item's page with its token.
 */
export function previews({ sessionSecret }: Pick<ApiConfig, 'sessionSecret'>) {
  const tokens = subscriptionTokens(sessionSecret);

  // Before the read cache: an expired or forged link shows what visitors see, from that cache (a
  // flood of made-up tokens costs no database read each); a valid one passes it by.
  const access: Middleware = async (ctx, next) => {
    const token = ctx.query.preview;
    const named = typeof token === 'string' ? tokens.verify(token, 'preview') : null;
    if (!named || named.expired) return next();
    (ctx.state as Record<symbol, string>)[PREVIEWED] = named.recordId;
    try {
      await next();
    } finally {
      ctx.set('Cache-Control', 'no-store');
      ctx.set('X-Robots-Tag', 'noindex');
    }
  };

  const router = new Router(EXACT_PATHS);
  router.get('/api/cms/:kind/:id/preview-link', requireAdminNoStore, async (ctx) => {
    const kind = draftKind(ctx.params.kind);
    if (!kind) throw notFound(`No previews of ${ctx.params.kind}`);
    const item = await byIdOr404(ctx.params.id, kind.label, (id) =>
      kind.model.findById(id).lean<Record<string, unknown> & { _id: unknown }>(),
    );
    const page = kind.pageOf(item);
    const joiner = page.includes('?') ? '&' : '?';
    ctx.body = { url: `${page}${joiner}preview=${tokens.sign('preview', String(item._id))}` };
  });
  return { access, router };
}
