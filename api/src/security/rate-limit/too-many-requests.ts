import type { Context } from 'koa';
import { tooManyRequests, type HttpError } from '../../errors/http-error';

/** "8 seconds", "1 minute", "10 minutes": how long, the way a person would say it. */
function inWords(ms: number): string {
  const [amount, unit] =
    ms < 60_000 ? [Math.ceil(ms / 1000), 'second'] : [Math.ceil(ms / 60_000), 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** A 429 with Retry-After, its message saying how long to wait. */
export function tooManyRequestsFor(
  ctx: Context,
  retryAfterMs: number,
  message: (wait: string) => string,
): HttpError {
  ctx.set('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
  return tooManyRequests(message(inWords(retryAfterMs)));
}
