import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ApiConfig } from '../config/env';
import type { SpamTrap } from '@da-boulder/contracts';
import { heldSubmissions } from '../operations/metrics';

/** How far ahead of this server's clock a form's signed time may be (the shell's clock). */
const CLOCK_SKEW_MS = 5_000;
/** `<ms>.<base64url HMAC-SHA256 of ms>`, as the shell writes it into `formIssuedAt`. */
const FORM_TIME = /^(\d{1,15})\.([\w-]{43})$/;

/** Derived from the session secret, so no signature made for another use passes for this one. */
const formTimeKey = (sessionSecret: string) =>
  createHmac('sha256', sessionSecret).update('form issued at').digest();
const signatureOf = (key: Buffer, ms: string) =>
  createHmac('sha256', key).update(ms).digest('base64url');

/**
 * Whether a bot sent the form: it filled in the honeypot field, or sent the form faster than
 * FORM_MIN_FILL_SECONDS. The fill time runs from when the shell rendered the form (its signed
 * `formIssuedAt`); a forged or malformed one counts as too young. Without one (an API client, a
 * form the browser rendered) the client's own `fillMs` is all there is. A caught submission gets
 * the normal success answer (a bot learns nothing), is kept held for the chapter to see and sends
 * no mail until an admin releases it. Each catch counts in the metrics under `kind`.
 */
export function spamTrap(
  { sessionSecret, formMinFillMs }: Pick<ApiConfig, 'sessionSecret' | 'formMinFillMs'>,
  kind: 'registration' | 'message' | 'subscription',
) {
  const key = formTimeKey(sessionSecret);

  function fillTime({ formIssuedAt, fillMs }: SpamTrap, now: number): number | undefined {
    // Blank is no signed time: it would only let a bot fall back to the fillMs it writes anyway.
    if (!formIssuedAt) return fillMs;
    const match = FORM_TIME.exec(formIssuedAt);
    // Compared as text, not decoded: base64url's last character has spare bits, so decoding
    // would let several spellings of one signature pass.
    if (!match || !timingSafeEqual(Buffer.from(match[2]), Buffer.from(signatureOf(key, match[1]))))
      return -Infinity;
    const issuedAt = Number(match[1]);
    return issuedAt > now + CLOCK_SKEW_MS ? -Infinity : Math.max(0, now - issuedAt);
  }

  const isBot = (input: SpamTrap, now: number): boolean => {
    if (input.website?.trim()) return true;
    const fill = fillTime(input, now);
    return fill !== undefined && fill < formMinFillMs;
  };
  return (input: SpamTrap, now = Date.now()): boolean => {
    const caught = isBot(input, now);
    if (caught) heldSubmissions.inc({ kind });
    return caught;
  };
}

/** The form's own fields, without the trap's. */
export function withoutSpamTrap<T extends SpamTrap>({
  website,
  fillMs,
  formIssuedAt,
  ...fields
}: T) {
  void website;
  void fillMs;
  void formIssuedAt;
  return fields;
}
