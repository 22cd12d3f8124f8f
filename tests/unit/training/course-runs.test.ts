import { describe, expect, it } from "vitest";
import {
  feeText,
  formatCourseFacts,
  formatDate,
  formatDateRange,
  formatFee,
  formatFeeWithVat,
} from "#src/training/course-format.ts";
import { endDate, upcomingRuns } from "#src/training/course-runs.ts";
import { centsFromEuros } from "#src/money/money.ts";

describe("course runs", () => {
  it("counts a run's days in working days from its start", () => {
    expect(endDate("2027-03-01", 1)).toBe("2027-03-01"); // Monday
    expect(endDate("2027-03-01", 3)).toBe("2027-03-03");
    expect(endDate("2027-03-04", 3)).toBe("2027-03-08"); // Thursday, Friday, Monday
  });

  it("keeps runs that start today or later, soonest first, and leaves out the past", () => {
    const runs = upcomingRuns(
      [
        { start: "2027-05-03", mode: "online", language: "en" },
        { start: "2027-01-08", mode: "classroom", language: "nl" },
        { start: "2027-01-11", mode: "classroom", language: "en" },
      ],
      2,
      "2027-01-11",
    );
    expect(runs.map((run) => [run.start, run.end])).toEqual([
      ["2027-01-11", "2027-01-12"],
      ["2027-05-03", "2027-05-04"],
    ]);
  });
});

describe("course formats", () => {
  it("writes fees and dates the English and the Dutch way", () => {
    expect(formatFee(centsFromEuros(1499))).toBe("€1,499");
    expect(formatFee(centsFromEuros(1499), "nl").replace(/\s/g, " ")).toBe("€ 1.499");
    expect(formatDate("2027-03-01")).toBe("1 March 2027");
    expect(formatDate("2027-03-01", "nl")).toBe("1 maart 2027");
    expect(formatDateRange("2027-03-30", "2027-04-01", "nl")).toMatch(
      /^30 maart\s–\s1 april 2027$/,
    );
  });

  it("names the VAT basis of every fee, with the amount incl. VAT when fees are exclusive", () => {
    expect(formatFeeWithVat(centsFromEuros(1499), { basis: "exclusive", rate: 21 })).toBe(
      "€1,499.00 excl. VAT (€1,813.79 incl. 21% VAT)",
    );
    expect(feeText(centsFromEuros(1000), { basis: "exclusive", rate: 21 }).withVat).toBe(
      "€1,210 incl. 21% VAT",
    );
    // Side by side, the two amounts have the same precision: cents only when one has them.
    expect(formatFeeWithVat(centsFromEuros(1000), { basis: "exclusive", rate: 21 })).toBe(
      "€1,000 excl. VAT (€1,210 incl. 21% VAT)",
    );
    expect(
      formatFeeWithVat(
        centsFromEuros(1499),
        { basis: "exclusive", rate: 21, emphasis: "inclusive" },
        "nl",
      ),
    ).toBe("€\u00a01.813,79 incl. 21% btw (€\u00a01.499,00 excl. btw)");
    expect(formatFeeWithVat(centsFromEuros(1499), { basis: "inclusive", rate: 21 })).toBe(
      "€1,499 incl. VAT",
    );
    expect(formatFeeWithVat(centsFromEuros(1499), { basis: "exempt", rate: 21 })).toBe(
      "€1,499 VAT-exempt",
    );
    expect(
      formatFeeWithVat(centsFromEuros(1499), { basis: "exclusive", rate: 21 }, "nl").replace(
        /\s/g,
        " ",
      ),
    ).toBe("€ 1.499,00 excl. btw (€ 1.813,79 incl. 21% btw)");
  });

  it("writes a course's facts in one line, or says it is on request", () => {
    const vat = { basis: "inclusive", rate: 21 } as const;
    expect(formatCourseFacts({ days: 2, hours: 16, feeCents: centsFromEuros(999) }, vat)).toBe(
      "2 days · 16 hours · €999 incl. VAT",
    );
    expect(formatCourseFacts(undefined, vat)).toBe("Dates and fee on request");
  });
});
