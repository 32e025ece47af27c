import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Middleware } from 'koa';
import { PERMISSIONS_POLICY } from '@da-boulder/server-kit/security-headers';

/**
 * helmet's headers for the API's answers: JSON and uploaded files, never pages, so the CSP allows
 * nothing to run or frame them. They do not depend on the request, so helmet is asked once at
 * start and the same headers go on every answer, the prepared hot paths included.
 */
export function apiSecurityHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = { 'Permissions-Policy': PERMISSIONS_POLICY };
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    removeHeader: () => undefined,
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // Off for browsers that are gone, as in the shell's (server-kit/security-headers.mjs).
    xXssProtection: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xDnsPrefetchControl: false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
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
