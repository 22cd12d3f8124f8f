import type { DatabaseSync } from "node:sqlite";
import { writeAuditEntry } from "#server/store/audit-entry.ts";
import type { Cents } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import type { InvoiceAccount } from "./ledger.ts";

export interface RefundToBook {
  invoice: Pick<InvoiceAccount, "id" | "number">;
  amount: Cents;
  creditNoteId?: number;
  reason: string;
  /** YYYY-MM-DD: 14 days after its cause reached us. */
  dueOn: string;
  at: string;
  by: string;
}

/**
 * A refund owed, booked in its cause's transaction (settlement.ts), the only insert into
 * `refunds`: through Mollie when a Mollie payment on the invoice has that much left to give
 * back (the refund worker asks Mollie after the commit), else by transfer, which the owner
 * makes and marks done. Its idempotency key is made here, once: every attempt at Mollie sends
 * it, so a retry, or an answer lost on the way back, never refunds twice. Logged in the same
 * transaction.
 */
export function bookRefund(db: DatabaseSync, refund: RefundToBook): number {
  if (!db.isTransaction) throw new Error("A refund is booked inside the store's transaction");
  const payment = molliePaymentFor(db, refund.invoice.id, refund.amount);
  const row = db
    .prepare(
      `INSERT INTO refunds (invoice_id, credit_note_id, reason, amount_cents, method, payment_reference,
         idempotency_key, state, attempts, next_attempt_at, due_on, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 'refund-' || lower(hex(randomblob(12))), ?, 0, ?, ?, ?) RETURNING id`,
    )
    .get(
      refund.invoice.id,
      refund.creditNoteId ?? null,
      refund.reason,
      refund.amount,
      payment ? "mollie" : "transfer",
      payment ?? null,
      payment ? "pending" : "to-transfer",
      payment ? refund.at : null,
      refund.dueOn,
      refund.at,
    ) as { id: number };
  writeAuditEntry(db, {
    at: refund.at,
    actor: refund.by,
    action: "refund due",
    detail: `invoice ${refund.invoice.number}: ${formatMoney(refund.amount, "en")} to refund ${payment ? `through Mollie (payment ${payment})` : "by transfer"}, by ${refund.dueOn} (${refund.reason})`,
  });
  return Number(row.id);
}

/**
 * A Mollie payment on the invoice with at least `amount` left to give back: its amount less
 * the refunds owed or made on it through Mollie and what was charged back.
 */
function molliePaymentFor(db: DatabaseSync, invoiceId: number, amount: number): string | undefined {
  const payments = db
    .prepare(
      `SELECT e.reference AS paymentId, e.amount_cents
         - coalesce((SELECT sum(r.amount_cents) FROM refunds r
             WHERE r.payment_reference = e.reference AND r.method = 'mollie'), 0)
         - coalesce((SELECT sum(c.amount_cents) FROM ledger_entries c
             WHERE c.kind = 'chargeback' AND c.reference = e.reference), 0) AS left
       FROM ledger_entries e
       WHERE e.invoice_id = ? AND e.kind = 'payment' AND e.reference_kind = 'mollie-payment'
       ORDER BY e.id`,
    )
    .all(invoiceId) as { paymentId: string; left: number }[];
  return payments.find((payment) => Number(payment.left) >= amount)?.paymentId;
}
