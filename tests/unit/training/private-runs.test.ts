import { describe, expect, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { languages } from "#src/i18n/languages.ts";
import { type BuyerEnrolment, buyerChoices } from "#src/training/buyer-choices.ts";
import { formatDateRange } from "#src/training/course-format.ts";
import { runKey } from "#src/training/course-runs.ts";
import {
  isPrivateRunKey,
  type PrivateRun,
  privateRunKey,
  withPrivateRuns,
} from "#src/training/private-runs.ts";
import { mailRun } from "#server/runs/run-mail-facts.ts";
import { testCatalogue, testCourseKey, testRun } from "#tests/support/run-catalogue.ts";

/**
 * Private runs as the server's live catalogue carries them (issue 45 point 4): a key no content
 * run can have, merged into their course with the places agreed, marked private with the quote,
 * no minimum and no decision date; and what the buyer may do on one (nothing online).
 */
const privateRun: PrivateRun = {
  key: privateRunKey("Q2027-0001", 1),
  courseKey: testCourseKey,
  quoteId: 7,
  quoteNumber: "Q2027-0001",
  start: "2027-05-12",
  end: "2027-05-13",
  times: "9:00–17:00",
  mode: "in-company",
  location: "Kempenlaan 10, Eindhoven",
  language: "nl",
  participants: 6,
  enquiryId: 3,
};

describe("a private run's key", () => {
  it("can never be a content run's: those start with their first day", () => {
    expect(privateRun.key).toBe("private-q2027-0001-1");
    expect(isPrivateRunKey(privateRun.key)).toBe(true);
    for (const mode of ["classroom", "online", "in-company"] as const) {
      const content = runKey({ start: "2027-05-12", mode });
      expect(isPrivateRunKey(content)).toBe(false);
      expect(content).not.toBe(privateRun.key);
    }
  });
});

describe("the live catalogue with private runs", () => {
  const catalogue = testCatalogue([testRun({ inDays: 30, capacity: 12 })]);

  it("adds each to its course, marked private with its quote, its places the participants agreed", () => {
    const merged = withPrivateRuns(catalogue, [privateRun]);
    const runs = merged?.courses[0]?.runs ?? [];
    expect(runs.map((run) => run.key)).toEqual([
      catalogue.courses[0]?.runs[0]?.key,
      privateRun.key,
    ]);
    const added = runs[1];
    expect(added).toMatchObject({
      start: "2027-05-12",
      end: "2027-05-13",
      mode: "in-company",
      location: "Kempenlaan 10, Eindhoven",
      times: "9:00–17:00",
      capacity: 6,
      guaranteed: true,
      isPrivate: true,
      privateOf: { quoteId: 7, number: "Q2027-0001" },
    });
    // No minimum, so never a decision date: never flagged, never alerted.
    expect(added).not.toHaveProperty("minimum");
    expect(added).not.toHaveProperty("decisionDate");
    for (const lang of languages) {
      expect(added?.label[lang]).toBe(
        `${formatDateRange("2027-05-12", "2027-05-13", lang)}, ${dictionaries[lang].format.runModes["in-company"]}, Kempenlaan 10, Eindhoven`,
      );
    }
    // Its mails know the quote it was agreed in (a cancellation's mail says so).
    expect(mailRun(added as NonNullable<typeof added>).privateQuote).toBe("Q2027-0001");
    // The build's catalogue itself is left as it was.
    expect(catalogue.courses[0]?.runs).toHaveLength(1);
  });

  it("leaves out a private run of a course the build no longer has, and changes nothing without any", () => {
    const stray = { ...privateRun, courseKey: "scrum/gone" };
    expect(withPrivateRuns(catalogue, [stray])?.courses[0]?.runs).toHaveLength(1);
    expect(withPrivateRuns(catalogue, [])).toBe(catalogue);
    expect(withPrivateRuns(undefined, [privateRun])).toBeUndefined();
  });
});

describe("what the buyer may do on a private run", () => {
  const enrolment: BuyerEnrolment = {
    place: "confirmed",
    isPrivate: false,
    confirmedOn: "2027-01-20",
    start: "2027-05-12",
    runKey: privateRun.key,
    participants: 6,
    hasExpressRequest: false,
    isRunCancelled: false,
    isPrivateRun: true,
  };
  const open = { start: "2027-06-01", free: 10, hasWaiting: false, isCancelled: false };

  it("offers no cancel and no move online, only the participants' names", () => {
    const choices = buyerChoices(
      enrolment,
      [{ key: "2027-06-01-classroom", ...open }],
      "2027-02-01",
      14,
    );
    expect(choices).toEqual({
      cancel: { kind: "none" },
      move: { kind: "closed", reason: "private-run" },
      canSubstitute: true,
    });
  });

  it("never offers a private run as another enrolment's move", () => {
    const publicEnrolment = { ...enrolment, runKey: "2027-04-01-classroom", isPrivateRun: false };
    const choices = buyerChoices(
      publicEnrolment,
      [{ key: privateRun.key, ...open, isPrivateRun: true }],
      "2027-02-01",
      14,
    );
    expect(choices.move).toEqual({ kind: "closed", reason: "too-late" });
  });
});
