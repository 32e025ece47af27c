declare global {
  interface Window {
    /** The API's reads the page came with: its routes' loader data, set as the shell starts. */
    __FIRST_READS__?: Record<string, unknown>;
  }
}

/**
 * The data the page came with for this read (its route's loader read it on the server), handed
 * out once: the first view needs no request for it, and any later read of the same key (after an
 * edit, say) asks the API.
 */
export function takeFirstRead(key: string): { data: unknown } | undefined {
  const reads = typeof window === 'undefined' ? undefined : window.__FIRST_READS__;
  if (!reads || !Object.hasOwn(reads, key)) return undefined;
  const data = reads[key];
  delete reads[key];
  return { data };
}
