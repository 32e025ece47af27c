// Who may read a server's Prometheus metrics (the shell's GET /metrics, the API's /api/metrics):
// whoever holds METRICS_TOKEN (`Authorization: Bearer <token>`, compared in constant time), or a
// request straight from this machine: a loopback peer that no proxy forwarded (the shell's /api
// proxy and nginx are on loopback too, and add their headers). Anyone else is answered as if
// there were nothing there. The metrics tell an outsider nothing it needs.
import { createHash, timingSafeEqual } from 'node:crypto';

/** Headers a proxy adds: a request carrying one came through it, whatever its socket says. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];
const LOOPBACK = /^(127\.|::ffff:127\.)|^::1$/;

/** @param {string} text */
const digest = (text) => createHash('sha256').update(text).digest();

/**
 * @param {string | undefined} token METRICS_TOKEN; without one, loopback only
 * @returns {(req: import('node:http').IncomingMessage) => boolean} whether `req` may read them
 */
export function metricsAccess(token) {
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  return (req) => {
    const given = req.headers.authorization;
    if (expected && given && timingSafeEqual(digest(given), expected)) return true;
    return (
      LOOPBACK.test(req.socket.remoteAddress ?? '') &&
      PROXY_HEADERS.every((name) => req.headers[name] === undefined)
    );
  };
}
