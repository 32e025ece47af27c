// /api/* proxied to the API, so the browser talks to one origin and session cookies stay
// first-party. The API believes what this proxy tells it about the client, and only that.
import { request as httpRequest } from 'node:http';
import { requestIdHeader } from './request-id.mjs';

/**
 * The entries of a comma-separated forwarding header, trimmed, empty ones left out.
 * @param {string | string[] | undefined} value
 */
const listOf = (value) =>
  String(value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * What the shell tells the API about a request it forwards.
 *
 * With `trustProxy` (TRUST_PROXY=true: one reverse proxy, such as the repo's nginx, sits in front
 * of the shell and is its only client), the client is the last address that proxy appended to
 * X-Forwarded-For, and the protocol and host are what it saw. Entries further left came from the
 * visitor and prove nothing. Without it, forwarding headers are the visitor's own words and are
 * ignored: the client is the socket's peer, the protocol plain http, the host the Host header.
 *
 * X-Forwarded-For is passed on with the peer appended (for the API's logs); X-Real-IP carries the
 * one client address the API's per-client limits key on.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ trustProxy: boolean }} options
 */
export function forwardingHeaders(req, { trustProxy }) {
  const peer = req.socket.remoteAddress ?? '';
  const forwardedFor = trustProxy ? listOf(req.headers['x-forwarded-for']) : [];
  /** @param {'x-forwarded-proto' | 'x-forwarded-host'} name */
  const fromProxy = (name) => (trustProxy ? listOf(req.headers[name]).at(-1) : undefined);
  const proto = fromProxy('x-forwarded-proto');
  return {
    'x-forwarded-for': [...forwardedFor, peer].join(', '),
    'x-forwarded-proto': proto === 'https' ? 'https' : 'http',
    'x-forwarded-host': fromProxy('x-forwarded-host') ?? req.headers.host ?? '',
    'x-real-ip': forwardedFor.at(-1) ?? peer,
  };
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `onContentWrite` is called once the API has answered a write to the content (a method other
 * than a read, under /api/cms/), whatever the answer; `onError` when the API could not be asked
 * or its answer broke off.
 * The request's id goes with it (X-Request-Id), in place of any the visitor sent.
 * @param {{ apiUrl: URL, trustProxy: boolean, onContentWrite?: () => void,
 *           onError?: (error: Error) => void }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function createApiProxy({
  apiUrl,
  trustProxy,
  onContentWrite = () => {},
  onError = () => {},
}) {
  return (req, res) => {
    if (!READ_METHODS.has(req.method ?? 'GET') && req.url?.startsWith('/api/cms/'))
      res.on('close', onContentWrite);
    const upstream = httpRequest(
      {
        host: apiUrl.hostname,
        port: apiUrl.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          host: apiUrl.host,
          ...forwardingHeaders(req, { trustProxy }),
          ...requestIdHeader(),
        },
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      onError(error);
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'The API is unavailable right now' }));
    });
    req.pipe(upstream);
  };
}
