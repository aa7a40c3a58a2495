import { BlockList, isIPv4, isIPv6 } from 'node:net';

// Special-purpose IPv4 ranges (RFC 6890 and the IANA registry) that no supplier page lives on.
const blockedIPv4Ranges: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local host on Linux
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT; also Alibaba Cloud's metadata service at 100.100.100.200
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local; AWS, GCP and Azure metadata at 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments; Oracle Cloud metadata at 192.0.0.192
  ['192.0.2.0', 24],
  ['192.88.99.0', 24], // former 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, includes 255.255.255.255
  ['168.63.129.16', 32], // Azure WireServer: a public-range address that answers as the platform's metadata host
];

// Inside global unicast (2000::/3), the blocks that are not ordinary public hosts.
const blockedIPv6Ranges: ReadonlyArray<readonly [string, number]> = [
  ['2001::', 23], // IETF protocol assignments, incl. Teredo, which tunnels to an obfuscated IPv4
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation (RFC 9637)
];

/** Addresses of cloud metadata services; all lie inside blocked ranges too, listed so tests pin them. */
export const cloudMetadataAddresses: readonly string[] = [
  '169.254.169.254',
  '169.254.170.2',
  '100.100.100.200',
  '192.0.0.192',
  'fd00:ec2::254',
];

const blockedHostnames = new Set(['localhost', 'metadata', 'metadata.google.internal', 'instance-data']);
// Suffixes reserved for private or local networks (RFC 6761, RFC 6762, RFC 8375, ICANN's .internal).
const blockedHostnameSuffixes = ['.localhost', '.local', '.localdomain', '.internal', '.home.arpa'];

const blockedIPv4 = new BlockList();
for (const [network, prefix] of blockedIPv4Ranges) blockedIPv4.addSubnet(network, prefix, 'ipv4');

const globalUnicastIPv6 = new BlockList();
globalUnicastIPv6.addSubnet('2000::', 3, 'ipv6');

const blockedIPv6 = new BlockList();
for (const [network, prefix] of blockedIPv6Ranges) blockedIPv6.addSubnet(network, prefix, 'ipv6');

/** Expands a valid IPv6 text (without zone) to its eight 16-bit groups. */
function ipv6Groups(ip: string): number[] {
  const lastColon = ip.lastIndexOf(':');
  const last = ip.slice(lastColon + 1);
  // A trailing dotted quad (::ffff:1.2.3.4) is two groups written in decimal; rewrite it as hex groups.
  const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number);
  const text = isIPv4(last)
    ? `${ip.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
    : ip;
  const [head = '', rest] = text.split('::');
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const front = parse(head);
  const back = rest === undefined ? [] : parse(rest);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function ipv4FromGroups(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * The IPv4 address an IPv6 address stands for, when it is one of the forms that carry one: IPv4-mapped
 * (::ffff:a.b.c.d), NAT64 well-known prefix (64:ff9b::/96) and 6to4 (2002::/16).
 */
function embeddedIPv4(groups: number[]): string | undefined {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (zeroUpTo(5) && g5 === 0xffff) return ipv4FromGroups(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return ipv4FromGroups(g6, g7);
  if (g0 === 0x2002) return ipv4FromGroups(g1, g2);
  return undefined;
}

function isPublicIPv6(ip: string): boolean {
  const groups = ipv6Groups(ip);
  const ipv4 = embeddedIPv4(groups);
  if (ipv4 !== undefined) return isPublicAddress(ipv4);
  // Everything outside global unicast (::/8 incl. loopback and IPv4-compatible, fc00::/7, fe80::/10, ff00::/8,
  // 100::/64, 64:ff9b:1::/48 ...) is local, special or not routed; checking that one range leaves no gap.
  return globalUnicastIPv6.check(ip, 'ipv6') && !blockedIPv6.check(ip, 'ipv6');
}

/** True only for an IP address text that is a routable public unicast address; false for anything else. */
export function isPublicAddress(ip: string): boolean {
  const unbracketed = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (isIPv4(unbracketed)) return !blockedIPv4.check(unbracketed, 'ipv4');
  // A zone id (fe80::1%eth0) only ever qualifies link-local addresses, which are refused below anyway.
  const withoutZone = unbracketed.split('%')[0] ?? '';
  if (isIPv6(withoutZone)) return isPublicIPv6(withoutZone);
  return false;
}

/** True for host names that name the local machine, a private network or a cloud metadata service. */
export function isBlockedHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.+$/, '');
  if (name === '' || blockedHostnames.has(name)) return true;
  return blockedHostnameSuffixes.some((suffix) => name.endsWith(suffix));
}
