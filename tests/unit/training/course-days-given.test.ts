import { describe, expect, it } from "vitest";
import { endDate } from "#src/training/course-runs.ts";
import { courseDaysGiven, proRataCents } from "#src/training/course-days-given.ts";
import { cents } from "#src/money/money.ts";

// A three-day run, Monday to Wednesday; the instants are Amsterdam winter time (UTC+1).
const start = "2027-03-01";
const run = { start, end: endDate(start, 3), times: "09:00–17:00" };

describe("the course days given before a withdrawal reached us", () => {
  it("counts the days before the day of receipt, and that day once it has begun", () => {
    expect(courseDaysGiven(run, "2027-03-02T07:59:00Z")).toEqual({ given: 1, of: 3 });
    expect(courseDaysGiven(run, "2027-03-02T08:00:00Z")).toEqual({ given: 2, of: 3 });
    expect(courseDaysGiven(run, "2027-03-01T07:30:00Z")).toEqual({ given: 0, of: 3 });
  });

  it("counts only the days before the day of receipt when the run's times are not known", () => {
    const { times: _none, ...untimed } = run;
    expect(courseDaysGiven(untimed, "2027-03-02T15:00:00Z")).toEqual({ given: 1, of: 3 });
  });

  it("reads the day's start in Amsterdam's summer time too, across the change to it", () => {
    // Friday 26 March to Monday 29 March 2027: summer time (UTC+2) begins on Sunday 28 March.
    const overChange = { start: "2027-03-26", end: endDate("2027-03-26", 2), times: "09:00–17:00" };
    expect(overChange.end).toBe("2027-03-29");
    expect(courseDaysGiven(overChange, "2027-03-29T06:59:00Z")).toEqual({ given: 1, of: 2 });
    expect(courseDaysGiven(overChange, "2027-03-29T07:00:00Z")).toEqual({ given: 2, of: 2 });
    // And back: winter time (UTC+1) from Sunday 31 October 2027.
    const overReturn = { start: "2027-10-29", end: endDate("2027-10-29", 2), times: "09:00–17:00" };
    expect(courseDaysGiven(overReturn, "2027-11-01T07:59:00Z")).toEqual({ given: 1, of: 2 });
    expect(courseDaysGiven(overReturn, "2027-11-01T08:00:00Z")).toEqual({ given: 2, of: 2 });
  });

  it("counts working days only, as the run's end date does", () => {
    // Thursday 4 March to Monday 8 March: three course days over a weekend.
    const overWeekend = { start: "2027-03-04", end: endDate("2027-03-04", 3) };
    expect(overWeekend.end).toBe("2027-03-08");
    expect(courseDaysGiven(overWeekend, "2027-03-08T10:00:00Z")).toEqual({ given: 2, of: 3 });
  });
});

describe("what the part given costs", () => {
  it("is the fee times the days given over all days, rounded down to the cent", () => {
    expect(proRataCents(cents(121_000), { given: 1, of: 3 })).toBe(40_333);
    expect(proRataCents(cents(121_000), { given: 2, of: 3 })).toBe(80_666);
    expect(proRataCents(cents(121_000), { given: 0, of: 3 })).toBe(0);
    expect(proRataCents(cents(121_000), { given: 3, of: 3 })).toBe(121_000);
  });
});
