import type { Middleware } from 'koa';
import mongoose from 'mongoose';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { metricsAccess } from '@da-boulder/server-kit/metrics-access';
import type { ApiConfig } from '../config/env';
import { OutboxModel } from '../mail/outbox.model';

/** The API's metrics, served at GET /api/metrics (docs/operating.md says what they mean). */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const registers = [registry];

/** Its `_count` is the number of requests. */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const mailsSent = new Counter({
  name: 'mail_sent_total',
  help: 'Mails the outbox handed to the mail server (or wrote as files)',
  registers,
});

export const mailsFailed = new Counter({
  name: 'mail_failed_total',
  help: 'Failed attempts to send a mail; given_up="true" when it was the last (the mail is failed)',
  labelNames: ['given_up'] as const,
  registers,
});

export const rateLimitRefusals = new Counter({
  name: 'rate_limit_refusals_total',
  help: 'Requests or mails a rate limit refused, by limiter',
  labelNames: ['limiter'] as const,
  registers,
});

export const heldSubmissions = new Counter({
  name: 'held_submissions_total',
  help: 'Public form submissions the spam trap held, by kind',
  labelNames: ['kind'] as const,
  registers,
});

export const publicReadCacheLookups = new Counter({
  name: 'public_read_cache_lookups_total',
  help: "Public reads answered from the API's cache (hit) or built anew (miss)",
  labelNames: ['result'] as const,
  registers,
});

new Gauge({
  name: 'mail_outbox_depth',
  help: 'Mails waiting in the outbox (pending or being sent); NaN when the database does not answer',
  registers,
  async collect() {
    // Counted when scraped: sent and failed mail leaves the outbox, so it holds a few rows.
    const waiting = await OutboxModel.countDocuments({
      status: mongoose.trusted({ $in: ['pending', 'sending'] }),
    })
      .maxTimeMS(1000)
      .catch(() => NaN);
    this.set(waiting);
  },
});

/**
 * GET /api/metrics in Prometheus's text format, for whoever server-kit's metricsAccess lets read
 * them (METRICS_TOKEN, or this machine directly). Anyone else gets the API's ordinary 404, as if
 * there were no such route.
 */
export function metricsEndpoint({
  metricsToken,
  headers = {},
}: Pick<ApiConfig, 'metricsToken'> & { headers?: Record<string, string> }): Middleware {
  const mayRead = metricsAccess(metricsToken);
  return async (ctx, next) => {
    if (ctx.path !== '/api/metrics' || ctx.method !== 'GET' || !mayRead(ctx.req)) return next();
    ctx.state.route = '/api/metrics';
    const text = await registry.metrics();
    ctx.set(headers);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = registry.contentType;
    ctx.body = text;
  };
}
