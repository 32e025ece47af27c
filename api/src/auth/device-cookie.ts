import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';

export const DEVICE_COOKIE = 'da_boulder.device';
const DEVICE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/** Only the login reads it, so no other request carries it. */
const DEVICE_COOKIE_PATH = '/api/auth/login';

/**
 * The id of this browser's device cookie when it was issued to `userId` (OWASP's device cookies):
 * `<user id>.<random device id>`, signed with the app's keys, so it cannot be forged or moved to
 * another user. Anything else (no cookie, a bad signature, another user's) is no device.
 */
export function trustedDevice(ctx: Context, userId: string | undefined): string | undefined {
  const value = ctx.cookies.get(DEVICE_COOKIE, { signed: true });
  if (!value || !userId) return undefined;
  const [owner, device] = value.split('.');
  return owner === userId && device ? device : undefined;
}

/** A fresh device cookie for a browser that has just signed in as `userId`. */
export function issueDeviceCookie(ctx: Context, userId: string, secure: boolean): void {
  ctx.cookies.set(DEVICE_COOKIE, `${userId}.${randomBytes(16).toString('base64url')}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_MAX_AGE_MS,
  });
}
