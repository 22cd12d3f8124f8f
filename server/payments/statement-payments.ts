import type { DatabaseSync } from "node:sqlite";
import type { Cents } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { isRecorded, paidSql, recordMovement } from "./ledger.ts";
import { settleExcess } from "./settlement.ts";
import type { Decision } from "./statement-matcher.ts";

/**
 * A statement's credit recorded as money on an invoice (statement-tables.ts), inside the
 * upload's or the owner's transaction, with its log line: a transfer under its bank reference
 * (the entry's key and the transaction's place in it) with its payer, or a credit that names one
 * of our Mollie payments, to the cent, under that payment's id, so the webhook and the statement
 * record it once between them.
 */

/** One invoice the statement marked paid. */
export interface StatementPaid {
  number: string;
  amount: Cents;
  paidOn: string;
  payerName: string | null;
  payerIban: string | null;
}

/** A Mollie payment's id in a credit's texts. */
const molliePaymentId = /\btr_[A-Za-z0-9]{4,64}\b/g;

export type Credit = Pick<
  Extract<Decision, { kind: "paid" }>,
  "entryKey" | "transaction" | "amountCents" | "bookingDate" | "counterparty"
>;

/** A transfer on the statement, paid to an invoice under its bank reference, with its payer, logged. */
export function recordTransfer(
  db: DatabaseSync,
  invoiceId: number,
  number: string,
  credit: Credit,
  note: string,
  by: string,
  at: string,
  /** The log's words, when not those of a transfer the statement matched itself. */
  detail?: string,
) {
  const payer = credit.counterparty;
  recordMovement(db, {
    invoiceId,
    direction: "in",
    kind: "payment",
    method: "transfer",
    amount: credit.amountCents,
    reference: { kind: "bank-entry", value: `${credit.entryKey}#${credit.transaction}` },
    paidOn: credit.bookingDate,
    at,
    by,
    note,
    payer: { name: payer.name ?? null, iban: payer.iban ?? null },
    log: {
      action: "mark paid",
      detail:
        detail ??
        `invoice ${number}: ${euro(credit.amountCents)} paid on ${credit.bookingDate}, by bank transfer from ${payer.name ?? "an unnamed payer"}${payer.iban ? ` (${payer.iban})` : ""}, from the bank statement`,
    },
  });
}

export interface NamedMollie {
  paymentId: string;
  invoiceId: number;
  paid: StatementPaid;
}

/** One of our Mollie payments a credit names, of its very amount: that payment, come by the bank. */
export function molliePaymentNamed(
  db: DatabaseSync,
  decision: Exclude<Decision, { kind: "ignored" }>,
): NamedMollie | undefined {
  for (const [id] of decision.text.matchAll(molliePaymentId)) {
    const payment = db
      .prepare(
        `SELECT m.invoice_id AS invoiceId, m.amount, i.number FROM mollie_payments m
         JOIN invoices i ON i.id = m.invoice_id WHERE m.payment_id = ?`,
      )
      .get(id) as { invoiceId: number; amount: number; number: string } | undefined;
    if (!payment || Number(payment.amount) !== decision.amountCents) continue;
    return {
      paymentId: id,
      invoiceId: Number(payment.invoiceId),
      paid: {
        number: payment.number,
        amount: decision.amountCents,
        paidOn: decision.bookingDate,
        payerName: decision.counterparty.name ?? null,
        payerIban: decision.counterparty.iban ?? null,
      },
    };
  }
  return undefined;
}

/** Records a named Mollie payment unless its webhook (or an earlier statement) did; false then. */
export function recordMolliePayment(
  db: DatabaseSync,
  mollie: NamedMollie,
  decision: Exclude<Decision, { kind: "ignored" }>,
  by: string,
  at: string,
): boolean {
  const reference = { kind: "mollie-payment", value: mollie.paymentId } as const;
  if (isRecorded(db, reference)) return false;
  recordMovement(db, {
    invoiceId: mollie.invoiceId,
    direction: "in",
    kind: "payment",
    method: "mollie",
    amount: decision.amountCents,
    reference,
    paidOn: decision.bookingDate,
    at,
    by,
    note: `bank statement, ${mollie.paymentId}`,
    log: {
      action: "mark paid",
      detail: `invoice ${mollie.paid.number}: ${euro(decision.amountCents)} paid on ${decision.bookingDate} through Mollie (payment ${mollie.paymentId}), from the bank statement`,
    },
  });
  settleExcess(db, mollie.invoiceId, {
    at,
    by,
    receivedOn: decision.bookingDate,
    reason: `payment ${mollie.paymentId} beyond what invoice ${mollie.paid.number} asks`,
  });
  return true;
}

/** Money in less money out on an invoice, in cents. */
export function paidOf(db: DatabaseSync, invoiceId: number): number {
  const row = db
    .prepare(`SELECT ${paidSql} AS paid FROM invoices i WHERE i.id = ?`)
    .get(invoiceId) as {
    paid: number;
  };
  return Number(row.paid);
}

/** For the log, in English as the back office. */
function euro(amount: Cents): string {
  return formatMoney(amount, "en");
}
