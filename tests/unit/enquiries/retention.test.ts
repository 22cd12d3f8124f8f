import { afterEach, describe, expect, it, vi } from "vitest";
import { startRetention } from "#server/enquiries/retention.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("startRetention", () => {
  it("deletes what is older than the retention now and once a day", () => {
    vi.useFakeTimers();
    const now = Date.parse("2026-11-22T12:00:00Z");
    vi.setSystemTime(now);
    const cutoffs: string[] = [];
    const store = {
      deleteReceivedBefore: async (cutoff: Date) => {
        cutoffs.push(cutoff.toISOString());
        return 0;
      },
    };
    const stop = startRetention(store, 365, { info() {}, error() {} });
    expect(cutoffs).toEqual(["2025-11-22T12:00:00.000Z"]);
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(cutoffs).toEqual(["2025-11-22T12:00:00.000Z", "2025-11-23T12:00:00.000Z"]);
    stop();
    vi.advanceTimersByTime(48 * 60 * 60 * 1000);
    expect(cutoffs).toHaveLength(2);
  });

  it("runs on an unref'd timer, so it never keeps the process alive", () => {
    const setIntervalSpy = vi.spyOn(globalThis, "setInterval");
    const stop = startRetention({ deleteReceivedBefore: async () => 0 }, 30, {
      info() {},
      error() {},
    });
    const timer = setIntervalSpy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    stop();
  });

  it("logs a failure instead of throwing", async () => {
    const error = vi.fn();
    const stop = startRetention(
      {
        deleteReceivedBefore: async () => {
          throw new Error("disk");
        },
      },
      30,
      { info() {}, error },
    );
    stop();
    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce());
  });
});
