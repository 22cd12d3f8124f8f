import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  rangeOf,
  rangeQuery,
} from "#server/back-office/traffic/traffic-range.ts";

const today = "2026-11-25";
const asked = (query: string) =>
  rangeOf(new URL(`http://localhost/admin/traffic${query}`), today, 730);

describe("the Traffic page's range", () => {
  it("is the last 30 days unless 7 or 90 are asked for, today included", () => {
    expect(asked("")).toEqual({ from: "2026-10-27", to: today, preset: 30 });
    expect(asked("?days=7")).toEqual({ from: "2026-11-19", to: today, preset: 7 });
    expect(asked("?days=90")).toEqual({ from: "2026-08-28", to: today, preset: 90 });
    expect(asked("?days=12")).toMatchObject({ preset: 30 });
  });

  it("takes two dates from the form", () => {
    expect(asked("?from=2026-01-01&to=2026-01-31")).toEqual({
      from: "2026-01-01",
      to: "2026-01-31",
    });
    expect(asked(`?from=${today}&to=${today}`)).toEqual({ from: today, to: today });
  });

  it.each([
    ["?from=2026-02-30&to=2026-03-01", "calendar"],
    ["?from=yesterday&to=2026-03-01", "calendar"],
    ["?from=2026-03-01", "calendar"],
    ["?from=2026-03-02&to=2026-03-01", "after the last"],
    ["?from=2026-11-01&to=2026-12-01", "future"],
    ["?from=0001-01-01&to=2026-11-25", "at most 730 days"],
  ])("refuses %s and says why, showing the default", (query, reason) => {
    const range = asked(query);
    expect(range).toMatchObject({ preset: 30, from: "2026-10-27", to: today });
    expect(range.problem).toContain(reason);
  });

  it("asks again for itself, and counts calendar days across a clock change", () => {
    expect(rangeQuery(asked("?days=7"))).toBe("?days=7");
    expect(rangeQuery(asked("?from=2026-01-01&to=2026-01-31"))).toBe(
      "?from=2026-01-01&to=2026-01-31",
    );
    expect(daysBetween("2026-03-28", "2026-03-30")).toEqual([
      "2026-03-28",
      "2026-03-29",
      "2026-03-30",
    ]);
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  });
});
