import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a link does: a newsletter's confirm and unsubscribe, a registration's cancel, a draft's
 * preview.
 */
export type TokenPurpose = 'confirm' | 'unsubscribe' | 'cancel-registration' | 'preview';

/**
 * How long a link works, in days (0: for good): a confirmation a week. An unsubscribe link as long
 * as its subscription lasts, which unsubscribing ends (and every link with it): the newsletters
 * go out from another tool, without links of ours, so the welcome's may be the only one a
 * subscriber ever gets. (Those signed before ran out after a year; unsubscribing takes them all
 * the same.) A cancel link matters until its event, whenever that is.
 */
export const CONFIRM_LINK_DAYS = 7;
const LINK_DAYS: Record<TokenPurpose, number> = {
  confirm: CONFIRM_LINK_DAYS,
  unsubscribe: 0,
  'cancel-registration': 0,
  // An hour: long enough to look and pass on to a co-organiser; a new one is a press away.
  preview: 1 / 24,
};
const DAY_MS = 24 * 60 * 60 * 1000;

/** A token signed here for the purpose asked; `expired` when its time has passed. */
export interface VerifiedToken {
  /** The subscriber's or the registration's id. */
  recordId: string;
  expired: boolean;
}

const TOKEN =
  /^(confirm|unsubscribe|cancel-registration|preview)\.([0-9a-f]{24})\.(\d{1,12})\.([\w-]{43})$/;

/**
 * Signed links in mail (newsletter subscriptions, registrations), `<purpose>.<record id>.<expiry, unix seconds, 0 for never>.<HMAC>`,
 * with HMAC-SHA256 in base64url: nothing is stored per link, and a link works only for what it was
 * made for. The key is derived from the session secret, so no signature made for one use (a
 * session cookie, say) ever passes for another; its label stays 'newsletter links', the one
 * mailed links were first signed with, so they keep working.
 */
export function subscriptionTokens(sessionSecret: string) {
  const key = createHmac('sha256', sessionSecret).update('newsletter links').digest();
  const signatureOf = (payload: string) =>
    createHmac('sha256', key).update(payload).digest('base64url');

  return {
    sign(purpose: TokenPurpose, recordId: string, now = Date.now()): string {
      const days = LINK_DAYS[purpose];
      const expires = days === 0 ? 0 : Math.ceil((now + days * DAY_MS) / 1000);
      const payload = `${purpose}.${recordId}.${expires}`;
      return `${payload}.${signatureOf(payload)}`;
    },

    /** The record a token names, or null when it is malformed, forged or for another purpose. */
    verify(token: string, purpose: TokenPurpose, now = Date.now()): VerifiedToken | null {
      const match = TOKEN.exec(token);
      if (!match || match[1] !== purpose) return null;
      const [, , recordId, expires, signature] = match;
      // Compared as text, not decoded: base64url's last character has spare bits, so decoding
      // would let several spellings of one signature pass.
      const expected = signatureOf(`${purpose}.${recordId}.${expires}`);
      if (!timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return null;
      const expiresAt = Number(expires) * 1000;
      return { recordId, expired: expiresAt !== 0 && expiresAt <= now };
    },
  };
}

export type SubscriptionTokens = ReturnType<typeof subscriptionTokens>;
