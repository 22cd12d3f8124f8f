import { describe, expect, it } from "vitest";
import { startDailyJobs } from "#server/schedule/daily-jobs.ts";
import { fakeClock } from "#tests/support/fake-clock.ts";

/** A periodic job (an offer's expiry) on the one scheduler, on a clock the test moves. */
describe("a periodic job", () => {
  it("runs at start-up, every `everyMs` through the day, and stops with the others", async () => {
    const time = fakeClock("2027-03-26T12:00:00Z");
    const runs: string[] = [];
    const daily = startDailyJobs(
      [
        {
          name: "offers",
          everyMs: 60_000,
          run: () => {
            runs.push(time.clock.now().toISOString().slice(11, 16));
          },
        },
      ],
      { clock: time.clock },
    );
    await time.moveTo("2027-03-26T12:03:30Z");
    expect(runs).toEqual(["12:00", "12:01", "12:02", "12:03"]);
    daily.stop();
    expect(time.pending()).toEqual([]);
    await time.moveTo("2027-03-26T12:10:00Z");
    expect(runs).toHaveLength(4);
  });

  it("is never started again while its last turn still runs", async () => {
    const time = fakeClock("2027-03-26T12:00:00Z");
    let started = 0;
    let finish: () => void = () => {};
    const daily = startDailyJobs(
      [
        {
          name: "offers",
          everyMs: 60_000,
          run: () => {
            started++;
            return new Promise<void>((resolve) => {
              finish = resolve;
            });
          },
        },
      ],
      { clock: time.clock },
    );
    await time.moveTo("2027-03-26T12:05:00Z");
    expect(started).toBe(1);
    finish();
    await time.moveTo("2027-03-26T12:06:00Z");
    expect(started).toBe(2);
    daily.stop();
  });
});
