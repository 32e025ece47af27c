import Router from '@koa/router';
import {
  AdminEmailSchema,
  ChangePasswordSchema,
  type DeviceCodeSent,
  FORGOT_PASSWORD_SENT,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  type User,
  VerifyDeviceSchema,
} from '@da-boulder/contracts';
import type { Context } from 'koa';
import { badRequest, gone, unauthorized } from '../errors/http-error';
import { deviceCodeMail, passwordChangedMail, passwordResetMail } from '../mail/messages';
import { enqueueMail } from '../mail/outbox';
import { tooManyRequestsFor } from '../security/rate-limit/too-many-requests';
import { networkKey } from '../security/client-network';
import { RateLimiter } from '../security/rate-limit/rate-limiter';
import {
  type Account,
  adminNamed,
  authenticate,
  createUser,
  findAccountById,
  renewPasswordStamp,
  replacePassword,
  setEmail,
  setPassword,
} from '../modules/users/users.service';
import { noteActivitySubject } from '../modules/staff/activity';
import { parseBody } from '../validation/parse';
import { currentUser, requireAdmin } from './current-user';
import {
  DEVICE_CODE_EXPIRED,
  DEVICE_CODE_MINUTES,
  DEVICE_CODE_USED,
  issueDeviceCode,
  type PendingDevice,
  useDeviceCode,
} from './device-codes';
import { issueDeviceCookie, knownDevice, trustedDevice } from './device-cookie';
import type { LoginThrottle } from './login-throttle';
import {
  endOlderStaffTokens,
  issueStaffToken,
  STAFF_LINK_EXPIRED,
  useStaffToken,
} from './staff-tokens';
import { currentSessionId, endSessions } from './session';
import { EXACT_PATHS } from '../shared/exact-paths';
import { tellStaff } from '../modules/staff/staff-changes';

const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';

/** How long a reset link works. */
const RESET_LINK_MS = 30 * 60_000;
/**
 * Reset links an admin is mailed an hour at most: anyone may ask, from many networks, and each new
 * link ends the one before.
 */
const RESETS_PER_HOUR = 3;

/** Mails the admin named (by username or address) a reset link, when there is one with an address. */
async function mailPasswordReset(
  usernameOrEmail: string,
  siteUrl: string,
  resetMails: RateLimiter,
): Promise<void> {
  const account = await adminNamed(usernameOrEmail);
  if (!account?.user.email) return;
  const { user: admin, passwordStamp } = account;
  if (!(await resetMails.take(admin.id)).allowed) return;
  // The newest link alone works, and only while the password is the one it was asked under. Made
  // first and the others ended after, so of links asked at one moment the last ending leaves one.
  const token = await issueStaffToken('reset', { userId: admin.id, passwordStamp }, RESET_LINK_MS);
  await endOlderStaffTokens('reset', admin.id);
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
 * A new session id holding only `data`, so an id planted before login is worthless (fixation) and
 * nothing of an earlier sign-in on this browser carries over (koa-session's regenerate keeps it).
 */
async function freshSession(ctx: Context, data: Record<string, unknown>): Promise<void> {
  await ctx.session!.regenerate();
  const session = ctx.session as unknown as Record<string, unknown>;
  for (const key of Object.keys(ctx.session!.toJSON())) delete session[key];
  Object.assign(session, data);
}

/** Codes mailed to one admin within an hour: each allows a few tries, so guesses stay few. */
const DEVICE_CODES_PER_HOUR = 5;

const NO_CODE_WAITING = 'No code is waiting for this browser. Please log in again.';

/**
 * `secureCookies`: the device cookie is Secure, as the session cookie (in production); `siteUrl`:
 * where mailed links lead; `deviceVerification`: a browser new to the admin needs a mailed code.
 */
export function authRoutes(
  throttle: LoginThrottle,
  {
    secureCookies,
    siteUrl,
    deviceVerification,
  }: { secureCookies: boolean; siteUrl: string; deviceVerification: boolean },
): Router {
  const deviceCodeMails = new RateLimiter('device-code-mail', {
    points: DEVICE_CODES_PER_HOUR,
    windowMs: 60 * 60_000,
  });
  const resetMails = new RateLimiter('reset-mail', {
    points: RESETS_PER_HOUR,
    windowMs: 60 * 60_000,
  });

  /** Signs this browser in as the account: a fresh session, and the device cookie. */
  async function startSession(ctx: Context, account: Account): Promise<void> {
    const { user, passwordStamp } = account;
    await freshSession(ctx, {
      userId: user.id,
      // The password checked: once it is reset or changed, currentUser refuses this session.
      passwordStamp,
      network: networkKey(ctx.ip),
      userAgent: ctx.get('User-Agent').slice(0, USER_AGENT_MAX),
    });
    issueDeviceCookie(ctx, account, secureCookies);
    ctx.body = { user };
  }

  /** Mails the admin a code for this new browser, whose session waits for it, not signed in. */
  async function askForDeviceCode(ctx: Context, { user, passwordStamp }: Account): Promise<void> {
    const mailed = await deviceCodeMails.take(user.id);
    if (!mailed.allowed)
      throw tooManyRequestsFor(
        ctx,
        mailed.retryAfterMs,
        (wait) => `Too many codes were sent. Please try again in ${wait}.`,
      );
    const { codeId, code } = await issueDeviceCode(user.id);
    await enqueueMail(
      deviceCodeMail(user.email, {
        username: user.username,
        code,
        minutes: DEVICE_CODE_MINUTES,
        at: new Date(),
        network: networkKey(ctx.ip),
      }),
    );
    const pendingDevice: PendingDevice = { userId: user.id, passwordStamp, codeId };
    await freshSession(ctx, { pendingDevice });
    ctx.state.activityAdmin = user;
    ctx.state.activityAction = 'was sent a new device code';
    ctx.body = { verification: 'code-sent' } satisfies DeviceCodeSent;
  }

  const router = new Router({ ...EXACT_PATHS, prefix: '/api/auth' });
  // Who is signed in is never for a cache to keep or hand to someone else, failures included.
  router.use((ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    return next();
  });

  router.post('/login', async (ctx) => {
    const { username, password } = parseBody(LoginSchema, ctx.request.body);
    const device = trustedDevice(ctx, username);
    const attempt = await throttle.attempt(ctx.ip, username, device);
    if (!attempt.allowed)
      throw tooManyRequestsFor(
        ctx,
        attempt.retryAfterMs,
        (wait) => `Too many failed login attempts. Please try again in ${wait}.`,
      );
    const account = await authenticate(username, password);
    await attempt.finish(account !== null);
    if (!account) throw unauthorized('Invalid username or password');
    // An admin without an address yet (added before admins had one) cannot be mailed a code: the
    // dashboard asks them for one, and codes follow from then on.
    if (deviceVerification && !knownDevice(ctx, account) && account.user.email)
      return askForDeviceCode(ctx, account);
    await startSession(ctx, account);
  });

  // The code mailed for this browser's sign-in: right, it signs in and trusts the browser.
  router.post('/verify-device', async (ctx) => {
    const pending = ctx.session?.pendingDevice as PendingDevice | undefined;
    // A browser signed in already has used its code; any other has none waiting.
    if (!pending)
      throw ctx.session?.userId ? gone(DEVICE_CODE_USED) : unauthorized(NO_CODE_WAITING);
    const account = await findAccountById(pending.userId);
    if (!account || account.passwordStamp !== pending.passwordStamp) {
      ctx.session = null;
      throw gone(DEVICE_CODE_EXPIRED);
    }
    const { code } = parseBody(VerifyDeviceSchema, ctx.request.body);
    // Only a counted try is logged as refused: a malformed code costs no try, and fills no log.
    await useDeviceCode(pending.codeId, code, () => (ctx.state.activityAdmin = account.user));
    await startSession(ctx, account);
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

  // After a lost or shared device: every other session of this admin ends, and every other
  // browser's trust (a thief's needs a mailed code again); this one carries on, still trusted.
  router.post('/sessions/revoke-others', requireAdmin, async (ctx) => {
    const user = (await currentUser(ctx))!;
    const passwordStamp = await renewPasswordStamp(user.id);
    ctx.session!.passwordStamp = passwordStamp;
    issueDeviceCookie(ctx, { user, passwordStamp }, secureCookies);
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
    if (!account) {
      // Refused on its password, as a sign-in is: the activity log keeps it.
      ctx.state.activityAdmin = user;
      throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    }
    const passwordStamp = await setPassword(user.username, newPassword);
    ctx.session!.passwordStamp = passwordStamp;
    // Every browser trusted under the old password needs a code again; this one stays trusted.
    issueDeviceCookie(ctx, { user, passwordStamp }, secureCookies);
    const endedSessions = await endSessions(user.id, currentSessionId(ctx));
    await tellPasswordChanged(user, ctx.ip);
    ctx.body = { message: 'Password changed', endedSessions };
  });

  // A forgotten password: the same answer whoever was named, the link mailed after it is sent.
  router.post('/forgot-password', async (ctx) => {
    const { usernameOrEmail } = parseBody(ForgotPasswordSchema, ctx.request.body);
    ctx.status = 202;
    ctx.body = { message: FORGOT_PASSWORD_SENT };
    void mailPasswordReset(usernameOrEmail, siteUrl, resetMails).catch((error: unknown) =>
      ctx.log.warn({ err: error }, 'could not mail a password reset'),
    );
  });

  // A reset link's new password: every session of that admin ends, and they are told by mail.
  router.post('/reset-password', async (ctx) => {
    const { token, password } = parseBody(ResetPasswordSchema, ctx.request.body);
    const link = await useStaffToken('reset', token);
    const account = await findAccountById(link.userId);
    // Set only over the password it was asked under: of two links used at one moment, one sets it.
    if (!account || !(await replacePassword(account.user.id, link.passwordStamp, password)))
      throw gone(STAFF_LINK_EXPIRED);
    const { user } = account;
    await endSessions(user.id);
    await tellPasswordChanged(user, ctx.ip);
    ctx.state.activityAdmin = user;
    ctx.body = { message: 'Your password is reset. Please log in with it.' };
  });

  // Accounts are never self-service: only an admin creates them.
  router.post('/register', requireAdmin, async (ctx) => {
    const input = parseBody(RegisterSchema, ctx.request.body);
    const user = await createUser(input);
    if (user.isAdmin) await tellStaff(user, 'added');
    noteActivitySubject(ctx, { id: user.id, title: user.username });
    ctx.status = 201;
    ctx.body = { user };
  });

  return router;
}
