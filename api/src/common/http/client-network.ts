import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key every per-address limit counts under: an IPv4 address as it is, an IPv6 address by its /64.
 * One IPv6 subscriber is handed a whole /64 (2^64 addresses), so a limit per IPv6 address limits nothing;
 * an IPv4-mapped IPv6 address (::ffff:203.0.113.7) is the IPv4 address it carries. Anything that is not an
 * address (a unix socket, a test double) stays as it is.
 */
export function clientNetworkKey(address: string): string {
  const ip = address.split('%')[0];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, with `::` expanded and a trailing dotted IPv4 part read. */
function ipv6Groups(ip: string): number[] {
  const [head, tail] = ip.includes('::') ? ip.split('::') : [ip, null];
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  if (tail === null) return left;
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}
