import type { Middleware } from 'koa';
import { HttpError } from '../errors/http-error';
import { routeOf } from '../operations/requests';

interface ErrorLike {
  code?: number;
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
  name?: string;
}

/**
 * Maps every thrown error to JSON `{ message, errors? }` with the right status, and `headers`.
 * Client errors raised by Koa and its body parser (malformed JSON, too large) keep their status;
 * anything unexpected becomes a 500 without details, and is logged with the request's id.
 */
export function errorHandler(headers: Record<string, string> = {}): Middleware {
  // A plain catch rather than async/await: every request passes through here.
  return (ctx, next) =>
    next().catch((caught: unknown) => {
      const error = caught as ErrorLike;
      // Whatever failed, even before the security headers were set, the answer carries them.
      ctx.set(headers);
      if (caught instanceof HttpError) {
        ctx.status = caught.status;
        ctx.body = caught.errors
          ? { message: caught.message, errors: caught.errors }
          : { message: caught.message };
        return;
      }
      if (error.code === 11000) {
        // A unique index said no (same slug or address at the same moment).
        ctx.status = 409;
        ctx.body = { message: 'That already exists' };
        return;
      }
      const status = error.status ?? error.statusCode;
      if (status && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = { message: clientErrorMessage(status, error) };
        return;
      }
      if (isDatabaseUnavailable(error)) {
        ctx.status = 503;
        ctx.body = { message: 'The database is unavailable, please try again shortly' };
        return;
      }
      ctx.log.error({ err: caught }, `${ctx.method} ${routeOf(ctx)} failed`);
      ctx.status = 500;
      ctx.body = { message: 'Something went wrong on our side. Please try again later.' };
    });
}

function clientErrorMessage(status: number, error: ErrorLike): string {
  if (status === 413) return 'The request is too large';
  if (status === 415) return 'Unsupported content type';
  if (status === 400 && /json/i.test(error.message ?? ''))
    return 'The request body is not valid JSON';
  return error.expose && error.message ? error.message : 'Bad request';
}

/** The database could not be reached: at once, or midway through a write of several documents. */
function isDatabaseUnavailable(error: ErrorLike & { errorResponse?: ErrorLike }): boolean {
  const unreachable = (name = '') =>
    /^Mongo(Server|Network)SelectionError$|^MongoNetworkError$|^MongoNotConnectedError$|^MongooseServerSelectionError$/.test(
      name,
    );
  return (
    unreachable(error.name) ||
    (error.name === 'MongoBulkWriteError' && unreachable(error.errorResponse?.name))
  );
}
