import type Koa from 'koa';
import session from 'koa-session';
import mongoose from 'mongoose';
import type { ApiConfig } from '../config/env';
import { SessionModel } from './session.model';

export const SESSION_COOKIE = 'da_boulder.sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** koa-session's external store interface, backed by the sessions collection. */
export const mongoSessionStore = {
  async get(key: string): Promise<Record<string, unknown> | null> {
    const stored = await SessionModel.findById(key).lean();
    if (!stored) return null;
    if (stored.expiresAt.getTime() <= Date.now()) {
      await SessionModel.deleteOne({ _id: key });
      return null;
    }
    return stored.data as Record<string, unknown>;
  },
  async set(key: string, data: Record<string, unknown>, maxAge: number | 'session' | undefined) {
    const ttl = typeof maxAge === 'number' ? maxAge : SESSION_MAX_AGE_MS;
    await SessionModel.updateOne(
      { _id: key },
      { $set: { data, expiresAt: new Date(Date.now() + ttl) } },
      { upsert: true },
    );
  },
  async destroy(key: string): Promise<void> {
    await SessionModel.deleteOne({ _id: key });
  },
};

/** Removes every expired session (run at start-up; reads also remove the ones they meet). */
export async function sweepExpiredSessions(): Promise<number> {
  const { deletedCount } = await SessionModel.deleteMany({
    // trusted(): our own operator, exempt from the global sanitizeFilter.
    expiresAt: mongoose.trusted({ $lte: new Date() }),
  });
  return deletedCount;
}

/**
 * koa-session with the database store, run only where a session can matter: a read (GET, HEAD)
 * without our cookie has no session to load and creates none, so it skips the work entirely.
 */
export function sessionMiddleware(app: Koa, config: ApiConfig): Koa.Middleware {
  const loadSession = session(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.nodeEnv === 'production',
      signed: true,
      rolling: false,
      renew: true,
      store: mongoSessionStore,
    },
    app,
  );
  const cookieName = `${SESSION_COOKIE}=`;
  return (ctx, next) =>
    (ctx.method === 'GET' || ctx.method === 'HEAD') && !ctx.get('Cookie').includes(cookieName)
      ? next()
      : loadSession(ctx, next);
}
