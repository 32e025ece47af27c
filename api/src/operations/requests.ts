import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import { requestIdOf } from '@da-boulder/server-kit/request-id';
import type { Lifecycle } from './lifecycle';
import type { Logger } from './logger';
import { httpRequestDuration } from './metrics';

declare module 'koa' {
  interface DefaultContext {
    /** The log, its lines carrying the request's id (`reqId`). */
    log: Logger;
  }
}

/** Paths a load balancer or Prometheus asks all the time: their access lines are debug. */
const PROBES = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/api/metrics']);

/**
 * The route pattern that answered (`/api/events/slug/:slug`), never the path asked, which may
 * hold ids or tokens: the router's match, or what a middleware answering before the routers
 * named in `ctx.state.route` (health checks, cached reads), else "unmatched".
 */
export function routeOf(ctx: Context): string {
  const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
  if (matched !== undefined) return String(matched);
  return typeof ctx.state.route === 'string' ? ctx.state.route : 'unmatched';
}

/**
 * The outermost middleware: gives each request its id (the X-Request-Id it came with when that
 * looks like one, else a new one), answers it in X-Request-Id, logs through `ctx.log` with it,
 * and once the answer is over writes its access line (method, route pattern, status, time,
 * bytes: never the path, query, headers or body) and its time in the metrics. While the process
 * drains, every answer closes its connection so clients reconnect elsewhere.
 */
export function observeRequests(app: Koa, logger: Logger, lifecycle: Lifecycle): Middleware {
  // Made when a request first logs: most never do but for their access line.
  Object.defineProperty(app.context, 'log', {
    get(this: Context): Logger {
      return (this.state.log ??= logger.child({ reqId: this.state.reqId }));
    },
  });
  return (ctx, next) => {
    const started = performance.now();
    const reqId = requestIdOf(ctx.req);
    ctx.state.reqId = reqId;
    ctx.set('X-Request-Id', reqId);
    if (lifecycle.phase === 'draining') ctx.set('Connection', 'close');
    const { req, res } = ctx;
    const sentBefore = req.socket.bytesWritten;
    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const route = routeOf(ctx);
      const status = res.statusCode;
      httpRequestDuration.observe({ method: req.method, route, status }, seconds);
      const level = PROBES.has(route) ? 'debug' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const line = {
        reqId,
        method: req.method,
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        // Head included, as the shell counts it.
        bytes: req.socket.bytesWritten - sentBefore,
        // The client went away before the whole answer was sent.
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      logger[level](line, 'request');
    });
    return next();
  };
}
