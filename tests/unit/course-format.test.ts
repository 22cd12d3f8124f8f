import { describe, expect, it } from "vitest";
import { formatCourseFacts, formatDays, formatFee, formatHours } from "~/content/course-format";

// The page tests compare built pages with these helpers' output, so the
// helpers themselves are pinned here, on made-up figures.
describe("course facts as they read", () => {
  it.each([
    [5, "€5"],
    [499, "€499"],
    [1999, "€1,999"],
    [12500, "€12,500"],
    [1000000, "€1,000,000"],
  ])("fee %i reads %s", (fee, text) => {
    expect(formatFee(fee)).toBe(text);
  });

  it("days and hours take the singular for one", () => {
    expect([formatDays(1), formatDays(2), formatDays(12)]).toEqual(["1 day", "2 days", "12 days"]);
    expect([formatHours(1), formatHours(16)]).toEqual(["1 hour", "16 hours"]);
  });

  it("joins the facts in one line, or says they are on request", () => {
    const vat = { basis: "exclusive", rate: 21 } as const;
    expect(formatCourseFacts({ days: 3, hours: 24, fee: 999 }, vat)).toBe(
      "3 days · 24 hours · €999 excl. VAT (€1,208.79 incl. 21% VAT)",
    );
    expect(formatCourseFacts(undefined, vat)).toBe("Dates and fee on request");
  });
});
