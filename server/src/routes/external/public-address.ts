// Which addresses the server may fetch from on a member's behalf: public unicast ones only.
import ipaddr from 'ipaddr.js';

/**
 * True when `address` (IPv4 or IPv6 text) is a public unicast address. Private, loopback,
 * link-local, multicast, unspecified, carrier-grade NAT, broadcast, reserved and documentation
 * ranges are not, and neither are IPv6 forms that carry an IPv4 address inside (mapped, 6to4,
 * Teredo, NAT64), nor unique-local addresses: everything but ipaddr.js's `unicast` range.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  const plain = parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
  return plain.range() === 'unicast';
}
