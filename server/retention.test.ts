import { describe, expect, it, vi } from "vitest";
import { startRetention } from "./retention.ts";

describe("startRetention", () => {
  it("deletes what is older than the retention now and once a day, on an unref'd timer", () => {
    vi.useFakeTimers();
    try {
      const now = Date.parse("2026-11-22T12:00:00Z");
      vi.setSystemTime(now);
      const cutoffs: string[] = [];
      const store = {
        deleteReceivedBefore: (cutoff: Date) => {
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
    } finally {
      vi.useRealTimers();
    }
  });

  it("logs a failure instead of throwing", () => {
    const error = vi.fn();
    const stop = startRetention(
      {
        deleteReceivedBefore: () => {
          throw new Error("disk");
        },
      },
      30,
      { info() {}, error },
    );
    stop();
    expect(error).toHaveBeenCalledOnce();
  });
});
