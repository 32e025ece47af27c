import { ApiError } from '@da-boulder/shared-ui';

/**
 * The text a failure toast shows: the server's own message when it sent one (SPEC §8 "with the
 * error's message"), otherwise the page's fallback. Raw "<status>: <body>" text never reaches
 * visitors.
 */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

/** A 429: the server's message says how long to wait, so forms show it even where SPEC fixes the text. */
export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}
