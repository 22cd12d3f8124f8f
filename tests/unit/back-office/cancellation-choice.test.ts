import { describe, expect, it } from "vitest";
import { cancellationChoice } from "#server/back-office/runs/cancellation-choice.ts";
import type { RosterRow } from "#server/runs/roster-types.ts";

/** A business confirmed on a run starting 1 March 2027: the terms' scale counts back from it. */
const row = (buyer: "business" | "private"): RosterRow => ({
  id: 9,
  receivedAt: "2026-11-01T10:00:00.000Z",
  language: "en",
  name: "Grace",
  email: "grace@example.nl",
  phone: "",
  message: "",
  details: JSON.stringify({
    buyer,
    price: { fee: 1499, shown: "€1,499.00", exclVat: 1499, inclVat: 1813.79 },
  }),
  courseKey: "devops/docker",
  runKey: "2027-03-01-classroom",
  participants: 1,
  place: "confirmed",
  placeVersion: 2,
  placeChangedAt: "2026-11-02T10:00:00.000Z",
  confirmedAt: "2026-11-02T10:00:00.000Z",
  joiningSentAt: null,
  lastMailKind: null,
  lastMailStatus: null,
});
const run = { start: "2027-03-01", isCancelled: false };
// Recorded on 2 February (27 days before: 50 %).
const now = new Date("2027-02-02T10:00:00.000Z");
const buyerWords = (choice: ReturnType<typeof cancellationChoice>) =>
  choice.choices.find((each) => each.cause === "buyer")?.consequence ?? "";

describe("the cancel page's reckoning from the day the cancellation reached us (M5)", () => {
  it("counts the charge and the refund's deadline from the day received", () => {
    const today = cancellationChoice(row("business"), run, now);
    expect(today.receivedOn).toBe("2027-02-02");
    expect(buyerWords(today)).toContain("received on 2027-02-02: 50% of the fee");
    expect(buyerWords(today)).toContain("refunded by 2027-02-16");
    // Received the day before (28 days before the start): free, refunded 14 days after it.
    const earlier = cancellationChoice(row("business"), run, now, "2027-02-01");
    expect(earlier.receivedOn).toBe("2027-02-01");
    expect(buyerWords(earlier)).toContain("received on 2027-02-01: 0% of the fee");
    expect(buyerWords(earlier)).toContain("refunded by 2027-02-15");
  });

  it("takes no day after today or before the enrolment: today instead", () => {
    for (const asked of ["2027-02-03", "2026-10-31", "2027-02-30", "yesterday"]) {
      expect(cancellationChoice(row("business"), run, now, asked).receivedOn, asked).toBe(
        "2027-02-02",
      );
    }
    const choice = cancellationChoice(row("business"), run, now);
    expect([choice.earliest, choice.latest]).toEqual(["2026-11-01", "2027-02-02"]);
  });

  it("tells the owner a consumer's charge is invoiced after the start, at the amount confirmed (M7)", () => {
    const words = buyerWords(cancellationChoice(row("private"), run, now));
    expect(words).toContain("at most 50% of the fee: €906.90 incl. VAT");
    expect(words).toContain(
      "the invoice comes after the start, at the amount you confirm on the roster",
    );
  });
});
