import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";

/**
 * The address an enquiry came from, for rate limiting only (it is never stored).
 *
 * With no trusted proxy (`trustedProxyHops` 0) it is the socket's peer: a
 * client can write any X-Forwarded-For it likes, so the header is ignored.
 * Behind N proxies that each append the address they received from, the
 * header ends with N entries we can trust; the N-th from the right is the
 * client (TRUST_PROXY=1: the right-most entry). Entries further left were
 * written by the client and are never used.
 */
export function clientAddress(request: IncomingMessage, trustedProxyHops: number): string {
  const peer = normalizeAddress(request.socket.remoteAddress ?? "") || "unknown";
  if (trustedProxyHops <= 0) return peer;
  const header = request.headers["x-forwarded-for"];
  const entries = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return peer;
  // Fewer entries than proxies: the proxy chain is shorter than configured;
  // the left-most entry is the best we know, and is still proxy-written.
  const entry = entries[Math.max(0, entries.length - trustedProxyHops)] ?? "";
  return normalizeAddress(entry) || peer;
}

/**
 * One spelling per address: IPv4-mapped IPv6 ("::ffff:192.0.2.1") as IPv4,
 * IPv6 in lower case, a port or brackets some proxies add removed.
 * Returns "" for anything that is not an IP address.
 */
export function normalizeAddress(raw: string): string {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  address = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) address = mapped[1];
  return isIP(address) ? address : "";
}

/**
 * The rate limiter's key for an address: IPv4 as it is, IPv6 by its /64.
 * One IPv6 subscriber usually gets a whole /64 (2^64 addresses), so keying by
 * full address would let one visitor rotate through fresh keys forever; the
 * /64 is what one household or server has. Every spelling of an address
 * (zeros elided or not, upper or lower case, IPv4-mapped) gives one key.
 */
export function rateLimitKey(address: string): string {
  const normalized = normalizeAddress(address);
  if (!normalized) return address;
  if (isIP(normalized) === 4) return normalized;
  const groups = expandIpv6(normalized);
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/**
 * The network an address belongs to: the smallest block the internet routes,
 * IPv4 /24 and IPv6 /48, which one household, office or hosting customer
 * holds. Every spelling of an address gives one network; anything that is not
 * an address is its own.
 */
export function networkKey(address: string): string {
  const normalized = normalizeAddress(address);
  if (!normalized) return address;
  if (isIP(normalized) === 4) return `${normalized.split(".").slice(0, 3).join(".")}.0/24`;
  return `${expandIpv6(normalized).slice(0, 3).join(":")}::/48`;
}

/** The eight 16-bit groups of an IPv6 address, as numbers-in-hex without leading zeros. */
function expandIpv6(address: string): string[] {
  let text = address;
  // An embedded IPv4 tail ("::1.2.3.4") is two groups.
  const ipv4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array.from({ length: missing }, () => "0"), ...right].map((group) =>
    Number.parseInt(group || "0", 16).toString(16),
  );
}
