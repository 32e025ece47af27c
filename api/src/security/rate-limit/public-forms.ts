import type { Middleware } from 'koa';
import { networkKey } from '../client-network';
import { RateLimiter, type Limit } from './rate-limiter';
import { tooManyRequestsFor } from './too-many-requests';

/** The public forms' endpoints, each limited on its own. */
const PUBLIC_FORMS = [
  '/api/contact',
  '/api/register',
  '/api/newsletter/subscribe',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/staff/invites/accept',
];

/**
 * Submissions per client network (networkKey) and form within a window, counted before anything is stored or
 * mailed: a flood from one address, or one IPv6 /64, gets 429s, and its count holds across API instances.
 */
export function limitPublicForms(limit: Limit): Middleware {
  const limiters = new Map(
    PUBLIC_FORMS.map(
      (path) => [path, new RateLimiter(`form:${path}`, limit, { rememberFull: true })] as const,
    ),
  );
  return async (ctx, next) => {
    const limiter = ctx.method === 'POST' ? limiters.get(ctx.path) : undefined;
    if (limiter) {
      const slot = await limiter.take(networkKey(ctx.ip));
      if (!slot.allowed)
        throw tooManyRequestsFor(
          ctx,
          slot.retryAfterMs,
          (wait) => `Too many submissions from your connection. Please try again in ${wait}.`,
        );
    }
    return next();
  };
}
