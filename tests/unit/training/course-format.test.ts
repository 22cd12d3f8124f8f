import { describe, expect, it } from "vitest";
import {
  formatCourseFacts,
  formatDays,
  formatFee,
  formatHours,
  formatFeeWithVat,
} from "#src/training/course-format.ts";
import { centsFromEuros } from "#src/money/money.ts";

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
    expect(formatFee(centsFromEuros(fee))).toBe(text);
  });

  it("days and hours take the singular for one", () => {
    expect([formatDays(1), formatDays(2), formatDays(12)]).toEqual(["1 day", "2 days", "12 days"]);
    expect([formatHours(1), formatHours(16)]).toEqual(["1 hour", "16 hours"]);
  });

  it("joins the facts in one line, or says they are on request", () => {
    const vat = { basis: "exclusive", rate: 21 } as const;
    expect(formatCourseFacts({ days: 3, hours: 24, feeCents: centsFromEuros(999) }, vat)).toBe(
      "3 days · 24 hours · €999.00 excl. VAT (€1,208.79 incl. 21% VAT)",
    );
    expect(formatCourseFacts(undefined, vat)).toBe("Dates and fee on request");
  });

  // A whole rate cannot tell rounding to the nearest cent from rounding down:
  // 999 × 1.055 = 1053.945, which reads €1,053.95, not €1,053.94.
  it("rounds the amount incl. VAT to the nearest cent, with a fractional rate too", () => {
    const vat = { basis: "exclusive", rate: 5.5 } as const;
    expect(formatFeeWithVat(centsFromEuros(999), vat)).toBe(
      "€999.00 excl. VAT (€1,053.95 incl. 5.5% VAT)",
    );
    // Dutch: a decimal comma in the rate too, and the no-break space Intl writes after €.
    expect(formatFeeWithVat(centsFromEuros(999), vat, "nl")).toBe(
      "€\u00a0999,00 excl. btw (€\u00a01.053,95 incl. 5,5% btw)",
    );
  });
});
