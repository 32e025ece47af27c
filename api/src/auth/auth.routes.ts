import Router from '@koa/router';
import {
  AdminEmailSchema,
  ChangePasswordSchema,
  FORGOT_PASSWORD_SENT,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  type User,
} from '@da-boulder/contracts';
import { badRequest, gone, unauthorized } from '../errors/http-error';
import { passwordChangedMail, passwordResetMail } from '../mail/messages';
import { enqueueMail } from '../mail/outbox';
import { tooManyRequestsFor } from '../security/rate-limit/too-many-requests';
import { networkKey } from '../security/client-network';
import {
  adminNamed,
  authenticate,
  createUser,
  findAccountById,
  setEmail,
  setPassword,
} from '../modules/users/users.service';
import { parseBody } from '../validation/parse';
import { currentUser, requireAdmin } from './current-user';
import { issueDeviceCookie, trustedDevice } from './device-cookie';
import type { LoginThrottle } from './login-throttle';
import { issueStaffToken, STAFF_LINK_EXPIRED, useStaffToken } from './staff-tokens';
import { currentSessionId, endSessions } from './session';

const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';

/** How long a reset link works. */
const RESET_LINK_MS = 30 * 60_000;

/** Mails the admin named (by username or address) a reset link, when there is one with an address. */
async function mailPasswordReset(usernameOrEmail: string, siteUrl: string): Promise<void> {
  const admin = await adminNamed(usernameOrEmail);
  if (!admin?.email) return;
  const token = await issueStaffToken('reset', { userId: admin.id }, RESET_LINK_MS);
  await enqueueMail(
    passwordResetMail(admin.email, {
      username: admin.username,
      link: `${siteUrl}/login/reset?token=${token}`,
    }),
  );
}

/** The admin's mail that their password changed: when, and from which network. */
async function tellPasswordChanged(user: User, ip: string): Promise<void> {
  if (!user.email) return;
  await enqueueMail(
    passwordChangedMail(user.email, {
      username: user.username,
      at: new Date(),
      network: networkKey(ip),
    }),
  );
}

/** What a session keeps of the browser that opened it, for the admin CLI's list. */
const USER_AGENT_MAX = 200;

/**
 * `secureCookies`: the device cookie is Secure, as the session cookie (in production); `siteUrl`:
 * where mailed links lead.
 */
export function authRoutes(
  throttle: LoginThrottle,
  { secureCookies, siteUrl }: { secureCookies: boolean; siteUrl: string },
): Router {
  const router = new Router({ prefix: '/api/auth' });
  // Who is signed in is never for a cache to keep or hand to someone else, failures included.
  router.use((ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    return next();
  });

  router.post('/login', async (ctx) => {
    const { username, password } = parseBody(LoginSchema, ctx.request.body);
    const attempt = await throttle.attempt(ctx.ip, username, trustedDevice(ctx, username));
    if (!attempt.allowed)
      throw tooManyRequestsFor(
        ctx,
        attempt.retryAfterMs,
        (wait) => `Too many failed login attempts. Please try again in ${wait}.`,
      );
    const account = await authenticate(username, password);
    await attempt.finish(account !== null);
    if (!account) throw unauthorized('Invalid username or password');
    const { user, passwordStamp } = account;
    // A fresh session id at login, so an id planted before login is worthless (fixation).
    await ctx.session!.regenerate();
    ctx.session!.userId = user.id;
    // The password checked: once it is reset or changed, currentUser refuses this session.
    ctx.session!.passwordStamp = passwordStamp;
    ctx.session!.network = networkKey(ctx.ip);
    ctx.session!.userAgent = ctx.get('User-Agent').slice(0, USER_AGENT_MAX);
    issueDeviceCookie(ctx, user.username, secureCookies);
    ctx.body = { user };
  });

  router.get('/user', async (ctx) => {
    const user = await currentUser(ctx);
    if (!user) throw unauthorized('Not logged in');
    ctx.body = { user };
  });

  router.post('/logout', async (ctx) => {
    ctx.session = null;
    ctx.body = { message: 'Logged out' };
  });

  // After a lost or shared device: every other session of this admin ends, this one stays.
  router.post('/sessions/revoke-others', requireAdmin, async (ctx) => {
    const user = (await currentUser(ctx))!;
    const ended = await endSessions(user.id, currentSessionId(ctx));
    ctx.body = { ended };
  });

  // An admin's own address, asked once of those added before admins had one.
  router.put('/email', requireAdmin, async (ctx) => {
    const { email } = parseBody(AdminEmailSchema, ctx.request.body);
    ctx.body = { user: await setEmail(ctx.state.user.id, email) };
  });

  // The current password again, counted as a sign-in (a stolen session cannot guess it), then the
  // new one: every other session ends, this one carries on, and the admin is told by mail.
  router.post('/change-password', requireAdmin, async (ctx) => {
    const { currentPassword, newPassword } = parseBody(ChangePasswordSchema, ctx.request.body);
    const user = ctx.state.user as User;
    const attempt = await throttle.attempt(
      ctx.ip,
      user.username,
      trustedDevice(ctx, user.username),
    );
    if (!attempt.allowed)
      throw tooManyRequestsFor(
        ctx,
        attempt.retryAfterMs,
        (wait) => `Too many failed attempts. Please try again in ${wait}.`,
      );
    const account = await authenticate(user.username, currentPassword);
    await attempt.finish(account !== null);
    if (!account)
      throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    ctx.session!.passwordStamp = await setPassword(user.username, newPassword);
    const endedSessions = await endSessions(user.id, currentSessionId(ctx));
    await tellPasswordChanged(user, ctx.ip);
    ctx.body = { message: 'Password changed', endedSessions };
  });

  // A forgotten password: the same answer whoever was named, the link mailed after it is sent.
  router.post('/forgot-password', async (ctx) => {
    const { usernameOrEmail } = parseBody(ForgotPasswordSchema, ctx.request.body);
    ctx.status = 202;
    ctx.body = { message: FORGOT_PASSWORD_SENT };
    void mailPasswordReset(usernameOrEmail, siteUrl).catch((error: unknown) =>
      ctx.log.warn({ err: error }, 'could not mail a password reset'),
    );
  });

  // A reset link's new password: every session of that admin ends, and they are told by mail.
  router.post('/reset-password', async (ctx) => {
    const { token, password } = parseBody(ResetPasswordSchema, ctx.request.body);
    const { userId } = await useStaffToken('reset', token);
    const account = await findAccountById(userId);
    if (!account) throw gone(STAFF_LINK_EXPIRED);
    const { user } = account;
    await setPassword(user.username, password);
    await endSessions(user.id);
    await tellPasswordChanged(user, ctx.ip);
    ctx.state.activityAdmin = user;
    ctx.body = { message: 'Your password is reset. Please log in with it.' };
  });

  // Accounts are never self-service: only an admin creates them.
  router.post('/register', requireAdmin, async (ctx) => {
    const input = parseBody(RegisterSchema, ctx.request.body);
    const user = await createUser(input);
    ctx.status = 201;
    ctx.body = { user };
  });

  return router;
}
