import ipaddr from 'ipaddr.js';

/** Longest text taken as an IP address (a full IPv6 address with an IPv4 tail is 45 characters). */
export const maxIpAddressLength = 45;

/**
 * The canonical form of an IPv4 or IPv6 address, or null when `text` is not one: four decimal parts without leading
 * zeros for IPv4, RFC 5952 for IPv6 (lower case, longest zero run compressed), IPv4-mapped IPv6 as its IPv4 address.
 * Zone ids (`fe80::1%eth0`) are refused: they name an interface of one machine, never a client.
 */
export function canonicalIp(text: string): string | null {
  if (text.length === 0 || text.length > maxIpAddressLength) return null;
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text).toString();
  if (!ipaddr.IPv6.isValid(text)) return null;
  const address = ipaddr.IPv6.parse(text);
  if (address.zoneId !== undefined) return null;
  return address.isIPv4MappedAddress() ? address.toIPv4Address().toString() : address.toRFC5952String();
}

/** Whether a canonical address is this machine's own (loopback, or the unspecified address). */
export function isLocalIp(canonical: string): boolean {
  if (!ipaddr.isValid(canonical)) return false;
  const range = ipaddr.parse(canonical).range();
  return range === 'loopback' || range === 'unspecified';
}
