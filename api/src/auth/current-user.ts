import type { Context, Middleware } from 'koa';
import type { User } from '@da-boulder/contracts';
import { forbidden, unauthorized } from '../errors/http-error';
import { findAccountById, NO_PASSWORD_STAMP } from '../modules/users/users.service';

/**
 * The signed-in user, read fresh from the database on each request, so a deleted account, a
 * revoked admin flag or a new password takes effect at once. Cached on ctx.state for the rest of
 * the request.
 */
export async function currentUser(ctx: Context): Promise<User | null> {
  if (ctx.state.user !== undefined) return ctx.state.user as User | null;
  const userId = ctx.session?.userId;
  const account = userId ? await findAccountById(userId) : null;
  // A session made under another password (before a reset or change, or by a login racing one,
  // which wrote it after the reset ended the others) is no session, and ends; so does one whose
  // account is gone.
  const sessionStamp = ctx.session?.passwordStamp ?? NO_PASSWORD_STAMP;
  const user = account !== null && account.passwordStamp === sessionStamp ? account.user : null;
  if (userId && !user) ctx.session = null;
  ctx.state.user = user;
  return user;
}

/** 401 without a session, 403 for a signed-in user who is not an admin. */
export const requireAdmin: Middleware = async (ctx, next) => {
  const user = await currentUser(ctx);
  if (!user) throw unauthorized('Please log in to continue');
  if (!user.isAdmin) throw forbidden('Admin access required');
  await next();
};

/**
 * requireAdmin for answers about people (registrations, messages, subscribers, mail): they are
 * never kept by a browser's or proxy's cache, refusals included.
 */
export const requireAdminNoStore: Middleware = (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  return requireAdmin(ctx, next);
};
