import { type Cents, percentOf } from "#src/money/money.ts";
import { buyerChargePercent, refundDueBy } from "./cancellation-terms.ts";
import { addDays, withdrawalPeriodEnd } from "./dutch-working-days.ts";

/** An enrolment as the buyer's own changes see it (issue 44 point 3). */
export interface BuyerEnrolment {
  place: string | null;
  /** A private buyer (a consumer): the withdrawal period and the charge's ceiling apply. */
  isPrivate: boolean;
  /** The day it was confirmed (the withdrawal period counts from it); absent while not. */
  confirmedOn?: string;
  /** Its run's first day; absent for a run without dates. */
  start?: string;
  runKey: string;
  participants: number;
  /** The enrolment's total for all participants, in cents; absent for a price on request. */
  total?: { exclVatCents: Cents; inclVatCents: Cents };
  hasExpressRequest: boolean;
  isRunCancelled: boolean;
  /** On a private run (private-runs.ts): arranged with the buyer's organisation, changed through us. */
  isPrivateRun?: boolean;
}

/** Another run of the same course as a move may take it. */
export interface MoveCandidate {
  key: string;
  /** Absent for a run without dates: never a move's target. */
  start?: string;
  /** Places free now (capacity less those holding one); null: no limit. */
  free: number | null;
  /** Anyone on its waiting list: the free places are theirs first. */
  hasWaiting: boolean;
  isCancelled: boolean;
  /** A private run: another buyer's, never a move's target. */
  isPrivateRun?: boolean;
}

export interface MoveTarget {
  key: string;
  start: string;
  /** The last day this move is free and offered online: `moveDays` before the earlier start. */
  until: string;
  /** A consumer's move into a run within their withdrawal period: the express request first. */
  needsExpressRequest: boolean;
}

export type CancelChoice =
  /** Confirmed, outside a consumer's withdrawal period: the terms' scale from today. */
  | {
      kind: "charge";
      percent: 0 | 50 | 100;
      /** The charge for the whole enrolment (absent for a price on request). */
      amount?: { inclVatCents: Cents; exclVatCents: Cents };
      refundBy: string;
      /** A consumer's charge: at most this, invoiced after the start (review 3, M7). */
      isChargeLater: boolean;
    }
  /** A consumer within the withdrawal period: the withdrawal function, at no cost. */
  | { kind: "withdrawal" }
  /** Not confirmed yet (or waiting): no agreement, nothing owed. */
  | { kind: "free" }
  | { kind: "none" };

export type MoveChoice =
  | { kind: "open"; runs: MoveTarget[] }
  /** Why not: cancelled, not confirmed, a run without dates, too late for every run, or no run with room. */
  | {
      kind: "closed";
      reason: "cancelled" | "not-confirmed" | "no-dates" | "too-late" | "no-room" | "private-run";
    };

export interface BuyerChoices {
  cancel: CancelChoice;
  move: MoveChoice;
  /** A substitute by name stays free until the start (the terms). */
  canSubstitute: boolean;
}

/**
 * What the buyer may do with their enrolment on `today` under the course terms, and what each
 * costs, before they confirm: cancel (the terms' scale counted from today, the day it reaches us;
 * within a consumer's withdrawal period the withdrawal function instead), move to another dated
 * run of the course with room (free until `moveDays` before the earlier start, not offered after
 * that; the waiting list first), or name a substitute until the start. The buyer's page and the
 * store's checks both ask this, so what is shown is what is allowed.
 */
export function buyerChoices(
  enrolment: BuyerEnrolment,
  candidates: readonly MoveCandidate[],
  today: string,
  moveDays: number,
): BuyerChoices {
  const isCancelled = enrolment.place === "cancelled";
  const hasStarted = enrolment.start !== undefined && enrolment.start <= today;
  return {
    cancel: cancelChoice(enrolment, today),
    move: moveChoice(enrolment, candidates, today, moveDays),
    canSubstitute: !isCancelled && !hasStarted && !enrolment.isRunCancelled,
  };
}

function cancelChoice(enrolment: BuyerEnrolment, today: string): CancelChoice {
  // A private run is cancelled or changed through us, never online (issue 45 point 4).
  if (enrolment.place === "cancelled" || enrolment.isRunCancelled || enrolment.isPrivateRun) {
    return { kind: "none" };
  }
  if (enrolment.place !== "confirmed") return { kind: "free" };
  if (
    enrolment.isPrivate &&
    enrolment.confirmedOn !== undefined &&
    today <= withdrawalPeriodEnd(enrolment.confirmedOn)
  ) {
    return { kind: "withdrawal" };
  }
  const percent = enrolment.start ? buyerChargePercent(enrolment.start, today) : 0;
  const { total } = enrolment;
  return {
    kind: "charge",
    percent,
    ...(total &&
      percent > 0 && {
        amount: {
          inclVatCents: percentOf(total.inclVatCents, percent),
          exclVatCents: percentOf(total.exclVatCents, percent),
        },
      }),
    refundBy: refundDueBy(today),
    isChargeLater: enrolment.isPrivate && percent > 0,
  };
}

function moveChoice(
  enrolment: BuyerEnrolment,
  candidates: readonly MoveCandidate[],
  today: string,
  moveDays: number,
): MoveChoice {
  if (enrolment.place === "cancelled" || enrolment.isRunCancelled) {
    return { kind: "closed", reason: "cancelled" };
  }
  if (enrolment.isPrivateRun) return { kind: "closed", reason: "private-run" };
  if (enrolment.place !== "confirmed") return { kind: "closed", reason: "not-confirmed" };
  const { start } = enrolment;
  if (!start) return { kind: "closed", reason: "no-dates" };
  const withdrawalEnds = enrolment.confirmedOn && withdrawalPeriodEnd(enrolment.confirmedOn);
  const inTime = candidates.flatMap((run): MoveTarget[] => {
    if (run.key === enrolment.runKey || !run.start || run.isCancelled || run.isPrivateRun) {
      return [];
    }
    const until = addDays(run.start < start ? run.start : start, -moveDays);
    if (today > until) return [];
    return [
      {
        key: run.key,
        start: run.start,
        until,
        needsExpressRequest:
          enrolment.isPrivate &&
          !enrolment.hasExpressRequest &&
          withdrawalEnds !== undefined &&
          run.start <= withdrawalEnds,
      },
    ];
  });
  if (inTime.length === 0) return { kind: "closed", reason: "too-late" };
  const withRoom = inTime.filter((target) => {
    const run = candidates.find((candidate) => candidate.key === target.key) as MoveCandidate;
    return !run.hasWaiting && (run.free === null || run.free >= enrolment.participants);
  });
  return withRoom.length > 0
    ? { kind: "open", runs: withRoom }
    : { kind: "closed", reason: "no-room" };
}
