import { describe, expect, it } from "vitest";
import { createRateLimiter } from "#server/http/rate-limiter.ts";

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("createRateLimiter", () => {
  it("allows `limit` requests per window per key, then refuses with the wait", () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, now: time.now });
    for (let i = 0; i < 5; i++) {
      expect(limiter.check("192.0.2.1").isAllowed).toBe(true);
      time.advance(1_000);
    }
    const refused = limiter.check("192.0.2.1");
    expect(refused).toEqual({ isAllowed: false, retryAfterSeconds: 55 });
    // Another client is not affected.
    expect(limiter.check("192.0.2.2").isAllowed).toBe(true);
  });

  it("slides: the oldest request leaving the window makes room for one more", () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, now: time.now });
    limiter.check("a");
    time.advance(30_000);
    limiter.check("a");
    time.advance(29_999);
    expect(limiter.check("a")).toEqual({ isAllowed: false, retryAfterSeconds: 1 });
    time.advance(1);
    expect(limiter.check("a").isAllowed).toBe(true);
    expect(limiter.check("a")).toEqual({ isAllowed: false, retryAfterSeconds: 30 });
  });

  it("does not count refused requests, so waiting is enough", () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, now: time.now });
    limiter.check("a");
    for (let i = 0; i < 100; i++) limiter.check("a");
    time.advance(60_000);
    expect(limiter.check("a").isAllowed).toBe(true);
  });

  it("is off at 0", () => {
    const limiter = createRateLimiter({ limit: 0 });
    for (let i = 0; i < 1_000; i++) expect(limiter.check("a").isAllowed).toBe(true);
    expect(limiter.size()).toBe(0);
  });

  it("remembers at most maxKeys, forgetting the least recently seen", () => {
    const limiter = createRateLimiter({ limit: 1, maxKeys: 3 });
    for (const key of ["a", "b", "c"]) limiter.check(key);
    expect(limiter.check("a").isAllowed).toBe(false);
    limiter.check("d");
    expect(limiter.size()).toBe(3);
    expect(limiter.check("b").isAllowed).toBe(true);
    expect(limiter.check("a").isAllowed).toBe(false);
  });

  it("sweeps keys whose window has passed", () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, now: time.now });
    limiter.check("a");
    time.advance(30_000);
    limiter.check("b");
    time.advance(30_000);
    limiter.sweep();
    expect(limiter.size()).toBe(1);
  });
});
