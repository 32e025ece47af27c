// The servers' log: JSON lines with pino (time, level, process, msg), pretty-printed outside
// production. The shell's and the remotes' come from createLogger, whose level LOG_LEVEL sets
// (info unless said otherwise); the API makes its own from the same options and destination.
import pino from 'pino';
import pretty from 'pino-pretty';

const LEVELS = [...Object.keys(pino.levels.values), 'silent'];

/**
 * What every line holds: its time, level and process.
 * @param {string} name the process, as each line names it: "api", "shell", "public-site", "admin-app"
 * @param {string} level
 */
export const logOptions = (name, level) => ({
  level,
  base: { process: name },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (/** @type {string} */ label) => ({ level: label }) },
});

/**
 * Where the lines go: standard output, as JSON in production, else pretty-printed.
 * @param {boolean} production
 */
export const logDestination = (production) =>
  production
    ? pino.destination({ dest: 1, sync: true })
    : pretty({ ignore: 'process', messageFormat: '{process}: {msg}', sync: true });

/**
 * @param {string} name the process, as each line names it: "shell", "public-site", "admin-app"
 * @param {{ env?: Record<string, string | undefined>, mixin?: () => object }} [options]
 *   `mixin` adds fields to every line (the shell's request id)
 */
export function createLogger(name, { env = process.env, mixin } = {}) {
  const level = env.LOG_LEVEL || 'info';
  if (!LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}`);
  return pino(
    { ...logOptions(name, level), ...(mixin ? { mixin } : {}) },
    logDestination(env.NODE_ENV === 'production'),
  );
}

/**
 * Logs each answer once it is over: method, route (a pattern or kind of page, never the address
 * asked, whose query may hold a token), status, milliseconds, and bytes sent (head included).
 * Never headers: no cookie or credential reaches the log. `routeOf()` is asked at the end, once
 * the answer knows what it was. Nothing is measured when `level` is not logged.
 * @param {import('pino').Logger} log
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => string} routeOf
 * @param {'info' | 'debug'} [level]
 */
export function logAccess(log, req, res, routeOf, level = 'info') {
  if (!log.isLevelEnabled(level)) return;
  const started = performance.now();
  const { socket } = req;
  const sentBefore = socket.bytesWritten;
  res.once('close', () =>
    log[level](
      {
        method: req.method,
        route: routeOf(),
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        bytes: socket.bytesWritten - sentBefore,
        // The client went away before the whole answer was sent.
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      'request',
    ),
  );
}
