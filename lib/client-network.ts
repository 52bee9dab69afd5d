// Who is on the other end of a request, coarsely: the network an IP address belongs to and the browser family a
// User-Agent names. A signer on the rep's network with the rep's kind of browser may well be the rep. Pure.
import ipaddr from "ipaddr.js";
import { UAParser } from "ua-parser-js";

/** The network an address belongs to: its /24 for IPv4 (IPv4-mapped IPv6 included), its /64 for IPv6. */
export function networkOf(ip: string | null): string | null {
  if (!ip) return null;
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.process(ip.trim());
  } catch {
    return null;
  }
  if (address.kind() === "ipv4") {
    const [a, b, c] = (address as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(":")}::/64`;
}

/** True when both addresses are on the same network (see networkOf); unknown addresses never match. */
export function sameNetwork(a: string | null, b: string | null): boolean {
  const first = networkOf(a);
  return first !== null && first === networkOf(b);
}

/**
 * The browser family a User-Agent names ("firefox", "chrome headless"), or for clients the parser does not know
 * the first product token ("curl", "playwright"); null when there is no User-Agent at all.
 */
export function browserFamily(userAgent: string | null): string | null {
  const ua = userAgent?.trim();
  if (!ua) return null;
  const name = new UAParser(ua).getBrowser().name;
  if (name) return name.toLowerCase();
  return (ua.split(/[\s/]/)[0] ?? ua).toLowerCase();
}
