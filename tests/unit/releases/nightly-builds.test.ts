import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  defaultNightlyTime,
  nextNightlyBuild,
  nightlyRequester,
  startNightlyBuilds,
} from "#server/releases/nightly-builds.ts";

/** The nightly build that takes runs off the pages the day after they start, on a fake clock. */
describe("the next nightly build", () => {
  it.each([
    // Winter: Amsterdam is UTC+1, so 00:05 there is 23:05 UTC the evening before.
    ["2026-11-25T12:00:00Z", "2026-11-25T23:05:00.000Z"],
    ["2026-11-25T23:04:59Z", "2026-11-25T23:05:00.000Z"],
    ["2026-11-25T23:05:00Z", "2026-11-26T23:05:00.000Z"],
    // Just after midnight in Amsterdam, before 00:05: tonight's is still to come.
    ["2026-11-25T23:01:00Z", "2026-11-25T23:05:00.000Z"],
    // Summer: UTC+2.
    ["2027-07-01T10:00:00Z", "2027-07-01T22:05:00.000Z"],
    // The nights the clocks change (last Sundays of March and October).
    ["2027-03-27T12:00:00Z", "2027-03-27T23:05:00.000Z"],
    ["2027-03-27T23:05:00Z", "2027-03-28T22:05:00.000Z"],
    ["2027-10-30T12:00:00Z", "2027-10-30T22:05:00.000Z"],
    ["2027-10-30T22:05:00Z", "2027-10-31T23:05:00.000Z"],
    // The turn of a month and a year.
    ["2026-12-31T23:06:00Z", "2027-01-01T23:05:00.000Z"],
  ])("after %s is %s", (now, expected) => {
    expect(nextNightlyBuild(new Date(now), defaultNightlyTime).toISOString()).toBe(expected);
  });
});

describe("startNightlyBuilds", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-25T12:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start() {
    const requests: string[] = [];
    const lines: string[] = [];
    const nightly = startNightlyBuilds({
      request: (by) => requests.push(by),
      log: { info: (line: string) => lines.push(line) },
    });
    return { nightly, requests, lines };
  }

  it("asks for one build shortly after midnight in Amsterdam, logged, and again the next night", () => {
    const { nightly, requests, lines } = start();
    expect(nightly.next().toISOString()).toBe("2026-11-25T23:05:00.000Z");
    vi.setSystemTime(new Date("2026-11-25T23:04:00Z"));
    vi.advanceTimersByTime(11 * 60 * 60 * 1000 + 4 * 60 * 1000 - 1);
    expect(requests).toEqual([]);
    vi.advanceTimersByTime(60 * 1000 + 1);
    expect(requests).toEqual([nightlyRequester]);
    expect(lines).toEqual([expect.stringMatching(/^Nightly build/)]);
    expect(nightly.next().toISOString()).toBe("2026-11-26T23:05:00.000Z");
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(requests).toEqual([nightlyRequester, nightlyRequester]);
    nightly.stop();
  });

  it("asks for nothing once stopped", () => {
    const { nightly, requests } = start();
    nightly.stop();
    vi.advanceTimersByTime(3 * 24 * 60 * 60 * 1000);
    expect(requests).toEqual([]);
  });

  it("builds once, not twice, when its timer wakes a moment early", () => {
    let skew = 0;
    const requests: string[] = [];
    const nightly = startNightlyBuilds({
      request: (by) => requests.push(by),
      now: () => new Date(Date.now() - skew),
      log: { info() {} },
    });
    // The clock the scheduler reads lags 10 s behind the timers.
    skew = 10_000;
    vi.advanceTimersByTime(11 * 60 * 60 * 1000 + 5 * 60 * 1000);
    vi.advanceTimersByTime(60 * 1000);
    expect(requests).toHaveLength(1);
    nightly.stop();
  });
});
