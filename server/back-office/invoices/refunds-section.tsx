import type { PaymentQuestion, RefundLine } from "#server/invoices/payment-tables.ts";
import { questionDonePath, refundDonePath } from "./invoice-paths.ts";
import { formatMoney } from "#src/money/format-money.ts";

export interface RefundsSectionProps {
  refunds: RefundLine[];
  questions: PaymentQuestion[];
  /** A refund's payer IBAN, when a bank statement gave it (null until then). */
  ibans: Record<number, string | null>;
  today: string;
}

/**
 * Money to give back after credit notes, each due 14 days after its credit
 * note (overdue ones stand out): Mollie's are made through its refund API
 * and listed once made; a transfer is made by the owner and marked done here.
 * And the online payments the webhook did not apply (an amount that is not
 * the open balance), for the owner to settle by hand.
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
            const isOverdue = !refund.doneOn && refund.dueOn < today;
            const iban = props.ibans[refund.id];
            return (
              <li
                key={refund.id}
                data-refund={refund.invoiceNumber}
                data-overdue={isOverdue || undefined}
                className={isOverdue ? "problem" : undefined}
              >
                {refund.doneOn ? (
                  <>
                    Refunded {formatMoney(refund.amount, "en")} on invoice {refund.invoiceNumber} (
                    {refund.buyerName}) on {refund.doneOn}{" "}
                    {refund.method === "mollie"
                      ? `through Mollie (${refund.refundId})`
                      : "by transfer"}
                    , by {refund.doneBy}.
                  </>
                ) : refund.method === "mollie" ? (
                  <>
                    To refund through Mollie: {formatMoney(refund.amount, "en")} on invoice{" "}
                    {refund.invoiceNumber} ({refund.buyerName}, credit note{" "}
                    {refund.creditNoteNumber}), by {refund.dueOn}
                    {isOverdue && <strong> (overdue)</strong>}.
                    {refund.problem && (
                      <> Mollie refused it: {refund.problem}; tried again later.</>
                    )}
                  </>
                ) : (
                  <>
                    To refund by transfer: {formatMoney(refund.amount, "en")} on invoice{" "}
                    {refund.invoiceNumber} ({refund.buyerName}, credit note{" "}
                    {refund.creditNoteNumber}), to{" "}
                    {iban
                      ? `IBAN ${iban}`
                      : "the account they paid from (IBAN not known: see the bank)"}
                    , by {refund.dueOn}
                    {isOverdue && <strong> (overdue)</strong>}.{" "}
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
                        Mark transferred
                        <span className="visually-hidden"> refund on {refund.invoiceNumber}</span>
                      </button>
                    </form>
                  </>
                )}
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
