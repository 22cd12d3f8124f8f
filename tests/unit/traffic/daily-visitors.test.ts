import { afterEach, describe, expect, it, vi } from "vitest";
import { createDailyVisitors } from "#server/traffic/daily-visitors.ts";
import { trafficDay } from "#server/traffic/traffic-counter.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("the day's visitors", () => {
  it("count a client once a day, once per page, and apart from another client", () => {
    const visitors = createDailyVisitors({ dayOf: trafficDay });
    expect(visitors.see("192.0.2.1", "Browser A", "/")).toEqual({
      isNewToday: true,
      isNewOnPage: true,
    });
    expect(visitors.see("192.0.2.1", "Browser A", "/")).toEqual({
      isNewToday: false,
      isNewOnPage: false,
    });
    expect(visitors.see("192.0.2.1", "Browser A", "/about")).toEqual({
      isNewToday: false,
      isNewOnPage: true,
    });
    expect(visitors.see("192.0.2.1", "Browser B", "/").isNewToday).toBe(true);
    expect(visitors.see("192.0.2.2", "Browser A", "/").isNewToday).toBe(true);
    visitors.close();
  });

  it("the day's salt is destroyed when the day ends in Amsterdam, even with no visit after it", () => {
    vi.useFakeTimers();
    // 23:58 in Amsterdam (CET, UTC+1).
    vi.setSystemTime(new Date("2026-11-25T22:58:00Z"));
    const visitors = createDailyVisitors({ dayOf: trafficDay });
    visitors.see("192.0.2.1", "Browser A", "/");
    const salt = visitors.saltForTests();
    expect(salt?.some((byte) => byte !== 0)).toBe(true);
    expect(visitors.heldDay()).toBe("2026-11-25");

    vi.advanceTimersByTime(60_000);
    expect(visitors.heldDay()).toBe("2026-11-25");
    vi.advanceTimersByTime(60_000);
    // 00:00: the bytes themselves are overwritten, and nothing of the day is held.
    expect(salt?.every((byte) => byte === 0)).toBe(true);
    expect(visitors.heldDay()).toBeUndefined();
    expect(visitors.saltForTests()).toBeUndefined();

    // The same client is new on the new day, under a new salt.
    expect(visitors.see("192.0.2.1", "Browser A", "/").isNewToday).toBe(true);
    expect(visitors.heldDay()).toBe("2026-11-26");
    expect(visitors.saltForTests()?.equals(Buffer.alloc(32))).toBe(false);
    visitors.close();
    expect(visitors.saltForTests()).toBeUndefined();
  });

  it("a visit after midnight destroys yesterday's salt before it is counted", () => {
    let now = new Date("2026-11-25T22:59:59Z");
    const visitors = createDailyVisitors({ dayOf: trafficDay, now: () => now });
    visitors.see("192.0.2.1", "Browser A", "/");
    const salt = visitors.saltForTests();
    now = new Date("2026-11-25T23:00:01Z");
    expect(visitors.see("192.0.2.1", "Browser A", "/").isNewToday).toBe(true);
    expect(salt?.every((byte) => byte === 0)).toBe(true);
    visitors.close();
  });

  it("remember at most so many a day: a flood of new clients stops adding visitors, not memory", () => {
    // Each new visitor takes two entries: its hash, and the hash with the page.
    const visitors = createDailyVisitors({ dayOf: trafficDay, maxEntries: 6 });
    const news = Array.from(
      { length: 10 },
      (_, index) => visitors.see(`192.0.2.${index}`, "Browser", "/").isNewToday,
    );
    expect(news.filter(Boolean)).toHaveLength(3);
    visitors.close();
  });
});
