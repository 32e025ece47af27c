import type { Context } from 'koa';
import type { Account } from '../modules/users/users.service';
import { knownDevice, trustedDevice } from './device-cookie';

/** A request carrying `value` as its (verified) device cookie. */
const carrying = (value: string) => ({ cookies: { get: () => value } }) as unknown as Context;

const owner: Account = {
  user: {
    id: '64b000000000000000000001',
    username: 'Owner',
    isAdmin: true,
    email: 'owner@example.org',
  },
  passwordStamp: 'stamp-1',
};
const login = Buffer.from('owner').toString('base64url');

describe('a device cookie issued before it named the account (`<login>.<device>`)', () => {
  it('is still this browser for the login limits, so a stranger cannot lock its admin out', () => {
    expect(trustedDevice(carrying(`${login}.device-id`), 'Owner')).toBe('device-id');
    expect(trustedDevice(carrying(`${login}.device-id`), 'someone-else')).toBeUndefined();
  });

  it('is trusted for no account: a new code is asked once', () => {
    expect(knownDevice(carrying(`${login}.device-id`), owner)).toBe(false);
  });
});
