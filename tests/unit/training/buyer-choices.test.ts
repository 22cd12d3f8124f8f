import { describe, expect, it } from "vitest";
import {
  type BuyerEnrolment,
  buyerChoices,
  type MoveCandidate,
} from "#src/training/buyer-choices.ts";
import { addDays, withdrawalPeriodEnd } from "#src/training/dutch-working-days.ts";
import { cents } from "#src/money/money.ts";

const today = "2027-02-01";
const enrolment = (changes: Partial<BuyerEnrolment> = {}): BuyerEnrolment => ({
  place: "confirmed",
  isPrivate: false,
  confirmedOn: "2026-12-01",
  start: "2027-03-15",
  runKey: "march",
  participants: 2,
  total: { exclVatCents: cents(299_800), inclVatCents: cents(362_758) },
  hasExpressRequest: false,
  isRunCancelled: false,
  ...changes,
});
const run = (key: string, start: string | undefined, changes: Partial<MoveCandidate> = {}) => ({
  key,
  start,
  free: 8,
  hasWaiting: false,
  isCancelled: false,
  ...changes,
});

describe("what the buyer may do today and what it costs", () => {
  it("cancels at the terms' scale counted from today, with the amount and the refund's day", () => {
    // 42 days before the start: free; 27 days: 50 % of the enrolment's total.
    expect(buyerChoices(enrolment(), [], today, 14).cancel).toEqual({
      kind: "charge",
      percent: 0,
      refundBy: "2027-02-15",
      isChargeLater: false,
    });
    const late = buyerChoices(enrolment({ start: addDays(today, 27) }), [], today, 14).cancel;
    expect(late).toEqual({
      kind: "charge",
      percent: 50,
      amount: { inclVatCents: 181_379, exclVatCents: 149_900 },
      refundBy: "2027-02-15",
      isChargeLater: false,
    });
    // A consumer after the withdrawal period: at most that, invoiced after the start (M7).
    const consumer = enrolment({ isPrivate: true, start: addDays(today, 27) });
    expect(buyerChoices(consumer, [], today, 14).cancel).toMatchObject({ isChargeLater: true });
  });

  it("points a consumer within the withdrawal period to the withdrawal, and costs nothing unconfirmed", () => {
    const confirmedOn = addDays(today, -3);
    expect(today <= withdrawalPeriodEnd(confirmedOn)).toBe(true);
    const within = enrolment({ isPrivate: true, confirmedOn });
    expect(buyerChoices(within, [], today, 14).cancel).toEqual({ kind: "withdrawal" });
    expect(buyerChoices(enrolment({ place: "placed" }), [], today, 14).cancel).toEqual({
      kind: "free",
    });
    expect(buyerChoices(enrolment({ place: "cancelled" }), [], today, 14).cancel).toEqual({
      kind: "none",
    });
  });

  it("offers dated runs with room until moveDays before the earlier start, the waiting list first", () => {
    const candidates = [
      run("march", "2027-03-15"),
      run("april", "2027-04-12"),
      run("february", "2027-02-10"), // 9 days away: too late at 14 days
      run("full", "2027-05-10", { free: 1 }),
      run("queue", "2027-05-17", { hasWaiting: true }),
      run("no-date", undefined),
      run("cancelled", "2027-06-07", { isCancelled: true }),
      run("open", "2027-06-14", { free: null }),
    ];
    const move = buyerChoices(enrolment(), candidates, today, 14).move;
    expect(move).toEqual({
      kind: "open",
      runs: [
        // The earlier start is the own run's (15 March): free until 1 March.
        { key: "april", start: "2027-04-12", until: "2027-03-01", needsExpressRequest: false },
        { key: "open", start: "2027-06-14", until: "2027-03-01", needsExpressRequest: false },
      ],
    });
    // From the day after, not offered online at all; a setting of 0 keeps it to the day before.
    expect(buyerChoices(enrolment(), candidates, "2027-03-02", 14).move).toEqual({
      kind: "closed",
      reason: "too-late",
    });
    expect(buyerChoices(enrolment(), candidates, "2027-03-02", 0).move).toMatchObject({
      kind: "open",
    });
    expect(
      buyerChoices(enrolment(), [run("full", "2027-05-10", { free: 1 })], today, 14).move,
    ).toEqual({ kind: "closed", reason: "no-room" });
    expect(buyerChoices(enrolment({ place: "placed" }), candidates, today, 14).move).toEqual({
      kind: "closed",
      reason: "not-confirmed",
    });
    expect(buyerChoices(enrolment({ place: "cancelled" }), candidates, today, 14).move).toEqual({
      kind: "closed",
      reason: "cancelled",
    });
  });

  it("asks a consumer moving into their withdrawal period for the express request first", () => {
    const confirmedOn = addDays(today, -1);
    const consumer = enrolment({ isPrivate: true, confirmedOn, start: "2027-04-12" });
    const soon = withdrawalPeriodEnd(confirmedOn);
    const candidates = [run("soon", soon), run("later", "2027-05-10")];
    expect(buyerChoices(consumer, candidates, today, 0).move).toMatchObject({
      kind: "open",
      runs: [
        { key: "soon", needsExpressRequest: true },
        { key: "later", needsExpressRequest: false },
      ],
    });
    const asked = buyerChoices({ ...consumer, hasExpressRequest: true }, candidates, today, 0);
    expect(asked.move).toMatchObject({ runs: [{ needsExpressRequest: false }, {}] });
  });

  it("keeps a substitute free until the start", () => {
    expect(buyerChoices(enrolment(), [], today, 14).canSubstitute).toBe(true);
    expect(buyerChoices(enrolment({ start: today }), [], today, 14).canSubstitute).toBe(false);
  });
});
