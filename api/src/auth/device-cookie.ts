import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';

export const DEVICE_COOKIE = 'da_boulder.device';
const DEVICE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/** Only the account's own requests read it (login, change-password), so no other carries it. */
const DEVICE_COOKIE_PATH = '/api/auth';

/** A username as logins count it: accounts are keyed the same way (users.service). */
export const loginKey = (username: string) => username.trim().toLowerCase();

/** The login, encoded to the characters a cookie value may carry (a username may have any). */
const loginPart = (username: string) => Buffer.from(loginKey(username)).toString('base64url');

/**
 * The id of this browser's device cookie when it was issued for `username` (OWASP's device
 * cookies: `<login>.<random device id>`), signed with the app's keys, so it cannot be forged or
 * moved to another login. Bound to the login, not the user id, so checking it reads nothing from
 * the database. Anything else (no cookie, a bad signature, another login's) is no device.
 */
export function trustedDevice(ctx: Context, username: string): string | undefined {
  const value = ctx.cookies.get(DEVICE_COOKIE, { signed: true });
  if (!value) return undefined;
  const [login, device] = value.split('.');
  return login === loginPart(username) && device ? device : undefined;
}

/** A fresh device cookie for a browser that has just signed in as `username`. */
export function issueDeviceCookie(ctx: Context, username: string, secure: boolean): void {
  ctx.cookies.set(
    DEVICE_COOKIE,
    `${loginPart(username)}.${randomBytes(16).toString('base64url')}`,
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
