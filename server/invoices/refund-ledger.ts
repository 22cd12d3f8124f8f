import type { DatabaseSync } from "node:sqlite";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { cents } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { type StoredDocument, asDocument, documentFields } from "./invoice-ledger.ts";

/** Refunds are due within 14 days (art. 6:230r BW; the course terms say the same). */
export const refundDays = 14;

/**
 * After credit notes, inside the store's transaction: what was paid on a
 * credited invoice beyond what stays owed is given back. What the enrolment
 * still owes on another invoice (a cancellation charge, the invoice of the
 * run it moved to) is settled from it first, as an offset on both invoices;
 * the rest becomes one refund per credit note: through Mollie when a Mollie
 * payment on the invoice can carry it, else by transfer, marked done by hand.
 * Returns what it did, in words for the back office's log.
 */
export function refundsAfterCredit(
  db: DatabaseSync,
  byId: (id: number) => StoredDocument | undefined,
  at: string,
): string[] {
  const done: string[] = [];
  const creditNotes = db
    .prepare(
      `SELECT c.id, c.refers_to AS refersTo, c.number, c.issue_date AS issueDate FROM invoices c
       WHERE c.kind = 'credit-note' AND c.refers_to IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM invoice_refunds r WHERE r.credit_note_id = c.id)
       ORDER BY c.id`,
    )
    .all() as { id: number; refersTo: number; number: string; issueDate: string }[];
  const insertMoney = db.prepare(
    "INSERT INTO invoice_payments (invoice_id, kind, amount, paid_on, method, note, recorded_at, recorded_by) VALUES (?, ?, ?, ?, 'offset', ?, ?, 'refunds')",
  );
  for (const note of creditNotes) {
    const invoice = byId(Number(note.refersTo));
    if (!invoice || invoice.paid <= 0) continue;
    let excess = invoice.paid - Math.max(invoice.inclVat - invoice.credited, 0) - invoice.refundDue;
    if (excess <= 0) continue;
    const others = db
      .prepare(
        `SELECT ${documentFields} FROM invoices i WHERE i.enquiry_id = ? AND i.kind = 'invoice' AND i.id <> ? ORDER BY i.id`,
      )
      .all(invoice.enquiryId, invoice.id)
      .map(asDocument);
    for (const other of others) {
      const owed = Math.max(other.inclVat - other.credited - other.paid, 0);
      const take = Math.min(owed, excess);
      if (take <= 0) continue;
      const day = todayInAmsterdam(new Date(at));
      insertMoney.run(invoice.id, "refund", take, day, `to ${other.number}`, at);
      insertMoney.run(other.id, "payment", take, day, `from ${invoice.number}`, at);
      done.push(
        `invoice ${invoice.number}: ${euro(take)} of what was paid settles ${other.number}`,
      );
      excess -= take;
    }
    if (excess <= 0) continue;
    const viaMollie = molliePaymentFor(db, invoice.id, excess);
    const dueOn = addDays(note.issueDate, refundDays);
    db.prepare(
      `INSERT INTO invoice_refunds (invoice_id, credit_note_id, amount, method, payment_id, due_on, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      invoice.id,
      note.id,
      excess,
      viaMollie ? "mollie" : "transfer",
      viaMollie ?? null,
      dueOn,
      at,
    );
    done.push(
      `invoice ${invoice.number}: ${euro(excess)} to refund after credit note ${note.number}, ${viaMollie ? `through Mollie (payment ${viaMollie})` : "by transfer"}, by ${dueOn}`,
    );
  }
  return done;
}

/** A Mollie payment on the invoice with at least `amount` left to refund, if any. */
function molliePaymentFor(db: DatabaseSync, invoiceId: number, amount: number): string | undefined {
  const payments = db
    .prepare(
      `SELECT p.note AS paymentId, p.amount
         - coalesce((SELECT sum(r.amount) FROM invoice_refunds r WHERE r.payment_id = p.note), 0)
         - coalesce((SELECT sum(b.amount) FROM invoice_payments b WHERE b.method = 'mollie-chargeback' AND b.note = p.note), 0) AS left
       FROM invoice_payments p WHERE p.invoice_id = ? AND p.kind = 'payment' AND p.method = 'mollie' ORDER BY p.id`,
    )
    .all(invoiceId) as { paymentId: string; left: number }[];
  return payments.find((payment) => Number(payment.left) >= amount)?.paymentId;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** For the log, in English as the back office. */
function euro(amount: number): string {
  return formatMoney(cents(amount), "en");
}
