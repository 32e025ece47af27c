import ipaddr from 'ipaddr.js';

/**
 * The network a client address belongs to, as a limit key: one person, or one attacker, holds a
 * whole IPv6 /64 (or more), so counting full IPv6 addresses would give them endless fresh keys.
 * IPv4-mapped IPv6 addresses count as IPv4. Anything unparsable is its own key.
 */
export function networkKey(address: string, ipv4Bits = 32, ipv6Bits = 64): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4')
    return `${ipaddr.IPv4.networkAddressFromCIDR(`${parsed.toString()}/${ipv4Bits}`).toString()}/${ipv4Bits}`;
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${ipv6Bits}`).toString()}/${ipv6Bits}`;
}
