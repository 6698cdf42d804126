import * as ipaddr from 'ipaddr.js';

/** A canonical dotted IPv4 address (no leading zeros, each part ≤ 255). */
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * The rate-limit identity of a client address, used by EVERY per-client limit (the throttler's
 * default, login, register, order, funnel-event… limits of `common/rate-limit.ts` and the public
 * paths' limits of `PublicRateLimiter`): an IPv4 address as is (also when written as an
 * IPv4-mapped IPv6 address, `::ffff:a.b.c.d`), an IPv6 address by its /64 network
 * (`2001:db8:1:2::/64`), since one subscriber usually holds a whole /64 and could rotate
 * addresses inside it. Unparseable input is used verbatim; no address at all is `unknown`.
 *
 * @param ip the client address as Express reports it (`req.ip`, which honours TRUST_PROXY).
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  // Fast paths (no parsing) for the usual forms: dotted IPv4, and IPv4-mapped IPv6 as Node
  // reports IPv4 clients of a dual-stack server.
  if (IPV4.test(ip)) return ip;
  if (ip.startsWith('::ffff:') && IPV4.test(ip.slice(7))) return ip.slice(7);
  try {
    const addr = ipaddr.parse(ip);
    if (addr.kind() === 'ipv4') return addr.toString();
    const v6 = addr as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
    return `${v6.parts
      .slice(0, 4)
      .map((p) => p.toString(16))
      .join(':')}::/64`;
  } catch {
    return ip;
  }
}
