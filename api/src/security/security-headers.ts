import type { Middleware } from 'koa';
import { fixedSecurityHeaders, PERMISSIONS_POLICY } from '@da-boulder/server-kit/security-headers';

/**
 * helmet's headers for the API's answers (server-kit/security-headers.mjs): JSON and uploaded
 * files, never pages, so the CSP allows nothing to run or frame them. They do not depend on the
 * request, so helmet is asked once at start and the same headers go on every answer, the prepared
 * hot paths included.
 */
export function apiSecurityHeaders(production: boolean): Record<string, string> {
  return {
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...fixedSecurityHeaders(production, {
      'default-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    }),
  };
}

/**
 * Puts the headers on every response that passes here. The prepared hot paths in front of it
 * (health checks, cached reads) carry them in their prepared headers instead, which costs them
 * nothing per request.
 */
export function securityHeaders(headers: Record<string, string>): Middleware {
  const entries = Object.entries(headers);
  return (ctx, next) => {
    for (const [name, value] of entries) ctx.res.setHeader(name, value);
    return next();
  };
}
