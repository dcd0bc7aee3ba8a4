import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether an IP address may be fetched: only global unicast. Loopback, private, link-local,
 * unique-local, multicast, carrier-grade NAT, documentation, benchmarking, reserved, and every
 * IPv6 form that embeds an IPv4 address (IPv4-mapped, 6to4, Teredo, NAT64) are refused.
 * Returns null when allowed, else the reason.
 */
export function refusedAddress(address: string): string | null {
  const bare = bareHost(address);
  if (!isIP(bare.split('%')[0] ?? '')) return `${address} is not an IP address`;
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(bare);
  } catch {
    return `${address} is not an IP address`;
  }
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).zoneId) return `${address} has an IPv6 zone: refused`;
  const range = ip.range();
  if (range !== 'unicast') return `${address} is in the ${LABELS[range] ?? range} range: refused`;
  // Only 2000::/3 is global unicast in IPv6; anything else (such as the deprecated IPv4-compatible ::/96) is refused.
  if (ip.kind() === 'ipv6' && !(ip as ipaddr.IPv6).match(GLOBAL_UNICAST_V6))
    return `${address} is outside IPv6 global unicast (2000::/3): refused`;
  return null;
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];

const LABELS: Record<string, string> = {
  ipv4Mapped: 'IPv4-mapped',
  linkLocal: 'link-local',
  uniqueLocal: 'unique-local',
  carrierGradeNat: 'carrier-grade NAT',
  rfc6052: 'NAT64 (RFC 6052)',
  rfc6145: 'IPv4-translated (RFC 6145)',
  '6to4': '6to4',
  teredo: 'Teredo',
};

/** `[::1]` → `::1`; a URL's hostname with IPv6 brackets removed. */
export function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}
