import type { Context } from 'koa';
import type { ApiConfig } from '../config/env';
import { ASK_AGAIN, type SpamTrap } from '@da-boulder/contracts';
import { formIssuedAt as formTimes } from '@da-boulder/server-kit/form-issued-at';
import { heldSubmissions } from '../operations/metrics';

/** How far ahead of this server's clock a form's signed time may be (the shell's clock). */
const CLOCK_SKEW_MS = 5_000;
/** How long a page's signed time stands: a form sent from a page kept open longer is asked again. */
const FORM_TIME_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The spam trap of one kind of public form. Only what is surely a bot is held: the honeypot
 * field filled in, or no signed time of ours at all (missing, forged, malformed, or from the
 * future). The shell signs the time it sends each page at into the page's forms (`formIssuedAt`),
 * so the fill time runs from when the person first saw the form. One sent within
 * FORM_MIN_FILL_SECONDS of it (or a day after) is never held in silence: it is answered with 409,
 * asking the person to check what they typed and press again, and a signed time that lets that
 * press through. Each hold counts in the metrics under `kind`.
 */
export function spamTrap(
  { sessionSecret, formMinFillMs }: Pick<ApiConfig, 'sessionSecret' | 'formMinFillMs'>,
  kind: 'registration' | 'message' | 'subscription',
) {
  // Signed and verified as the shell signs it (`<ms>.<signature>`, server-kit/form-issued-at.mjs).
  const times = formTimes(sessionSecret);

  /** When our signed time says the page was sent, or undefined for anything else. */
  function issuedAtOf(formIssuedAt: string | undefined, now: number): number | undefined {
    const issuedAt = times.issuedAt(formIssuedAt);
    return issuedAt === undefined || issuedAt > now + CLOCK_SKEW_MS ? undefined : issuedAt;
  }

  /**
   * The form's own fields, and whether they are held (stored, mailed to nobody until an admin
   * releases them, and answered as a person's, so a bot learns nothing); or undefined once `ctx`
   * was answered with the request to press again.
   */
  return function screen<T extends SpamTrap>(
    ctx: Context,
    { website, formIssuedAt, ...fields }: T,
    now = Date.now(),
  ): { held: boolean; fields: Omit<T, keyof SpamTrap> } | undefined {
    const issuedAt = issuedAtOf(formIssuedAt, now);
    if (website?.trim() || issuedAt === undefined) {
      heldSubmissions.inc({ kind });
      return { held: true, fields };
    }
    const age = now - issuedAt;
    if (age >= formMinFillMs && age <= FORM_TIME_MAX_AGE_MS) return { held: false, fields };
    // A time already old enough, for the form's next press.
    ctx.status = 409;
    ctx.body = { message: ASK_AGAIN, formIssuedAt: times.signed(now - formMinFillMs) };
    return undefined;
  };
}
