declare global {
  interface Window {
    /** The page's first API reads, written into the page by the shell's server. */
    __FIRST_READS__?: Record<string, unknown>;
  }
}

/**
 * The data the shell's server wrote into the page for this read, handed out once: the first view
 * needs no request for it, and any later read of the same key (after an edit, say) asks the API.
 */
export function takeFirstRead(key: string): { data: unknown } | undefined {
  const reads = typeof window === 'undefined' ? undefined : window.__FIRST_READS__;
  if (!reads || !Object.hasOwn(reads, key)) return undefined;
  const data = reads[key];
  delete reads[key];
  return { data };
}
