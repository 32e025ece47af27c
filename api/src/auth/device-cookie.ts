import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { Account } from '../modules/users/users.service';

export const DEVICE_COOKIE = 'da_boulder.device';
const DEVICE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/** Only the account's own requests read it (login, change-password), so no other carries it. */
const DEVICE_COOKIE_PATH = '/api/auth';

/** A username as logins count it: accounts are keyed the same way (users.service). */
export const loginKey = (username: string) => username.trim().toLowerCase();

/** The login, encoded to the characters a cookie value may carry (a username may have any). */
const loginPart = (username: string) => Buffer.from(loginKey(username)).toString('base64url');

/**
 * The account and password a browser signed in under, as a hash: the stamp stays out of the
 * cookie, and an account made anew under a removed one's username, or a password reset or changed
 * since, is another.
 */
const accountPart = ({ user, passwordStamp }: Account) =>
  createHash('sha256').update(`${user.id}.${passwordStamp}`).digest('base64url').slice(0, 22);

/** This browser's device cookie, as its parts, when it verifies (signed with the app's keys). */
function deviceCookie(ctx: Context) {
  const parts = ctx.cookies.get(DEVICE_COOKIE, { signed: true })?.split('.') ?? [];
  // One issued before the account part (`<login>.<device>`) is still this browser for the login
  // limits (a stranger's guesses cannot lock its admin out), and trusted for no account.
  const [login, account, device] = parts.length === 2 ? [parts[0], '', parts[1]] : parts;
  return login && device ? { login, account, device } : undefined;
}

/**
 * The id of this browser's device cookie when it was issued for `username` (OWASP's device
 * cookies: `<login>.<account>.<random device id>`), for the login limits: checking it reads
 * nothing from the database, as they are taken before the password is checked. Anything else (no
 * cookie, a bad signature, another login's) is no device.
 */
export function trustedDevice(ctx: Context, username: string): string | undefined {
  const cookie = deviceCookie(ctx);
  return cookie?.login === loginPart(username) ? cookie.device : undefined;
}

/**
 * Whether this browser signed in as this very account under its current password: it needs no
 * new device's code. The admin's removal, or a password reset or changed, ends that trust.
 */
export const knownDevice = (ctx: Context, account: Account): boolean =>
  trustedDevice(ctx, account.user.username) !== undefined &&
  deviceCookie(ctx)?.account === accountPart(account);

/** A fresh device cookie for a browser that has just signed in as `account` (or changed its password). */
export function issueDeviceCookie(ctx: Context, account: Account, secure: boolean): void {
  ctx.cookies.set(
    DEVICE_COOKIE,
    [
      loginPart(account.user.username),
      accountPart(account),
      randomBytes(16).toString('base64url'),
    ].join('.'),
    {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_MAX_AGE_MS,
    },
  );
}
