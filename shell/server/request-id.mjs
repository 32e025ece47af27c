// Each request's id: the one nginx (or another caller) sent in X-Request-Id when it looks like an
// id, else a new one. It is answered in X-Request-Id, goes to the API with every call made for the
// request, and is on each log line written while the request is answered. A caller's own id only
// ever labels its own request: behind nginx, nginx replaces it with its $request_id.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What the shell and the API take as a request id; anything else gets a new one. */
export const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** @type {AsyncLocalStorage<string>} */
const current = new AsyncLocalStorage();

/**
 * The id of the request `req`: its own X-Request-Id when that is an id, else a new one.
 * @param {import('node:http').IncomingMessage} req
 */
export function requestIdOf(req) {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Runs `answer` as the request whose id is `id`. Answering the id in X-Request-Id is the
 * caller's.
 * @param {string} id
 * @param {() => void} answer
 */
export const withRequestId = (id, answer) => current.run(id, answer);

/** The id of the request being answered, or undefined outside one (a timer's work). */
export const requestId = () => current.getStore();

/**
 * The header passing the current request's id on to the API: none outside a request.
 * @returns {Record<string, string>}
 */
export function requestIdHeader() {
  const id = current.getStore();
  return id === undefined ? {} : { 'x-request-id': id };
}
