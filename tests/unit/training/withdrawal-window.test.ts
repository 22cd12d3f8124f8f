import { describe, expect, it } from "vitest";
import { withdrawalPeriodEnd } from "#src/training/dutch-working-days.ts";
import { enrolmentIdOf, withdrawalWindow } from "#src/training/withdrawal-window.ts";

const confirmedOn = "2027-02-01";
const periodEnd = withdrawalPeriodEnd(confirmedOn);
const consumer = { isPrivate: true, place: "confirmed", confirmedOn };

describe("the withdrawal function's window", () => {
  it("is open from the confirmation to the period's last day, and ended the day after", () => {
    expect(withdrawalWindow({ ...consumer, runStart: "2027-06-01", day: confirmedOn })).toEqual({
      state: "open",
      until: periodEnd,
      hasStarted: false,
    });
    expect(withdrawalWindow({ ...consumer, runStart: "2027-06-01", day: periodEnd }).state).toBe(
      "open",
    );
    const after = new Date(`${periodEnd}T12:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 1);
    expect(
      withdrawalWindow({
        ...consumer,
        runStart: "2027-06-01",
        day: after.toISOString().slice(0, 10),
      }),
    ).toEqual({ state: "ended", endedOn: periodEnd });
  });

  it("says the course has started within the period, and ends once it is given in full", () => {
    expect(
      withdrawalWindow({
        ...consumer,
        runStart: "2027-02-05",
        runEnd: "2027-02-06",
        day: "2027-02-05",
      }),
    ).toEqual({ state: "open", until: "2027-02-06", hasStarted: true });
    expect(
      withdrawalWindow({
        ...consumer,
        runStart: "2027-02-05",
        runEnd: "2027-02-06",
        day: "2027-02-07",
      }),
    ).toEqual({ state: "ended", endedOn: "2027-02-06" });
  });

  it("costs nothing before the confirmation, and is no business's", () => {
    expect(withdrawalWindow({ isPrivate: true, place: "placed", day: "2027-09-01" }).state).toBe(
      "free",
    );
    expect(withdrawalWindow({ isPrivate: true, place: "waiting", day: "2027-09-01" }).state).toBe(
      "free",
    );
    expect(withdrawalWindow({ ...consumer, isPrivate: false, day: confirmedOn }).state).toBe(
      "not-consumer",
    );
    expect(withdrawalWindow({ ...consumer, place: "cancelled", day: confirmedOn }).state).toBe(
      "cancelled",
    );
  });
});

describe("an enrolment number as typed", () => {
  it("takes the one printed shape and its near spellings, nothing else", () => {
    expect(enrolmentIdOf("E-123")).toBe(123);
    expect(enrolmentIdOf(" e 7 ")).toBe(7);
    expect(enrolmentIdOf("42")).toBe(42);
    expect(enrolmentIdOf("F-12")).toBeUndefined();
    expect(enrolmentIdOf("E-12; DROP")).toBeUndefined();
    expect(enrolmentIdOf("")).toBeUndefined();
  });
});
