import type { Context } from 'koa';

/** A JSON response whose body and headers are prepared once and sent many times. */
export interface PreparedResponse {
  status: number;
  body: Buffer;
  headers: Record<string, string>;
}

/** `json` (already serialised) with its type and length, plus `headers`. */
export function prepareJson(
  status: number,
  json: Buffer,
  headers: Record<string, string>,
): PreparedResponse {
  return {
    status,
    body: json,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(json.length),
      ...headers,
    },
  };
}

/**
 * Writes a prepared response straight to Node's response. For the hottest paths (health checks,
 * cached reads), where Koa's own response handling (body type sniffing, one header at a time)
 * would cost more than the rest of the request. Node leaves the body out for HEAD.
 */
export function sendPrepared(ctx: Context, { status, body, headers }: PreparedResponse): void {
  ctx.respond = false;
  ctx.res.writeHead(status, headers).end(body);
}
