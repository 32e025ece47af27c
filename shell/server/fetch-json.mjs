import { requestIdHeader } from './request-id.mjs';

/**
 * The status of `url`'s answer and, when it is ok, its JSON; undefined when the request fails,
 * an ok answer is not JSON, or it takes longer than `timeoutMs`. Asked for a request, it carries
 * that request's id.
 * @param {string | URL} url
 * @param {number} timeoutMs
 * @returns {Promise<{ status: number, json?: unknown } | undefined>}
 */
export async function fetchJsonAnswer(url, timeoutMs) {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: requestIdHeader(),
    });
    if (response.ok) return { status: response.status, json: await response.json() };
    await response.body?.cancel();
    return { status: response.status };
  } catch {
    // Unreachable, slow or not JSON: the caller goes without.
    return undefined;
  }
}

/**
 * The JSON at `url`, or undefined when the request fails, is not ok, is not JSON or takes longer
 * than `timeoutMs`: for reads the server can do without.
 * @param {string | URL} url
 * @param {number} timeoutMs
 */
export async function fetchJson(url, timeoutMs) {
  return (await fetchJsonAnswer(url, timeoutMs))?.json;
}
