// The signed form time: when the shell sent a page, in hidden `formIssuedAt` fields at its end
// that belong to its forms (shared-ui's form-times.mjs), made for each answer, cached page or
// not. The API's spam trap measures a form's fill time from it, so a person who autofills and
// sends at once is judged from when they first saw the form, not from when the page's scripts
// ran; it verifies it here too, with the same key, and signs the time it hands back for a press
// asked again.
import { createHmac, timingSafeEqual } from 'node:crypto';

const VALUE = /^(\d{1,15})\.([\w-]{43})$/;

/**
 * `signed(ms)` gives `<ms>.<sig>`: the decimal Unix time in milliseconds and base64url (no
 * padding) of HMAC-SHA256(key, `<ms>`), key = HMAC-SHA256(SESSION_SECRET, 'form issued at'), so
 * no signature made for another use passes for this one. `issuedAt(value)` gives the time a value
 * of ours names, or undefined for anything else.
 * @param {string} sessionSecret
 */
export function formIssuedAt(sessionSecret) {
  const key = createHmac('sha256', sessionSecret).update('form issued at').digest();
  /** @param {string} ms */
  const signatureOf = (ms) => createHmac('sha256', key).update(ms).digest('base64url');
  // A busy page is sent many times a millisecond: one signature each.
  let last = { ms: '', value: '' };
  return {
    /** @param {number} time */
    signed(time) {
      const ms = String(time);
      if (ms !== last.ms) last = { ms, value: `${ms}.${signatureOf(ms)}` };
      return last.value;
    },
    /** @param {unknown} value */
    issuedAt(value) {
      const match = typeof value === 'string' ? VALUE.exec(value) : null;
      if (!match) return undefined;
      // Compared as text: base64url's last character has spare bits, so decoding would let
      // several spellings of one signature pass.
      const expected = signatureOf(match[1]);
      return timingSafeEqual(Buffer.from(match[2]), Buffer.from(expected))
        ? Number(match[1])
        : undefined;
    },
  };
}
