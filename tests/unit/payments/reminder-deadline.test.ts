import { describe, expect, it } from "vitest";
import { reminderDeadline } from "#server/payments/reminder-tables.ts";

/** 14 days from the day after receipt, receipt the day after sending, rolled to a working day. */
describe("a reminder's deadline", () => {
  it.each([
    [
      "2027-03-03",
      "2027-03-18",
      "a Wednesday: received Thursday the 4th, 14 days end Thursday the 18th",
    ],
    ["2026-10-02", "2026-10-19", "ending on a Saturday, moved to Monday"],
    ["2026-12-10", "2026-12-28", "ending on Christmas Day, past Boxing Day and the weekend"],
    ["2027-04-12", "2027-04-28", "ending on King's Day, Tuesday 27 April 2027, moved a day"],
  ])("sent %s gives %s (%s)", (sentOn, deadline) => {
    expect(reminderDeadline(sentOn)).toBe(deadline);
  });
});
