import { isIPv4, isIPv6 } from 'node:net';

/**
 * Decides whether the importer may connect to an IP address. Only public unicast addresses pass:
 * a pasted link must never reach the machine itself, its private network or a cloud metadata service.
 */

type Range = [base: number, prefix: number];

/** IPv4 ranges that are not public unicast (RFC 6890 special-purpose registry and multicast). */
const REFUSED_V4: Range[] = [
  [v4('0.0.0.0'), 8], // "this network"
  [v4('10.0.0.0'), 8], // private
  [v4('100.64.0.0'), 10], // carrier-grade NAT
  [v4('127.0.0.0'), 8], // loopback
  [v4('169.254.0.0'), 16], // link-local, cloud metadata 169.254.169.254
  [v4('172.16.0.0'), 12], // private
  [v4('192.0.0.0'), 24], // IETF protocol assignments
  [v4('192.0.2.0'), 24], // documentation
  [v4('192.88.99.0'), 24], // 6to4 relay anycast
  [v4('192.168.0.0'), 16], // private
  [v4('198.18.0.0'), 15], // benchmarking
  [v4('198.51.100.0'), 24], // documentation
  [v4('203.0.113.0'), 24], // documentation
  [v4('224.0.0.0'), 4], // multicast
  [v4('240.0.0.0'), 4], // reserved, broadcast
];

function v4(address: string): number {
  return address.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
}

function inV4Range(n: number, [base, prefix]: Range): boolean {
  const size = 2 ** (32 - prefix);
  return Math.floor(n / size) === Math.floor(base / size);
}

export function isPublicIPv4(address: string): boolean {
  if (!isIPv4(address)) return false;
  const n = v4(address);
  return !REFUSED_V4.some((r) => inV4Range(n, r));
}

/** The eight 16-bit groups of an IPv6 address ("::ffff:127.0.0.1" included), zone id dropped. */
export function ipv6Groups(address: string): number[] | null {
  const plain = address.replace(/%.*$/, '');
  if (!isIPv6(plain)) return null;
  let text = plain.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const n = v4(dotted[1]);
    text = text.slice(0, dotted.index) + `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...(tail === null ? [] : Array(missing).fill('0')), ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

function embeddedV4(hi: number, lo: number): string {
  return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
}

export function isPublicIPv6(address: string): boolean {
  const g = ipv6Groups(address);
  if (!g) return false;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) carry an IPv4 address:
  // they are as public as that address (so ::ffff:127.0.0.1 and ::ffff:7f00:1 are loopback).
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) {
    return (g[5] === 0xffff || g[6] !== 0) && isPublicIPv4(embeddedV4(g[6], g[7]));
  }
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return isPublicIPv4(embeddedV4(g[6], g[7]));
  // 6to4 (2002::/16) carries an IPv4 address in its second and third groups.
  if (g[0] === 0x2002) return isPublicIPv4(embeddedV4(g[1], g[2]));
  // Beyond those, only global unicast 2000::/3 is public, less Teredo (2001::/32, which hides an
  // IPv4 address), the ORCHID and documentation ranges.
  if ((g[0] & 0xe000) !== 0x2000) return false; // ::, ::1, fc00::/7, fe80::/10, ff00::/8 and the rest
  if (g[0] === 0x2001 && g[1] === 0) return false;
  if (g[0] === 0x2001 && (g[1] & 0xfff0) === 0x0010) return false; // ORCHID 2001:10::/28
  if (g[0] === 0x2001 && (g[1] & 0xfff0) === 0x0020) return false; // ORCHIDv2 2001:20::/28
  if (g[0] === 0x2001 && g[1] === 0x0db8) return false; // documentation
  if (g[0] === 0x3fff && (g[1] & 0xf000) === 0) return false; // documentation 3fff::/20
  return true;
}

export function isPublicAddress(address: string): boolean {
  return isIPv4(address) ? isPublicIPv4(address) : isPublicIPv6(address);
}
