// Each request's id, taken the same way by the API and the shell: the one nginx (or another
// caller) sent in X-Request-Id when it looks like an id, else a new one. A caller's own id only
// ever labels its own request: behind nginx, nginx replaces it with its $request_id.
import { randomUUID } from 'node:crypto';

/** What the servers take as a request id; anything else gets a new one. */
export const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of the request `req`: its own X-Request-Id when that is an id, else a new one.
 * @param {import('node:http').IncomingMessage} req
 */
export function requestIdOf(req) {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}
