import type { IncomingMessage, ServerResponse } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDailyVisitors } from "#server/traffic/daily-visitors.ts";
import { createTrafficCounter, trafficDay } from "#server/traffic/traffic-counter.ts";
import type { TrafficBatch } from "#server/traffic/traffic-tables.ts";

/**
 * The day's visitors once their memory is full: one client sending a new user
 * agent with every request filled it in about a minute, and then no visitor
 * was counted, for anyone, until midnight. Now what cannot be remembered is
 * counted once per network; memory stays the same size.
 */
afterEach(() => {
  vi.useRealTimers();
});

const agent = (index: number) => `Mozilla/5.0 (X11; Linux x86_64) Flood/${index}`;
/** A real visitor on a network of its own: 10.x.y.0/24. */
const realAddress = (index: number) => `10.${index >> 8}.${index & 255}.7`;

describe("the day's visitors when their memory is full", () => {
  it("after a flood of made-up user agents from one client, keep counting real visitors from other networks", () => {
    const visitors = createDailyVisitors({ dayOf: trafficDay });
    // Each new visitor takes two entries of 100,000: 50,000 fill them.
    let flooded = 0;
    for (let index = 0; index < 60_000; index++) {
      if (visitors.see("192.0.2.1", agent(index), "/").isNewToday) flooded++;
    }
    expect(flooded).toBe(50_000);
    const full = visitors.memoryForTests();
    expect(full?.entries).toBeLessThanOrEqual(100_001);

    const real = Array.from({ length: 1_000 }, (_, index) =>
      visitors.see(realAddress(index), "Mozilla/5.0 Firefox/150.0", "/about"),
    );
    // Within the bitmap's error: a real visitor's bit taken by another network.
    expect(real.filter((seen) => seen.isNewToday).length).toBeGreaterThanOrEqual(980);
    expect(real.filter((seen) => seen.isNewOnPage).length).toBeGreaterThanOrEqual(980);
    // Counted once: the same visitors again, and the flood's network, add nothing.
    for (let index = 0; index < 1_000; index++) {
      expect(visitors.see(realAddress(index), "Mozilla/5.0 Firefox/150.0", "/about")).toEqual({
        isNewToday: false,
        isNewOnPage: false,
      });
    }
    for (let index = 60_000; index < 70_000; index++) {
      expect(visitors.see("192.0.2.1", agent(index), "/").isNewToday).toBe(false);
    }
    // A real visitor seen before the flood, on a page new to its network, counts on that page only.
    expect(visitors.see("192.0.2.1", agent(1), "/contact")).toEqual({
      isNewToday: false,
      isNewOnPage: true,
    });
    // Memory: the same number of entries, and the same 32 KiB of bits, however many came.
    const after = visitors.memoryForTests();
    expect(after?.entries).toBe(full?.entries);
    expect(after?.networks.byteLength).toBe(32 * 1024);
    visitors.close();
  });

  it("count an IPv6 client rotating through its own addresses as one network", () => {
    const visitors = createDailyVisitors({ dayOf: trafficDay, maxEntries: 2 });
    expect(visitors.see("2001:db8:1:2::1", "Browser", "/").isNewToday).toBe(true);
    const rotating = Array.from({ length: 100 }, (_, index) =>
      visitors.see(`2001:db8:1:${index.toString(16)}::${index}`, "Browser", "/"),
    );
    expect(rotating.filter((seen) => seen.isNewToday)).toEqual([]);
    expect(visitors.see("2001:db8:2::1", "Browser", "/").isNewToday).toBe(true);
    visitors.close();
  });

  it("zero the network bits with the salt when the day ends", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-25T22:59:00Z"));
    const visitors = createDailyVisitors({ dayOf: trafficDay, maxEntries: 2 });
    for (let index = 0; index < 50; index++) visitors.see(realAddress(index), "Browser", "/");
    const bits = visitors.memoryForTests()?.networks;
    expect(bits?.some((byte) => byte !== 0)).toBe(true);
    vi.advanceTimersByTime(2 * 60_000);
    expect(bits?.every((byte) => byte === 0)).toBe(true);
    expect(visitors.memoryForTests()).toBeUndefined();
    // The next day, a network seen yesterday is new again.
    expect(visitors.see(realAddress(10), "Browser", "/").isNewToday).toBe(true);
    visitors.close();
  });
});

/** A request as the site server hands it to the counter. */
function visit(address: string, userAgent: string) {
  return {
    method: "GET",
    headers: { "user-agent": userAgent, host: "www.example.nl" },
    socket: { remoteAddress: address },
  } as unknown as IncomingMessage;
}
const page = {
  statusCode: 200,
  getHeader: (name: string) => (name === "content-type" ? "text/html; charset=utf-8" : undefined),
} as unknown as ServerResponse;

describe("the day's visitor count after a flood", () => {
  it("keeps rising with real visitors instead of freezing until midnight", async () => {
    const batches: TrafficBatch[] = [];
    // One request a second: within the cap on one client's views a minute (view-cap.ts).
    let now = new Date("2026-06-01T06:00:00Z");
    const counter = createTrafficCounter({
      store: { recordTraffic: async (batch) => void batches.push(batch) },
      trustedProxyHops: 0,
      maxVisitorsPerDay: 1_000,
      flushIntervalMs: 60_000,
      now: () => now,
    });
    const serve = (request: IncomingMessage, path: string) => {
      now = new Date(now.getTime() + 1_000);
      counter.countServed(request, page, path);
    };
    const visitorsToday = async () => {
      await counter.flush();
      return batches.flatMap((batch) => batch.days).reduce((sum, row) => sum + row.visitors, 0);
    };
    for (let index = 0; index < 3_000; index++) {
      serve(visit("192.0.2.1", agent(index)), "/");
    }
    // 500 made-up visitors fill the memory; the other 2,500 add nothing.
    expect(await visitorsToday()).toBe(500);
    for (let index = 0; index < 200; index++) {
      serve(visit(realAddress(index), "Mozilla/5.0 Firefox/150.0"), "/about");
    }
    expect(await visitorsToday()).toBeGreaterThanOrEqual(500 + 196);
    const about = batches.flatMap((batch) => batch.pages).filter((row) => row.page === "/about");
    expect(about.reduce((sum, row) => sum + row.visitors, 0)).toBeGreaterThanOrEqual(196);
    await counter.close();
  });
});
