/**
 * @jest-environment node
 */
// The signed form time the shell ends each page with and the API's spam trap verifies.
import { createHmac } from 'node:crypto';
import { formIssuedAt } from './form-issued-at.mjs';

describe('the signed form time', () => {
  const secret = 'x'.repeat(32);

  it('is `<ms>.<base64url HMAC>` with the agreed key, and tells its own time back', () => {
    const times = formIssuedAt(secret);
    const value = times.signed(1_700_000_000_123);
    const key = createHmac('sha256', secret).update('form issued at').digest();
    const signature = createHmac('sha256', key).update('1700000000123').digest('base64url');
    expect(value).toBe(`1700000000123.${signature}`);
    expect(signature).not.toContain('=');
    expect(times.issuedAt(value)).toBe(1_700_000_000_123);
  });

  it('tells nothing of a forged, altered or malformed value', () => {
    const times = formIssuedAt(secret);
    const value = times.signed(Date.now());
    const [ms, signature] = value.split('.');
    for (const forged of [
      formIssuedAt('y'.repeat(32)).signed(Date.now()),
      `${Number(ms) - 5000}.${signature}`,
      `${ms}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${ms}.`,
      ms,
      '',
      undefined,
      42,
    ])
      expect(times.issuedAt(forged)).toBeUndefined();
  });
});
