import pino, { type DestinationStream, type Logger } from 'pino';
import { logDestination, logOptions } from '@da-boulder/server-kit/logger';
import type { ApiConfig } from '../config/env';

export type { Logger };

/**
 * Never written, whatever a line is given: credentials, cookies, passwords and tokens. No line
 * logs a header or a body today; this holds if one ever does.
 */
const REDACTED = [
  'password',
  '*.password',
  'token',
  '*.token',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
];

/** An address in a text (an SMTP refusal, a duplicate key) as a log line may hold it: none. */
export const withoutAddresses = (text: string) =>
  text.replace(/[^\s<>"'(),;:{}]+@[^\s<>"'(),;:{}]+/g, '<address>');

/**
 * An error as a line holds it: its kind, message, code and stack, addresses taken out, and never
 * the data it carries (a failed insert's error holds the documents, people's addresses in them).
 */
function serializeError(error: unknown): Record<string, unknown> {
  // Duck-typed: an error made by another realm (a VM context, a worker) is no `instanceof Error`.
  if (typeof error !== 'object' || error === null || !('message' in error))
    return { message: withoutAddresses(String(error)) };
  const { name, message, code, stack, cause } = error as Error & { code?: unknown };
  return {
    type: name,
    message: withoutAddresses(String(message)),
    ...(code === undefined ? {} : { code }),
    ...(stack ? { stack: withoutAddresses(stack) } : {}),
    ...(cause === undefined ? {} : { cause: serializeError(cause) }),
  };
}

/**
 * The API's log: JSON lines (time, level, process "api", msg), as the shell's and the remotes'
 * servers write them (server-kit/logger.mjs: the same options and destination), pretty-printed
 * outside production. `destination` is where lines go instead of standard output (a test reading
 * them).
 */
export function createLogger(
  { logLevel, nodeEnv }: Pick<ApiConfig, 'logLevel' | 'nodeEnv'>,
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      ...logOptions('api', logLevel),
      redact: { paths: REDACTED, censor: '[redacted]' },
      serializers: { err: serializeError },
    },
    destination ?? logDestination(nodeEnv === 'production'),
  );
}
