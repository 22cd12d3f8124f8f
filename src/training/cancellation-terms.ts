import { type Cents, timesCount } from "#src/money/money.ts";
import { addDays, withdrawalPeriodEnd } from "./dutch-working-days.ts";

/**
 * Why an enrolment was cancelled, recorded with the cancellation (the store's
 * `enquiries.cancel_cause`), and what each means for the money under the
 * course terms:
 * - withdrawal: a consumer's, within the 14-day period: everything paid back
 *   within 14 days (BW 6:230r);
 * - buyer: the buyer's own cancellation: the terms' charge by days before the
 *   start (buyerChargePercent), for a consumer after the withdrawal period at
 *   most that;
 * - run-cancelled: ours, the whole run: the buyer chose a full refund (or did
 *   not answer within 7 days);
 * - unconfirmed: an enrolment not yet confirmed (or waiting): no agreement
 *   yet, so nothing is owed;
 * - declined, offer-expired: an offered place turned down or not taken in
 *   time (the waiting list's offers): nothing is owed.
 */
export const cancellationCauses = [
  "withdrawal",
  "buyer",
  "run-cancelled",
  "unconfirmed",
  "declined",
  "offer-expired",
] as const;
export type CancellationCause = (typeof cancellationCauses)[number];

export function isCancellationCause(value: unknown): value is CancellationCause {
  return typeof value === "string" && (cancellationCauses as readonly string[]).includes(value);
}

/** How many days the buyer has to choose after we cancel a run, before we refund by default. */
export const runCancelledChoiceDays = 7;
/** How many days we take to refund (6:230r for a withdrawal; the terms for the rest). */
export const refundDays = 14;

/** Whole calendar days from `day` to `start` ("YYYY-MM-DD" both): 0 on the first day. */
export function daysBeforeStart(start: string, day: string): number {
  return Math.round(
    (Date.parse(`${start}T12:00:00Z`) - Date.parse(`${day}T12:00:00Z`)) / 86_400_000,
  );
}

/**
 * The course terms' charge for the buyer's own cancellation ("Cancellation by
 * you"): free up to 4 weeks before the start, 50% from 4 weeks to 1 week
 * before, the full fee less than 1 week before (or once it has started).
 * `cancelledOn`: the day the cancellation reached us.
 */
export function buyerChargePercent(start: string, cancelledOn: string): 0 | 50 | 100 {
  const days = daysBeforeStart(start, cancelledOn);
  if (days >= 28) return 0;
  if (days >= 7) return 50;
  return 100;
}

/** The enrolment's total for all participants, excl. and incl. VAT; none for a price on request. */
export function enrolmentTotalCents(
  price: { exclVatCents?: Cents; inclVatCents?: Cents },
  participants: number,
): { exclVatCents: Cents; inclVatCents: Cents } | undefined {
  if (price.exclVatCents === undefined || price.inclVatCents === undefined) return undefined;
  return {
    exclVatCents: timesCount(price.exclVatCents, participants),
    inclVatCents: timesCount(price.inclVatCents, participants),
  };
}

/** The day a refund is due at the latest: `days` days after `from` (the promise; never later). */
export function refundDueBy(from: string, days = refundDays): string {
  return addDays(from, days);
}

/**
 * The causes the back office may record for cancelling one enrolment, and the
 * one it suggests. A confirmed enrolment is a contract: a consumer's
 * withdrawal, the buyer's own cancellation, or (only once we cancelled its
 * run: the terms give us no right to cancel one confirmed enrolment) ours.
 * Anything else had no contract yet: cancelled at no cost. Declined and
 * expired offers are recorded by the offers themselves, not chosen here.
 * `confirmedOn`, `today`: to suggest a withdrawal while its period runs.
 */
export function cancellationOptions(enrolment: {
  place: string | null;
  isPrivate: boolean;
  isRunCancelled: boolean;
  confirmedOn?: string;
  today?: string;
}): { causes: CancellationCause[]; suggested: CancellationCause } {
  if (enrolment.place !== "confirmed") return { causes: ["unconfirmed"], suggested: "unconfirmed" };
  const isWithinWithdrawal =
    enrolment.isPrivate &&
    enrolment.confirmedOn !== undefined &&
    enrolment.today !== undefined &&
    enrolment.today <= withdrawalPeriodEnd(enrolment.confirmedOn);
  // Within the period the terms' charges never apply to a consumer: it is a withdrawal.
  const causes: CancellationCause[] = [
    ...(enrolment.isPrivate ? (["withdrawal"] as const) : []),
    ...(isWithinWithdrawal ? [] : (["buyer"] as const)),
    ...(enrolment.isRunCancelled ? (["run-cancelled"] as const) : []),
  ];
  const suggested = enrolment.isRunCancelled
    ? "run-cancelled"
    : isWithinWithdrawal
      ? "withdrawal"
      : "buyer";
  return { causes, suggested };
}

/**
 * Whether `day` may be recorded as the day a cancellation reached us (review 3, M5): a real
 * "YYYY-MM-DD", not after `today` (it cannot reach us later than it is recorded) and not before
 * `enrolledOn` (nothing to cancel before the enrolment).
 */
export function isReceivedOnAllowed(day: string, enrolledOn: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) return false;
  return day <= today && day >= enrolledOn;
}
