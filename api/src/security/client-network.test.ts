import { networkKey } from './client-network';

describe('networkKey', () => {
  it.each([
    ['203.0.113.7', undefined, undefined, '203.0.113.7/32'],
    ['203.0.113.7', 24, undefined, '203.0.113.0/24'],
    ['::ffff:203.0.113.7', 24, undefined, '203.0.113.0/24'],
    ['2001:db8:1:2:3:4:5:6', undefined, undefined, '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff::1', undefined, undefined, '2001:db8:1:2::/64'],
    ['2001:db8:1:2:3:4:5:6', undefined, 48, '2001:db8:1::/48'],
    ['not an address', undefined, undefined, 'not an address'],
  ])('%s (v4 /%s, v6 /%s) -> %s', (address, v4, v6, expected) => {
    expect(networkKey(address, v4, v6)).toBe(expected);
  });
});
