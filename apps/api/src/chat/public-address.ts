import { BlockList, isIP } from "node:net";

// IANA special-purpose ranges (RFC 6890 and successors). BlockList also matches IPv4-mapped IPv6
// addresses (::ffff:10.0.0.1) against the IPv4 rules, which is what lets them be refused too.
const ipv4Ranges: [string, number][] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata lives here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

// Inside global unicast (2000::/3) these are not ordinary public hosts: Teredo and other protocol
// assignments, documentation, 6to4 (which embeds an IPv4 address of any kind).
const ipv6SpecialRanges: [string, number][] = [
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["3fff::", 20],
];

const notPublic = new BlockList();
for (const [net, prefix] of ipv4Ranges) notPublic.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of ipv6SpecialRanges) notPublic.addSubnet(net, prefix, "ipv6");

const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet("2000::", 3, "ipv6");

const ipv4Mapped = new BlockList();
ipv4Mapped.addSubnet("::ffff:0:0", 96, "ipv6");

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/**
 * Whether an address is an ordinary public host: not private, loopback, link-local, unspecified,
 * multicast, reserved or documentation, in IPv4, IPv6 or IPv4-mapped IPv6. Anything else is false.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, "ipv4");
  if (family !== 6) return false;
  if (ipv4Mapped.check(address, "ipv6")) return !notPublic.check(address, "ipv6");
  // Everything outside 2000::/3 (unique local, link-local, multicast, loopback, NAT64…) is refused.
  return globalUnicastV6.check(address, "ipv6") && !notPublic.check(address, "ipv6");
}

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6. */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return loopback.check(address, family === 4 ? "ipv4" : "ipv6");
}
