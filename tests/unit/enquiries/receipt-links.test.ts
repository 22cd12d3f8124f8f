import { describe, expect, it } from "vitest";
import { startOfDayInAmsterdam } from "#server/enquiries/receipt-links.ts";

/**
 * The receipt's participants link works until the run's first day begins in
 * Amsterdam: midnight there, in winter (+01:00) and summer (+02:00) time,
 * and on the days the clocks change (both at night, after midnight).
 */
describe("the start of a day in Amsterdam", () => {
  it.each([
    ["a winter day", "2027-01-15", "2027-01-14T23:00:00.000Z"],
    ["a summer day", "2027-07-15", "2027-07-14T22:00:00.000Z"],
    ["the day summer time starts", "2027-03-28", "2027-03-27T23:00:00.000Z"],
    ["the day after it", "2027-03-29", "2027-03-28T22:00:00.000Z"],
    ["the day summer time ends", "2026-10-25", "2026-10-24T22:00:00.000Z"],
    ["the day after it", "2026-10-26", "2026-10-25T23:00:00.000Z"],
    ["King's Day", "2027-04-27", "2027-04-26T22:00:00.000Z"],
  ])("is midnight there on %s (%s)", (_, day, instant) => {
    expect(startOfDayInAmsterdam(day)).toBe(instant);
  });
});
