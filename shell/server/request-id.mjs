// The id of the request being answered (server-kit's requestIdOf), kept for all the work done
// for it: it is answered in X-Request-Id, goes to the API with every call made for the request,
// and is on each log line written while the request is answered.
import { AsyncLocalStorage } from 'node:async_hooks';

/** @type {AsyncLocalStorage<string>} */
const current = new AsyncLocalStorage();

/**
 * Runs `answer` as the request whose id is `id` (answering it in X-Request-Id is the caller's).
 * @param {string} id @param {() => void} answer
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
