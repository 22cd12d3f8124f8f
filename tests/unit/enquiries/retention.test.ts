import { afterEach, describe, expect, it, vi } from "vitest";
import { startRetention } from "#server/enquiries/retention.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const quiet = { info() {}, error() {} };
const periods = { enquiryDays: 180, enrolmentDays: 730 };

describe("startRetention", () => {
  it("deletes what is older than each kind's retention now and once a day", async () => {
    vi.useFakeTimers();
    const now = Date.parse("2026-11-22T12:00:00Z");
    vi.setSystemTime(now);
    const cutoffs: string[][] = [];
    const store = {
      deleteExpired: async (at: { enquiriesBefore: Date; enrolmentsBefore: Date }) => {
        cutoffs.push([at.enquiriesBefore.toISOString(), at.enrolmentsBefore.toISOString()]);
        return { enquiry: 0, enrolment: 0 };
      },
    };
    const stop = startRetention(store, periods, quiet);
    expect(cutoffs).toEqual([["2026-05-26T12:00:00.000Z", "2024-11-22T12:00:00.000Z"]]);
    // The daily jobs' night (server/schedule/daily-jobs.ts): 00:05 in Amsterdam, 23:05 UTC in winter.
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(cutoffs).toEqual([
      ["2026-05-26T12:00:00.000Z", "2024-11-22T12:00:00.000Z"],
      ["2026-05-26T23:05:00.000Z", "2024-11-22T23:05:00.000Z"],
    ]);
    stop();
    vi.advanceTimersByTime(48 * 60 * 60 * 1000);
    expect(cutoffs).toHaveLength(2);
  });

  it("says how many of each kind it deleted", async () => {
    const info = vi.fn();
    const stop = startRetention(
      { deleteExpired: async () => ({ enquiry: 3, enrolment: 2 }) },
      periods,
      { info, error() {} },
    );
    stop();
    await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(2));
    expect(info.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(/^Deleted 3 enquiries older than 180 days/),
      expect.stringMatching(/^Deleted 2 enrolments 730 days after their run's last day/),
    ]);
  });

  it("runs on an unref'd timer, so it never keeps the process alive", () => {
    const setTimeoutSpy = vi.spyOn(globalThis, "setTimeout");
    const stop = startRetention(
      { deleteExpired: async () => ({ enquiry: 0, enrolment: 0 }) },
      { enquiryDays: 30, enrolmentDays: 30 },
      quiet,
    );
    const timer = setTimeoutSpy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    stop();
  });

  it("logs a failure instead of throwing", async () => {
    const error = vi.fn();
    const stop = startRetention(
      {
        deleteExpired: async () => {
          throw new Error("disk");
        },
      },
      { enquiryDays: 30, enrolmentDays: 30 },
      { info() {}, error },
    );
    stop();
    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce());
  });
});
