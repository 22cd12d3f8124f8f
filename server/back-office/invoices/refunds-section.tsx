import { withoutBidiControls } from "#src/forms/contact-schema.ts";
import type { PaymentQuestion } from "#server/payments/mollie-payment-tables.ts";
import type { RefundLine } from "#server/payments/refund-tables.ts";
import { questionDonePath, refundDecisionPath, refundDonePath } from "./invoice-paths.ts";
import { formatMoney } from "#src/money/format-money.ts";

export interface RefundsSectionProps {
  refunds: RefundLine[];
  questions: PaymentQuestion[];
  /** A refund's payer (IBAN and name), when a bank statement gave it (null until then). */
  payers: Record<number, { iban: string | null; name: string | null } | null>;
  today: string;
}

/**
 * Money to give back, each refund with its state and why: booked with the credit note (or the
 * payment) that made it owed, due 14 days after that reached us (overdue ones stand out).
 * Through Mollie, the refund worker asks for it after the booking's commit, retries a refusal
 * a few times and then shows it here as failed with Mollie's reason; the owner tries it again
 * or switches it to a transfer. By transfer, the owner makes it and marks it done. Every
 * decision is a POST, logged. And the online payments the webhook did not apply, to settle by hand.
 */
export function RefundsSection(props: RefundsSectionProps) {
  const { refunds, questions, today } = props;
  if (refunds.length === 0 && questions.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="refunds-heading" data-refunds>
      <h2 id="refunds-heading">Refunds and payments to look at</h2>
      {refunds.length > 0 && (
        <ul className="participants">
          {refunds.map((refund) => {
            const isOverdue = refund.state !== "done" && refund.dueOn < today;
            return (
              <li
                key={refund.id}
                data-refund={refund.invoiceNumber}
                data-refund-state={refund.state}
                data-overdue={isOverdue || undefined}
                className={isOverdue || refund.state === "failed" ? "problem" : undefined}
              >
                <RefundText refund={refund} payer={props.payers[refund.id] ?? null} />
                {isOverdue && <strong> (overdue)</strong>}
                <RefundActions refund={refund} today={today} />
              </li>
            );
          })}
        </ul>
      )}
      {questions.length > 0 && (
        <ul className="participants" data-payment-questions>
          {questions.map((question) => (
            <li key={question.id} className="problem">
              Online payment {question.paymentId} of {formatMoney(question.amount, "en")}
              {question.invoiceNumber && ` for invoice ${question.invoiceNumber}`} not applied:{" "}
              {question.reason}. Check it in Mollie's dashboard and mark the invoice paid by hand,
              or refund it there.{" "}
              <form method="post" action={questionDonePath(question.id)} className="inline">
                <button type="submit" className="secondary">
                  Mark settled<span className="visually-hidden"> payment {question.paymentId}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RefundText(props: {
  refund: RefundLine;
  payer: { iban: string | null; name: string | null } | null;
}) {
  const { refund, payer } = props;
  const amount = formatMoney(refund.amount, "en");
  const what = `${amount} on invoice ${refund.invoiceNumber} (${refund.buyerName}, ${refund.reason})`;
  switch (refund.state) {
    case "done":
      return (
        <>
          Refunded {amount} on invoice {refund.invoiceNumber} ({refund.buyerName}) on{" "}
          {refund.doneOn}{" "}
          {refund.method === "mollie" ? `through Mollie (${refund.refundId})` : "by transfer"}, by{" "}
          {refund.doneBy}.
        </>
      );
    case "pending":
      return (
        <>
          Pending through Mollie: {what}, by {refund.dueOn}.{" "}
          {refund.problem
            ? `Attempt ${refund.attempts} was not taken (${refund.problem}); next try at ${refund.nextAttemptAt?.slice(0, 16).replace("T", " ")} UTC.`
            : "Asked of Mollie within minutes."}
        </>
      );
    case "sending":
      return (
        <>
          Being asked of Mollie now: {what}, by {refund.dueOn}.
        </>
      );
    case "sent":
      return (
        <>
          Accepted by Mollie ({refund.refundId}), waiting for the bank: {what}.
        </>
      );
    case "failed":
      return (
        <>
          Failed through Mollie: {what}, by {refund.dueOn}. Why: {refund.problem}. Try it again, or
          refund it by transfer.
        </>
      );
    case "to-transfer":
      return (
        <>
          To refund by transfer: {what}, to{" "}
          {payer?.iban
            ? `IBAN ${payer.iban}${payer.name ? ` (${withoutBidiControls(payer.name)})` : ""}`
            : "the account they paid from (IBAN not known: see the bank)"}
          , by {refund.dueOn}.{refund.problem && ` Mollie: ${refund.problem}.`}
        </>
      );
  }
}

function RefundActions(props: { refund: RefundLine; today: string }) {
  const { refund, today } = props;
  const label = <span className="visually-hidden"> refund on {refund.invoiceNumber}</span>;
  if (refund.state !== "failed" && refund.state !== "pending" && refund.state !== "to-transfer") {
    return null;
  }
  return (
    <div className="actions">
      {refund.state === "failed" && (
        <form method="post" action={refundDecisionPath(refund.id, "retry")} className="inline">
          <button type="submit" className="secondary">
            Try again{label}
          </button>
        </form>
      )}
      {(refund.state === "failed" || refund.state === "pending") && (
        <form method="post" action={refundDecisionPath(refund.id, "transfer")} className="inline">
          <button type="submit" className="secondary">
            Refund by transfer instead{label}
          </button>
        </form>
      )}
      {refund.state === "to-transfer" && (
        <form method="post" action={refundDonePath(refund.id)} className="inline">
          <label htmlFor={`refunded-${refund.id}`} className="visually-hidden">
            Day the refund on {refund.invoiceNumber} was transferred
          </label>
          <input
            id={`refunded-${refund.id}`}
            type="date"
            name="doneOn"
            defaultValue={today}
            max={today}
            required
          />
          <button type="submit" className="secondary">
            Mark transferred{label}
          </button>
        </form>
      )}
    </div>
  );
}
