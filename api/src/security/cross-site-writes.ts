import type { Middleware } from 'koa';
import { forbidden } from '../errors/http-error';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes that a signed token in the request authorises, never the visitor's cookie, so a request
 * from elsewhere cannot borrow anything: one-click unsubscribing (RFC 8058) is posted by mail
 * clients, some from their own web origin.
 */
const TOKEN_AUTHORISED = new Set(['/api/newsletter/unsubscribe']);

/**
 * Refuses a state-changing request a browser sends from another origin (CSRF), on top of the
 * session cookie's SameSite=Lax: by Sec-Fetch-Site where the browser sends it, and by Origin,
 * compared with this site's own origin as the shell forwards it (protocol and host). Requests
 * with neither header come from no browser page (curl, server-to-server) and carry no ambient
 * cookie of a visitor's, so they pass.
 */
export const refuseCrossSiteWrites: Middleware = (ctx, next) => {
  if (READS.has(ctx.method) || TOKEN_AUTHORISED.has(ctx.path)) return next();
  const site = ctx.get('Sec-Fetch-Site');
  const origin = ctx.get('Origin');
  // Not ctx.origin: Koa 3 answers that with the request's own Origin header.
  const ownOrigin = `${ctx.protocol}://${ctx.host}`;
  const crossSite =
    (site !== '' && site !== 'same-origin' && site !== 'none') ||
    (origin !== '' && origin !== ownOrigin);
  if (crossSite) throw forbidden('Requests from other sites are not accepted');
  return next();
};
