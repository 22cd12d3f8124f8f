import type { RosterRow } from "#server/runs/roster-types.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import { readEnrolmentPrice } from "#server/mail/enrolment-price.ts";
import { enrolmentTotalCents } from "#src/training/cancellation-terms.ts";
import { percentOf } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { formatDate } from "#src/training/course-format.ts";
import { placeActionPath } from "./run-paths.ts";

/** Whether the roster still waits for the owner's charge on this consumer's cancellation (M7). */
export function awaitsCancellationCharge(row: RosterRow): boolean {
  return row.place === "cancelled" && Boolean(row.chargeCeilingPercent) && !row.chargeDecidedAt;
}

/**
 * A consumer's cancellation at a charge (review 3, M7): before the start, what waits; from the
 * start, the owner's answer: the place not filled again (the terms' percentage) or filled again
 * (only the costs we actually incurred, in euros incl. VAT, possibly nil). Posted with the
 * version shown (cancellation-charge-handlers.ts).
 */
export function CancellationChargeField(props: { row: RosterRow; hasStarted: boolean }) {
  const { row } = props;
  const percent = row.chargeCeilingPercent ?? 0;
  const record = JSON.parse(row.details ?? "{}") as Partial<EnrolmentRecord>;
  const total = enrolmentTotalCents(readEnrolmentPrice(record), row.participants);
  const ceiling = total
    ? ` (${formatMoney(percentOf(total.inclVatCents, percent), "en")} incl. VAT)`
    : "";
  const received = row.cancelReceivedOn ? formatDate(row.cancelReceivedOn, "en") : "—";
  if (!props.hasStarted) {
    return (
      <p className="hint" data-charge-waiting>
        Cancelled by a consumer (received on {received}): at most {percent}% of the fee{ceiling}.
        You confirm the charge here once the course has started; the invoice goes out then.
      </p>
    );
  }
  const id = `charge-${row.id}`;
  return (
    <form
      method="post"
      action={placeActionPath(row.id, "charge", row.placeVersion)}
      className="cancellation-charge"
      data-charge-form
    >
      <fieldset>
        <legend>
          Charge for the cancellation of {row.name} (received on {received})
        </legend>
        <p>
          <label>
            <input type="radio" name="charge" value="terms" defaultChecked /> The place was not
            filled again: the course terms' {percent}%{ceiling}
          </label>
        </p>
        <p>
          <label>
            <input type="radio" name="charge" value="costs" /> The place was filled again: only the
            costs we actually incurred
          </label>
        </p>
        <label htmlFor={id}>Costs incurred, in euros incl. VAT (0 for none)</label>
        <input id={id} type="text" name="costs" inputMode="decimal" autoComplete="off" />
        <p className="hint">
          The charge is invoiced and set off against what was paid; what was paid above it is
          refunded, due 14 days after the cancellation reached us.
        </p>
        <button type="submit">
          Invoice the charge<span className="visually-hidden"> for {row.name}</span>
        </button>
      </fieldset>
    </form>
  );
}
