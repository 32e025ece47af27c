import type { Context, Middleware } from 'koa';
import { HttpError } from '../errors/http-error';

export const HTTPS_REQUIRED_MESSAGE =
  'Signing in needs HTTPS. Open the site over https://; if TLS ends at a reverse proxy, set TRUST_PROXY=true on the shell so it passes the original protocol on to the API.';

/** What cookies (under koa-session) throws when a Secure cookie would go over plain HTTP. */
const INSECURE_COOKIE = /secure cookie over unencrypted connection/i;

/** At most one line a minute: enough to be seen, never a flood. */
const LOG_EVERY_MS = 60_000;

/**
 * Production session cookies are Secure, so a session can only start, end or renew over HTTPS.
 * A request that reached the API as plain HTTP (no TLS, or a proxy that does not pass the
 * protocol on) gets a 403 that says what to fix instead of a 500, and the log gets one line.
 * Login is refused before the password is checked, so no session is stored for nothing.
 */
export function sessionsNeedHttps(production: boolean): Middleware {
  let lastLoggedAt = -Infinity;
  const refuse = (ctx: Context) => {
    if (Date.now() - lastLoggedAt >= LOG_EVERY_MS) {
      lastLoggedAt = Date.now();
      ctx.log.warn(
        `${ctx.method} ${ctx.path} refused: it reached the API as ${ctx.protocol}, and production session cookies need HTTPS. Serve the site over HTTPS; behind a TLS-terminating proxy set TRUST_PROXY=true on the shell.`,
      );
    }
    ctx.set('Cache-Control', 'no-store');
    return new HttpError(403, HTTPS_REQUIRED_MESSAGE);
  };
  return (ctx, next) => {
    if (!production || ctx.secure) return next();
    if (ctx.method === 'POST' && ctx.path === '/api/auth/login') throw refuse(ctx);
    return next().catch((error: unknown) => {
      throw error instanceof Error && INSECURE_COOKIE.test(error.message) ? refuse(ctx) : error;
    });
  };
}
