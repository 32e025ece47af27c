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
      {
        $set: { data, expiresAt: new Date(Date.now() + ttl) },
        $setOnInsert: { createdAt: new Date() },
      },
      { upsert: true },
    );
  },
  async destroy(key: string): Promise<void> {
    await SessionModel.deleteOne({ _id: key });
  },
};

/** What a user's session says about itself: never its id, which is the cookie's value. */
export interface SessionSummary {
  createdAt?: Date;
  expiresAt: Date;
  network?: string;
  userAgent?: string;
}

/** A user's live sessions, oldest first. */
export async function sessionsOf(userId: string): Promise<SessionSummary[]> {
  const sessions = await SessionModel.find({
    'data.userId': userId,
    expiresAt: mongoose.trusted({ $gt: new Date() }),
  })
    .sort({ createdAt: 1 })
    .lean();
  return sessions.map(({ createdAt, expiresAt, data }) => {
    const { network, userAgent } = data as { network?: string; userAgent?: string };
    return { createdAt: createdAt ?? undefined, expiresAt, network, userAgent };
  });
}

/** Ends a user's sessions, all but the one with id `keep` when given; says how many ended. */
export async function endSessions(userId: string, keep?: string): Promise<number> {
  const { deletedCount } = await SessionModel.deleteMany({
    'data.userId': userId,
    ...(keep === undefined ? {} : { _id: mongoose.trusted({ $ne: keep }) }),
  });
  return deletedCount;
}

/** The id of the session this request came with (the signed cookie carries it), if any. */
export function currentSessionId(ctx: Koa.Context): string | undefined {
  return ctx.cookies.get(SESSION_COOKIE, { signed: true });
}

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
