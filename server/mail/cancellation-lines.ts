import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import {
  buyerChargePercent,
  type CancellationCause,
  enrolmentTotalCents,
  refundDueBy,
} from "#src/training/cancellation-terms.ts";
import { percentOf } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { formatDate } from "#src/training/course-format.ts";
import type { EnrolmentRecord } from "./enrolment-mails.ts";
import { readEnrolmentPrice } from "./enrolment-price.ts";

/** A cancellation as the store recorded it: its cause and the day it was made (Amsterdam). */
export interface CancellationFacts {
  cause: CancellationCause;
  /** "YYYY-MM-DD": the day the cancellation reached us (the owner's "Received on"; review 3, M5). */
  on: string;
  /** A consumer's charge, invoiced after the start at the amount the owner confirms (M7). */
  isChargeLater?: boolean;
}

/**
 * What a cancellation means for the money, in the participant's language:
 * what is refunded and by when, or what the terms charge (computed in cents
 * from the enrolment's total), by its cause. `start`: the run's first day, if
 * it has dates (a buyer's cancellation of a run without dates costs nothing).
 */
export function cancellationMoney(
  cancellation: CancellationFacts,
  record: Partial<EnrolmentRecord>,
  participants: number,
  start: string | undefined,
  lang: Language,
): string[] {
  const words = dictionaries[lang].mail.runs.cancelled;
  const date = formatDate(refundDueBy(cancellation.on), lang);
  const received = formatDate(cancellation.on, lang);
  if (cancellation.cause !== "buyer") {
    return [fill(words.causes[cancellation.cause], { date, received })];
  }
  const receipt = fill(words.causes.received, { received });
  const percent = start ? buyerChargePercent(start, cancellation.on) : 0;
  const when = words.when[percent === 0 ? "free" : percent === 50 ? "half" : "full"];
  const total = enrolmentTotalCents(readEnrolmentPrice(record), participants);
  if (percent === 0) return [receipt, fill(words.causes.buyerFree, { when, date })];
  const amounts = total && {
    incl: formatMoney(percentOf(total.inclVatCents, percent), lang),
    excl: formatMoney(percentOf(total.exclVatCents, percent), lang),
  };
  if (cancellation.isChargeLater) {
    // Nothing invoiced now: the terms' amount is the most, invoiced after the start (M7).
    return [
      receipt,
      amounts
        ? fill(words.causes.consumerCharged, { when, percent, ...amounts })
        : fill(words.causes.consumerChargedOfFee, { when, percent }),
      words.causes.consumerCeiling,
      fill(words.causes.consumerMoney, { date }),
    ];
  }
  // At 100 % nothing is credited (server/runs/run-invoices.ts): the invoice stands, nothing to refund.
  const isFull = percent === 100;
  return [
    receipt,
    amounts
      ? fill(isFull ? words.causes.buyerChargedFull : words.causes.buyerCharged, {
          when,
          percent,
          ...amounts,
          date,
        })
      : fill(isFull ? words.causes.buyerChargedFullOfFee : words.causes.buyerChargedOfFee, {
          when,
          percent,
          date,
        }),
  ];
}
