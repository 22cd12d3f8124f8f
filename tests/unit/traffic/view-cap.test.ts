import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTrafficCounter } from "#server/traffic/traffic-counter.ts";
import type { TrafficBatch } from "#server/traffic/traffic-tables.ts";
import {
  createViewCap,
  maxViewsPerVisitorPerMinute,
  visitorsPerAddress,
} from "#server/traffic/view-cap.ts";
import { siteServers } from "#tests/support/site-server.ts";

/**
 * One client adds at most so many views a minute, through GETs or the
 * beacon: a script reloading a page cannot make it the most read. The cap
 * knows a client only by hashes of a random value of the minute, gone after it.
 */
const quiet = { info() {}, warn() {}, error() {} };
const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const cap = maxViewsPerVisitorPerMinute;
const sites = siteServers();
let work: string;
let root: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "view-cap-"));
  root = path.join(work, "client");
  await mkdir(root, { recursive: true });
  await writeFile(path.join(root, "index.html"), "<!doctype html><title>Home</title>");
  await writeFile(path.join(root, "about.html"), "<!doctype html><title>About</title>");
  await writeFile(path.join(root, "404.html"), "<!doctype html><title>Not found</title>");
});
afterAll(async () => {
  await sites.close();
  await rm(work, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A site counting into a list, on a clock the test moves. */
async function countingSite() {
  const batches: TrafficBatch[] = [];
  let now = new Date("2026-06-01T10:00:05Z");
  const traffic = createTrafficCounter({
    store: { recordTraffic: async (batch) => void batches.push(batch) },
    trustedProxyHops: 1,
    flushIntervalMs: 60_000,
    now: () => now,
  });
  const { baseUrl } = await sites.start({ root, log: quiet, traffic });
  const open = (pathname: string, address: string, userAgent = chrome) =>
    new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        `${baseUrl}${pathname}`,
        {
          headers: {
            "User-Agent": userAgent,
            "X-Forwarded-For": address,
            "Sec-Fetch-Mode": "navigate",
            "Sec-Fetch-Dest": "document",
          },
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      request.on("error", reject);
      request.end();
    });
  const beacon = (pathname: string, address: string) =>
    fetch(`${baseUrl}/count`, {
      method: "POST",
      headers: { "User-Agent": chrome, "X-Forwarded-For": address },
      body: pathname,
    });
  const counted = async () => {
    await traffic.flush();
    const sum = (rows: { views: number }[]) => rows.reduce((total, row) => total + row.views, 0);
    return {
      views: sum(batches.flatMap((batch) => batch.pages)),
      notFound: sum(batches.flatMap((batch) => batch.notFound)),
    };
  };
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  return { traffic, open, beacon, counted, later };
}

/** `count` requests, `width` at a time. */
async function burst(count: number, send: (index: number) => Promise<unknown>, width = 50) {
  for (let start = 0; start < count; start += width) {
    await Promise.all(
      Array.from({ length: Math.min(width, count - start) }, (_, index) => send(start + index)),
    );
  }
}

describe("the views of one client in a minute", () => {
  it("a client sending 1,000 views in a minute adds the cap; two clients each get their own", async () => {
    const { traffic, open, counted } = await countingSite();
    await burst(1_000, () => open("/about", "198.51.100.7"));
    expect((await counted()).views).toBe(cap);
    await burst(100, () => open("/", "198.51.100.8"));
    expect((await counted()).views).toBe(2 * cap);
    await traffic.close();
  });

  it("the beacon and the 404s share the cap with the GETs", async () => {
    const { traffic, open, beacon, counted } = await countingSite();
    await burst(cap / 2, () => open("/about", "198.51.100.9"));
    await burst(cap, () => beacon("/about", "198.51.100.9"));
    await burst(cap, (index) => open(`/missing-${index}`, "198.51.100.9"));
    expect(await counted()).toEqual({ views: cap, notFound: 0 });
    await burst(cap, (index) => open(`/missing-${index}`, "198.51.100.10"));
    expect((await counted()).notFound).toBe(cap);
    await traffic.close();
  });

  it("starts again the next minute", async () => {
    const { traffic, open, counted, later } = await countingSite();
    await burst(cap + 10, () => open("/about", "198.51.100.11"));
    later(60_000);
    await burst(cap + 10, () => open("/about", "198.51.100.11"));
    expect((await counted()).views).toBe(2 * cap);
    await traffic.close();
  });
});

describe("the cap", () => {
  it("holds one address to five visitors' views, however many user agents it sends", () => {
    const views = createViewCap({ now: () => new Date("2026-06-01T10:00:05Z") });
    const allowed = Array.from({ length: 2_000 }, (_, index) =>
      views.allows("192.0.2.1", `Agent/${index}`),
    ).filter(Boolean).length;
    expect(allowed).toBe(cap * visitorsPerAddress);
    // An IPv6 client is its /64, whichever of its addresses it sends from.
    const fromV6 = Array.from({ length: 2_000 }, (_, index) =>
      views.allows(`2001:db8:1:2::${index.toString(16)}`, "Browser"),
    ).filter(Boolean).length;
    expect(fromV6).toBe(cap);
    views.close();
  });

  it("remembers a bounded number of clients, and nothing after the minute", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-06-01T10:00:05Z"));
    const views = createViewCap();
    for (let index = 0; index < 30_000; index++) {
      views.allows(`10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`, "Browser");
    }
    const held = views.memoryForTests();
    expect(held?.keys).toBeLessThanOrEqual(20_000);
    const salt = held?.salt;
    expect(salt?.some((byte) => byte !== 0)).toBe(true);
    // No view after it: the minute ends by its timer, the salt zeroed, the hashes dropped.
    vi.advanceTimersByTime(55_000);
    expect(salt?.every((byte) => byte === 0)).toBe(true);
    expect(views.memoryForTests()).toBeUndefined();
    views.close();
  });

  it("counts every view with TRAFFIC_VIEWS_PER_MINUTE=0", () => {
    const views = createViewCap({ perVisitor: 0 });
    for (let index = 0; index < 1_000; index++) {
      expect(views.allows("192.0.2.1", "Browser")).toBe(true);
    }
    expect(views.memoryForTests()).toBeUndefined();
  });
});
