// The signed form time: when the shell sent a page, in hidden `formIssuedAt` fields at its end
// that belong to its forms (shared-ui's form-times.mjs), made for each answer, cached page or
// not. The API measures a form's fill time from it, so a person who autofills and sends at once
// is judged from when they first saw the form, not from when the page's scripts ran. The API
// verifies it with the same key (the format is agreed with api/src/security).
import { createHmac, timingSafeEqual } from 'node:crypto';

const VALUE = /^(\d{1,15})\.([\w-]{43})$/;

/**
 * `issue()` gives `<ms>.<sig>`: the decimal Unix time in milliseconds and base64url (no padding)
 * of HMAC-SHA256(key, `<ms>`), key = HMAC-SHA256(SESSION_SECRET, 'form issued at').
 * `issuedAt(value)` gives the time a value of ours names, or undefined for anything else.
 * @param {string} sessionSecret
 * @param {{ now?: () => number }} [options]
 */
export function formIssuedAt(sessionSecret, { now = Date.now } = {}) {
  const key = createHmac('sha256', sessionSecret).update('form issued at').digest();
  /** @param {string} ms */
  const signatureOf = (ms) => createHmac('sha256', key).update(ms).digest('base64url');
  // A busy page is sent many times a millisecond: one signature each.
  let last = { ms: '', value: '' };
  return {
    issue() {
      const ms = String(now());
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
