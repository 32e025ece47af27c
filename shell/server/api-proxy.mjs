// /api/* proxied to the API, so the browser talks to one origin and session cookies stay
// first-party. The API believes what this proxy tells it about the client, and only that.
import { request as httpRequest } from 'node:http';
import { CONTENT_VERSION_HEADER } from './api-reads.mjs';
import { requestIdHeader } from './request-id.mjs';

/** The entries of a comma-separated forwarding header. @param {string | string[] | undefined} value */
const listOf = (value) =>
  String(value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * What the shell tells the API about a request it forwards. With `trustProxy` (one reverse proxy,
 * the shell's only client), the client is the last address it appended to X-Forwarded-For (those
 * further left are the visitor's words), at the protocol and host it saw. Without it, the client
 * is the socket's peer, over http, at Host. X-Real-IP is the address the API's limits key on.
 * @param {import('node:http').IncomingMessage} req @param {{ trustProxy: boolean }} options
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

/** How long the API may take to answer a form. */
const FORM_TIMEOUT_MS = 15_000;

/**
 * A route's action sending a form without scripts: `body` posted as JSON to the API as the
 * visitor who sent `req` (their address, and the Origin and Sec-Fetch-Site the API refuses other
 * sites' writes by). Its status and JSON, or 502 when the API cannot be reached.
 * @param {{ apiUrl: URL, trustProxy: boolean }} options @param {import('node:http').IncomingMessage} req
 * @param {string} path @param {unknown} body
 * @returns {Promise<{ status: number, json: Record<string, unknown> }>}
 */
export async function postAsVisitor({ apiUrl, trustProxy }, req, path, body) {
  const passed = Object.fromEntries(
    ['origin', 'sec-fetch-site', 'user-agent']
      .filter((name) => req.headers[name] !== undefined)
      .map((name) => [name, String(req.headers[name])]),
  );
  let answer;
  try {
    answer = await fetch(new URL(path, apiUrl), {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(FORM_TIMEOUT_MS),
      headers: {
        ...passed,
        accept: 'application/json',
        'content-type': 'application/json',
        ...forwardingHeaders(req, { trustProxy }),
        ...requestIdHeader(),
      },
      body: JSON.stringify(body),
    });
  } catch {
    return { status: 502, json: { message: 'The API is unavailable right now' } };
  }
  // An answer without JSON (a proxy's error page) is told by its status alone.
  const json = await answer.json().catch(() => null);
  return { status: answer.status, json: json ?? {} };
}

/**
 * Passes `req` to the API and its answer back. `onContentVersion` hears the content version an
 * answer names as its headers arrive, before the visitor has it.
 * @param {{ apiUrl: URL, trustProxy: boolean, onContentVersion?: (version: number) => void,
 *           onError?: (error: Error) => void }} options
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
export function proxyToApi({ apiUrl, trustProxy, onContentVersion, onError }, req, res) {
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
      const version = Number(upstreamRes.headers[CONTENT_VERSION_HEADER] ?? NaN);
      if (Number.isSafeInteger(version)) onContentVersion?.(version);
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
      upstreamRes.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    // The visitor went away first: nobody to answer.
    if (res.destroyed) return;
    onError?.(error);
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'The API is unavailable right now' }));
  });
  // A visitor who goes away takes the API's request with them: no body is coming.
  res.once('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}
