import {
  buyerChargePercent,
  type CancellationCause,
  cancellationOptions,
  enrolmentTotalCents,
  isReceivedOnAllowed,
  refundDueBy,
} from "#src/training/cancellation-terms.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { withdrawalPeriodEnd } from "#src/training/dutch-working-days.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import { readEnrolmentPrice } from "#server/mail/enrolment-price.ts";
import { type Cents, percentOf } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import type { RosterRow } from "#server/runs/roster-types.ts";

/** Each cause as the roster and the cancel page name it (the back office is English only). */
export const causeLabels: Record<CancellationCause, string> = {
  withdrawal: "withdrawal (consumer, within 14 days)",
  buyer: "cancelled by the buyer",
  "run-cancelled": "our cancellation of the run",
  unconfirmed: "not yet confirmed: no cost",
  declined: "offer declined",
  "offer-expired": "offer expired",
};

/** One cause the coordinator may choose, with what the participant's mail will say of the money. */
export interface CauseChoice {
  cause: CancellationCause;
  label: string;
  consequence: string;
}

/**
 * The causes the cancel page offers for an enrolment (cancellation-terms.ts
 * decides which), the one it suggests, and for each what the mail will say
 * of the money, computed as the mail computes it (in cents, from the
 * enrolment's total and the days before the start).
 */
export interface CancelCauseChoice {
  choices: CauseChoice[];
  suggested: CancellationCause;
  warnings: string[];
  /** The day the cancellation reached us that every consequence counts from (review 3, M5). */
  receivedOn: string;
  /** The days it may be: from the enrolment's arrival to today. */
  earliest: string;
  latest: string;
}

export function cancellationChoice(
  row: RosterRow,
  run: { start?: string; isCancelled: boolean },
  now: Date,
  asked?: string,
): CancelCauseChoice {
  const record = JSON.parse(row.details ?? "{}") as Partial<EnrolmentRecord>;
  const latest = todayInAmsterdam(now);
  const earliest = todayInAmsterdam(new Date(row.receivedAt));
  // The day asked when the store would take it, else today: what is shown is what is recorded.
  const today = asked && isReceivedOnAllowed(asked, earliest, latest) ? asked : latest;
  const confirmedOn = row.confirmedAt ? todayInAmsterdam(new Date(row.confirmedAt)) : undefined;
  const isPrivate = record.buyer === "private";
  const { causes, suggested } = cancellationOptions({
    place: row.place,
    isPrivate,
    isRunCancelled: run.isCancelled,
    ...(confirmedOn && { confirmedOn }),
    today,
  });
  const refundBy = refundDueBy(today);
  const total = enrolmentTotalCents(readEnrolmentPrice(record), row.participants);
  const euros = (amount: Cents) => formatMoney(amount, "en");
  const consequence: Record<CancellationCause, () => string> = {
    withdrawal: () =>
      `Everything paid is refunded by ${refundBy} (14 days, article 6:230r BW); an unpaid invoice lapses. Choose this only if the withdrawal reached us within the period${confirmedOn ? `, which ends on ${withdrawalPeriodEnd(confirmedOn)}` : ""}.`,
    buyer: () => {
      const percent = run.start ? buyerChargePercent(run.start, today) : 0;
      const amount =
        total && percent > 0
          ? `: ${euros(percentOf(total.inclVatCents, percent))} incl. VAT (${euros(percentOf(total.exclVatCents, percent))} excl. VAT)`
          : "";
      const money =
        percent === 100
          ? "The invoice stands: nothing is credited or refunded."
          : `What was paid beyond it is refunded by ${refundBy}.`;
      if (isPrivate && percent > 0) {
        return `The course terms' charge for a cancellation received on ${today}: at most ${percent}% of the fee${amount}. A consumer pays at most this: the invoice comes after the start, at the amount you confirm on the roster (the terms' ${percent}% if the place was not filled again, else only the costs we actually incurred). The earlier invoice is credited now; what was paid beyond this amount is refunded by ${refundBy}.`;
      }
      return `The course terms' charge for a cancellation received on ${today}: ${percent}% of the fee${amount}. ${money}`;
    },
    "run-cancelled": () =>
      `The participant chose a refund (or did not answer within 7 days): the full amount paid is refunded by ${refundBy}; an unpaid invoice lapses.`,
    unconfirmed: () => "No agreement yet: nothing is owed or charged.",
    declined: () => "Nothing is owed.",
    "offer-expired": () => "Nothing is owed.",
  };
  const warnings: string[] = [];
  if (row.place === "confirmed" && run.start && run.start <= today) {
    warnings.push(
      "The course has started: a consumer who asked for an early start and withdraws now pays in proportion for the part already given, and the withdrawal mail promises a full refund. Settle such a case by hand.",
    );
  }
  return {
    choices: causes.map((cause) => ({
      cause,
      label: causeLabels[cause],
      consequence: consequence[cause](),
    })),
    suggested,
    warnings,
    receivedOn: today,
    earliest,
    latest,
  };
}
