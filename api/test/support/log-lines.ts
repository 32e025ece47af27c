import { createLogger, type Logger } from '../../src/operations/logger';
import type { LogLevel } from '../../src/config/env';

/** One JSON line of the API's log, parsed. */
export type LogLine = Record<string, unknown> & { level: string; msg: string };

/** The API's real logger writing into `lines` (parsed) instead of standard output. */
export function capturedLogger(logLevel: LogLevel = 'info'): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = createLogger(
    { logLevel, nodeEnv: 'production' },
    { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  );
  return { logger, lines };
}
