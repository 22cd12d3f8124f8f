import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import {
  clientAddress,
  networkKey,
  normalizeAddress,
  rateLimitKey,
} from "#server/http/client-address.ts";

function request(remoteAddress: string | undefined, forwardedFor?: string | string[]) {
  return {
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  } as unknown as IncomingMessage;
}

describe("clientAddress", () => {
  it("uses the socket and ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(clientAddress(request("198.51.100.7", "203.0.113.9"), 0)).toBe("198.51.100.7");
  });

  it("behind one proxy, takes the right-most entry (the one the proxy wrote)", () => {
    const spoofed = request("10.0.0.2", "6.6.6.6, 203.0.113.9");
    expect(clientAddress(spoofed, 1)).toBe("203.0.113.9");
  });

  it("behind two proxies, takes the second entry from the right", () => {
    expect(clientAddress(request("10.0.0.2", "6.6.6.6, 203.0.113.9, 10.0.0.1"), 2)).toBe(
      "203.0.113.9",
    );
  });

  it("joins repeated headers in order", () => {
    expect(clientAddress(request("10.0.0.2", ["6.6.6.6", "203.0.113.9"]), 1)).toBe("203.0.113.9");
  });

  it("takes the left-most entry when the chain is shorter than configured", () => {
    expect(clientAddress(request("10.0.0.2", "203.0.113.9"), 3)).toBe("203.0.113.9");
  });

  it("falls back to the socket without the header or with garbage in it", () => {
    expect(clientAddress(request("10.0.0.2"), 1)).toBe("10.0.0.2");
    expect(clientAddress(request("10.0.0.2", " , "), 1)).toBe("10.0.0.2");
    expect(clientAddress(request("10.0.0.2", "1.2.3.4, not-an-ip"), 1)).toBe("10.0.0.2");
  });

  it("spells one address one way", () => {
    expect(clientAddress(request("::ffff:192.0.2.1"), 0)).toBe("192.0.2.1");
    expect(clientAddress(request(undefined), 0)).toBe("unknown");
  });
});

describe("normalizeAddress", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    ["::FFFF:192.0.2.1", "192.0.2.1"],
    ["2001:DB8::1", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["192.0.2.1:8080", "192.0.2.1"],
    ["unknown", ""],
    ["", ""],
  ])("%j → %j", (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected);
  });
});

describe("rateLimitKey", () => {
  it("keys IPv6 by its /64, whatever the spelling", () => {
    const key = rateLimitKey("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    for (const spelling of [
      "2001:DB8:1:2::1",
      "2001:0db8:0001:0002:0000:0000:0000:0001",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "[2001:db8:1:2::abcd]:443",
    ]) {
      expect(rateLimitKey(spelling), spelling).toBe(key);
    }
    expect(rateLimitKey("2001:db8:1:3::1")).not.toBe(key);
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
  });

  it("maps IPv4-mapped IPv6 to the IPv4 address", () => {
    expect(rateLimitKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(rateLimitKey("::FFFF:192.0.2.1")).toBe("192.0.2.1");
    expect(rateLimitKey("192.0.2.1")).toBe("192.0.2.1");
  });
});

describe("networkKey", () => {
  it("is the smallest routed block, IPv4 /24 and IPv6 /48, for every spelling", () => {
    for (const address of ["192.0.2.1", "192.0.2.254", "::ffff:192.0.2.9", "192.0.2.7:51234"]) {
      expect(networkKey(address), address).toBe("192.0.2.0/24");
    }
    expect(networkKey("192.0.3.1")).toBe("192.0.3.0/24");
    for (const address of ["2001:db8:1::1", "2001:DB8:1:ffff::9", "[2001:0db8:0001:2::1]:443"]) {
      expect(networkKey(address), address).toBe("2001:db8:1::/48");
    }
    expect(networkKey("2001:db8:2::1")).toBe("2001:db8:2::/48");
    expect(networkKey("unknown")).toBe("unknown");
  });
});
