import { describe, expect, it } from "vitest";
import { loadContent } from "#src/content/load-content.server.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { languages } from "#src/i18n/languages.ts";
import { formatDate } from "#src/training/course-format.ts";
import { addDays } from "#src/training/dutch-working-days.ts";
import { decisionNote, runDecision } from "#src/training/run-decision.ts";

/** The day we decide on a run below its minimum, and what a page says of it. */
const days = loadContent().pages.courseTerms.decisionDays;

describe("a run's decision", () => {
  it("is the run's own date, else the course terms' days before the start", () => {
    expect(
      runDecision({ start: "2027-03-01", minimum: 4, decisionDate: "2027-02-01" }, days),
    ).toEqual({ minimum: 4, by: "2027-02-01" });
    expect(runDecision({ start: "2027-03-01", minimum: 4 }, days)).toEqual({
      minimum: 4,
      by: addDays("2027-03-01", -days),
    });
  });

  it("is none without a minimum", () => {
    expect(runDecision({ start: "2027-03-01" }, days)).toBeUndefined();
  });

  it("is at least 14 days before the start by the terms as shipped", () => {
    expect(days).toBeGreaterThanOrEqual(14);
  });
});

describe("what a page says of a run not yet guaranteed", () => {
  const decision = { minimum: 4, by: "2027-02-15" };
  it.each(languages)("names the day until it has passed (%s)", (language) => {
    const words = dictionaries[language].course.runs;
    const named = fill(words.notYetGuaranteed, { date: formatDate(decision.by, language) });
    expect(decisionNote(words, decision, "2027-01-10", language)).toBe(named);
    expect(decisionNote(words, decision, decision.by, language)).toBe(named);
    // Built the day after, still undecided: no day gone by.
    expect(decisionNote(words, decision, "2027-02-16", language)).toBe(words.decisionPending);
  });
});
