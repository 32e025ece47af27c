// The shell's Prometheus metrics (prom-client): how long pages take to render, how often the
// document cache answers, how often a page falls back to the browser, how often the API cannot be
// reached, and Node's own. Served at GET /metrics to whoever server-kit's metricsAccess lets.
import { metricsAccess } from '@da-boulder/server-kit/metrics-access';
import client from 'prom-client';

/** Render times span a cached component tree (a few ms) to the render budget (750 ms). */
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 0.75, 1];

/** @param {{ token?: string }} options METRICS_TOKEN; without one, loopback only */
export function createShellMetrics({ token }) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const labelNames = ['page'];
  const renderSeconds = new client.Histogram({
    name: 'shell_page_render_seconds',
    help: 'Time to render a public page on the server, by page kind (route pattern)',
    labelNames,
    buckets: RENDER_BUCKETS,
    registers,
  });
  /** A counter of pages by kind. @param {string} name @param {string} help */
  const pages = (name, help) => {
    const counter = new client.Counter({ name, help, labelNames, registers });
    return (/** @type {string} */ page) => void counter.inc({ page });
  };
  const apiProxyErrors = new client.Counter({
    name: 'shell_api_proxy_errors_total',
    help: 'Requests to /api the shell could not pass to the API (answered 502)',
    registers,
  });
  const mayRead = metricsAccess(token);

  return {
    /** @param {string} page @param {number} ms */
    rendered: (page, ms) => renderSeconds.observe({ page }, ms / 1000),
    cacheHit: pages('shell_page_cache_hits_total', 'Pages answered with a document already made'),
    cacheMiss: pages('shell_page_cache_misses_total', 'Pages whose document had to be made'),
    fallback: pages(
      'shell_page_fallbacks_total',
      'Public pages sent without server rendering (remote down, render failed or too slow): the browser renders them',
    ),
    apiProxyError: () => apiProxyErrors.inc(),
    /**
     * GET /metrics: the metrics in Prometheus' text format, or 404 to anyone else, as if there
     * were nothing there.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    async serve(req, res) {
      if (!mayRead(req) || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        return res.end('Not found');
      }
      const text = await registry.metrics();
      res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : text);
    },
  };
}
