import { describe, expect, it } from "vitest";
import { nextDailyTime, startDailyJobs } from "#server/schedule/daily-jobs.ts";
import { fakeClock } from "#tests/support/fake-clock.ts";

/**
 * The one scheduler of the nightly jobs (retention, joining details, the
 * nightly build), on a clock the test moves.
 */

const quiet = { error() {} };

describe("the daily jobs", () => {
  it("run at start-up, but the one that waits for the night, then each night after midnight in the Netherlands", async () => {
    const time = fakeClock("2027-03-26T12:00:00Z");
    const runs: string[] = [];
    const job = (name: string, isRunAtStartUp?: boolean) => ({
      name,
      isRunAtStartUp,
      run: () => {
        runs.push(`${name} ${time.clock.now().toISOString()}`);
      },
    });
    const daily = startDailyJobs([job("retention"), job("build", false)], { clock: time.clock });
    expect(daily.next().toISOString()).toBe("2027-03-26T23:05:00.000Z");
    // Over the night the clocks go forward (28 March 2027): 00:05 is 23:05 UTC, then 22:05 UTC.
    await time.moveTo("2027-03-28T23:00:00Z");
    expect(runs).toEqual([
      "retention 2027-03-26T12:00:00.000Z",
      "retention 2027-03-26T23:05:00.000Z",
      "build 2027-03-26T23:05:00.000Z",
      "retention 2027-03-27T23:05:00.000Z",
      "build 2027-03-27T23:05:00.000Z",
      "retention 2027-03-28T22:05:00.000Z",
      "build 2027-03-28T22:05:00.000Z",
    ]);
    daily.stop();
    expect(time.pending()).toEqual([]);
  });

  it("never start a job again while it is still running, and the others run on", async () => {
    const time = fakeClock("2026-11-20T12:00:00Z");
    const started: string[] = [];
    let finishSlow: () => void = () => {};
    const daily = startDailyJobs(
      [
        {
          name: "slow",
          run: () => {
            started.push("slow");
            return new Promise<void>((resolve) => {
              finishSlow = resolve;
            });
          },
        },
        { name: "quick", run: async () => void started.push("quick") },
      ],
      { clock: time.clock, log: quiet },
    );
    await time.moveTo("2026-11-22T12:00:00Z");
    expect(started).toEqual(["slow", "quick", "quick", "quick"]);
    finishSlow();
    await time.moveTo("2026-11-23T12:00:00Z");
    expect(started).toEqual(["slow", "quick", "quick", "quick", "slow", "quick"]);
    daily.stop();
  });

  it("log a failure under the job's name, run the others, and try it again the next night", async () => {
    const time = fakeClock("2026-11-20T12:00:00Z");
    const errors: string[] = [];
    let tries = 0;
    let quickRuns = 0;
    const daily = startDailyJobs(
      [
        {
          name: "enquiry retention",
          run: async () => {
            tries++;
            throw new Error("disk I/O error");
          },
        },
        {
          name: "nightly build",
          run: () => {
            throw new Error("no build");
          },
        },
        { name: "joining details", run: () => void quickRuns++ },
      ],
      { clock: time.clock, log: { error: (line: string) => errors.push(line) } },
    );
    await time.moveTo("2026-11-21T12:00:00Z");
    expect(tries).toBe(2);
    expect(quickRuns).toBe(2);
    expect(errors.sort()).toEqual([
      'The daily job "enquiry retention" failed:',
      'The daily job "enquiry retention" failed:',
      'The daily job "nightly build" failed:',
      'The daily job "nightly build" failed:',
    ]);
    daily.stop();
  });
});

describe("nextDailyTime", () => {
  it.each([
    // The evening before the clocks go forward, in its last hour (a 23-hour day follows).
    ["2027-03-27T22:59:00Z", "2027-03-27T23:05:00.000Z"],
    ["2027-03-27T22:30:00Z", "2027-03-27T23:05:00.000Z"],
    // The evening before they go back (a 25-hour day follows).
    ["2026-10-24T21:30:00Z", "2026-10-24T22:05:00.000Z"],
  ])("after %s is %s", (now, expected) => {
    expect(nextDailyTime(new Date(now), 5).toISOString()).toBe(expected);
  });
});
