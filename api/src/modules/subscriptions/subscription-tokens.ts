import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenPurpose = 'confirm' | 'unsubscribe';

/** How long a confirmation link works. Unsubscribe links never expire: old mail must keep working. */
export const CONFIRM_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A token signed here for the purpose asked; `expired` when its time has passed. */
export interface VerifiedToken {
  subscriberId: string;
  expired: boolean;
}

const TOKEN = /^(confirm|unsubscribe)\.([0-9a-f]{24})\.(\d{1,12})\.([\w-]{43})$/;

/**
 * Signed newsletter links, `<purpose>.<subscriber id>.<expiry, unix seconds, 0 for never>.<HMAC>`,
 * with HMAC-SHA256 in base64url: nothing is stored per link, and a link works only for what it was
 * made for. The key is derived from the session secret, so no signature made for one use (a
 * session cookie, say) ever passes for another.
 */
export function subscriptionTokens(sessionSecret: string) {
  const key = createHmac('sha256', sessionSecret).update('newsletter links').digest();
  const signatureOf = (payload: string) =>
    createHmac('sha256', key).update(payload).digest('base64url');

  return {
    sign(purpose: TokenPurpose, subscriberId: string, now = Date.now()): string {
      const expires =
        purpose === 'confirm' ? Math.ceil((now + CONFIRM_LINK_DAYS * DAY_MS) / 1000) : 0;
      const payload = `${purpose}.${subscriberId}.${expires}`;
      return `${payload}.${signatureOf(payload)}`;
    },

    /** The subscriber a token names, or null when it is malformed, forged or for another purpose. */
    verify(token: string, purpose: TokenPurpose, now = Date.now()): VerifiedToken | null {
      const match = TOKEN.exec(token);
      if (!match || match[1] !== purpose) return null;
      const [, , subscriberId, expires, signature] = match;
      // Compared as text, not decoded: base64url's last character has spare bits, so decoding
      // would let several spellings of one signature pass.
      const expected = signatureOf(`${purpose}.${subscriberId}.${expires}`);
      if (!timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return null;
      const expiresAt = Number(expires) * 1000;
      return { subscriberId, expired: expiresAt !== 0 && expiresAt <= now };
    },
  };
}

export type SubscriptionTokens = ReturnType<typeof subscriptionTokens>;
