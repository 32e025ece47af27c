import { ASK_AGAIN } from '@da-boulder/contracts';
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

/**
 * A refusal whose message tells the person what to do now, so forms show it even where SPEC fixes
 * the failure's text: a rate limit's (how long to wait) and the spam trap's request to check and
 * press again (a page's "try again later" would lose a person who pressed too soon after autofill).
 */
export function speaksForItself(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 429 || (error.status === 409 && error.serverMessage === ASK_AGAIN))
  );
}
