/**
 * The JSON at `url`, or undefined when the request fails, is not ok, is not JSON or takes longer
 * than `timeoutMs`: for reads the server can do without.
 * @param {string | URL} url
 * @param {number} timeoutMs
 */
export async function fetchJson(url, timeoutMs) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (response.ok) return await response.json();
    await response.body?.cancel();
  } catch {
    // Unreachable, slow or not JSON: the caller goes without.
  }
  return undefined;
}
