import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
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

/**
 * The API's log: JSON lines (time, level, process "api", msg), as the shell's and the remotes'
 * servers write them (server-kit/logger.mjs), pretty-printed outside production.
 * `destination` is where lines go instead of standard output (a test reading them).
 */
export function createLogger(
  { logLevel, nodeEnv }: Pick<ApiConfig, 'logLevel' | 'nodeEnv'>,
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      level: logLevel,
      base: { process: 'api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED, censor: '[redacted]' },
    },
    destination ??
      (nodeEnv === 'production'
        ? pino.destination({ dest: 1, sync: true })
        : pretty({ ignore: 'process', messageFormat: '{process}: {msg}', sync: true })),
  );
}
