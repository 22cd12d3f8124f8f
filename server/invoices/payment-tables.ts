import type { DatabaseSync } from "node:sqlite";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { type Cents, cents } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import type { StoreConnection } from "#server/store/database.ts";
import type { PaymentState } from "#server/payments/payment-gateway.ts";
import { type StoredDocument, asDocument, documentFields } from "./invoice-ledger.ts";
import { refundsAfterCredit } from "./refund-ledger.ts";

/** An invoice as its "Pay now" page needs it: the document, what is open, a payment under way. */
export interface PayableInvoice {
  document: StoredDocument;
  /** What is still to be paid, in cents (never below nil). */
  open: Cents;
  language: string;
  seller: { legalName: string; iban: string };
  /** The Mollie payment still open for it, whose checkout the buyer is sent back to. */
  openPayment: { paymentId: string; checkoutUrl: string; amount: Cents } | null;
  /** Its newest Mollie payment (the return page asks for its state). */
  latestPaymentId: string | null;
  /** How many Mollie payments were made for it (the next one's idempotency key). */
  paymentCount: number;
}

/** What applying a payment's state did; `money` is set when money was recorded or taken back. */
export interface AppliedState {
  outcome: "unknown" | "ignored" | "unchanged" | "recorded" | "listed" | "reopened";
  invoiceNumber?: string;
  /** For the back office's log: what happened, in words. */
  detail?: string;
}

/** A refund on the Invoices page. */
export interface RefundLine {
  id: number;
  invoiceId: number;
  invoiceNumber: string;
  creditNoteNumber: string;
  buyerName: string;
  amount: Cents;
  method: "mollie" | "transfer";
  paymentId: string | null;
  refundId: string | null;
  dueOn: string;
  createdAt: string;
  doneOn: string | null;
  doneBy: string | null;
  problem: string | null;
}

/** A payment the webhook listed for the owner instead of applying. */
export interface PaymentQuestion {
  id: number;
  paymentId: string;
  invoiceNumber: string | null;
  amount: Cents;
  reason: string;
  createdAt: string;
}

export function open(
  document: Pick<StoredDocument, "kind" | "inclVat" | "credited" | "paid">,
): Cents {
  return cents(
    document.kind === "invoice"
      ? Math.max(document.inclVat - document.credited - document.paid, 0)
      : 0,
  );
}

/**
 * Paying invoices online and giving money back (migration 0008), in the
 * store's process: each method one transaction, so a webhook called twice at
 * once, or in any order, records its money once.
 */
export function openPaymentTables(connection: StoreConnection) {
  const { database: db, transaction } = connection;
  const byId = (id: number) => {
    const row = db.prepare(`SELECT ${documentFields} FROM invoices i WHERE i.id = ?`).get(id);
    return row ? asDocument(row) : undefined;
  };

  return {
    /** The invoice behind a "Pay now" link, or null for a token that is none. */
    payableInvoice(token: string): PayableInvoice | null {
      const row = db
        .prepare(
          `SELECT i.id, json_extract(i.snapshot, '$.language') AS language,
             json_extract(i.snapshot, '$.seller.legalName') AS legalName,
             json_extract(i.snapshot, '$.seller.iban') AS iban
           FROM invoice_pay_tokens t JOIN invoices i ON i.id = t.invoice_id WHERE t.token = ?`,
        )
        .get(token) as
        | { id: number; language: string; legalName: string; iban: string }
        | undefined;
      if (!row) return null;
      const document = byId(Number(row.id)) as StoredDocument;
      const payments = db
        .prepare(
          "SELECT payment_id AS paymentId, checkout_url AS checkoutUrl, amount, state FROM mollie_payments WHERE invoice_id = ? ORDER BY created_at, rowid",
        )
        .all(document.id) as {
        paymentId: string;
        checkoutUrl: string;
        amount: Cents;
        state: string;
      }[];
      const openOne = payments.findLast((payment) => payment.state === "open");
      return {
        document,
        open: open(document),
        language: row.language,
        seller: { legalName: row.legalName, iban: row.iban },
        openPayment: openOne
          ? {
              paymentId: openOne.paymentId,
              checkoutUrl: openOne.checkoutUrl,
              amount: cents(Number(openOne.amount)),
            }
          : null,
        latestPaymentId: payments.at(-1)?.paymentId ?? null,
        paymentCount: payments.length,
      };
    },

    /** A payment made for an invoice; the same id twice (an idempotent retry) is kept once. */
    recordMolliePayment(
      invoiceId: number,
      paymentId: string,
      amount: number,
      checkoutUrl: string,
      at: string,
    ) {
      transaction(() => {
        db.prepare(
          `INSERT OR IGNORE INTO mollie_payments (payment_id, invoice_id, amount, checkout_url, state, status, created_at, updated_at)
           VALUES (?, ?, ?, ?, 'open', 'open', ?, ?)`,
        ).run(paymentId, invoiceId, amount, checkoutUrl, at, at);
      });
    },

    /**
     * A payment's state as Mollie gives it now, applied once: money is
     * recorded only for a payment we made, for its invoice, of exactly the
     * open amount; anything else is listed for the owner.
     */
    applyPaymentState(state: PaymentState, isLive: boolean, at: string): AppliedState {
      return transaction(() => applyState(db, byId, state, isLive, at));
    },

    /** Refunds due after credit notes on paid invoices, made now (once per credit note). */
    planRefunds(at: string): { done: string[]; due: RefundLine[] } {
      return transaction(() => {
        const done = refundsAfterCredit(db, byId, at);
        return { done, due: refundLines(db, "r.done_on IS NULL") };
      });
    },

    /** Every refund still to make, and those made in the last 90 days. */
    refundList(since: string): RefundLine[] {
      return refundLines(db, "r.done_on IS NULL OR r.done_on >= ?", since);
    },

    /** Mollie accepted the refund: the money is out, recorded on the invoice. */
    markRefundMade(id: number, refundId: string, doneOn: string, by: string, at: string): boolean {
      return transaction(() => finishRefund(db, id, "mollie", refundId, doneOn, by, at));
    },

    /** The owner transferred the money: marked by hand. */
    markRefundTransferred(id: number, doneOn: string, by: string, at: string): boolean {
      return transaction(() => finishRefund(db, id, "transfer", null, doneOn, by, at));
    },

    /** Mollie refused a refund: kept due, with the reason, to try again. */
    markRefundProblem(id: number, problem: string) {
      transaction(() => {
        db.prepare("UPDATE invoice_refunds SET problem = ? WHERE id = ? AND done_on IS NULL").run(
          problem,
          id,
        );
      });
    },

    /** The owner settled a listed payment (refunded it in Mollie, or marked the invoice paid). */
    resolvePaymentQuestion(id: number, by: string, at: string): PaymentQuestion | null {
      return transaction(() => {
        const question = db
          .prepare(
            `SELECT q.id, q.payment_id AS paymentId, i.number AS invoiceNumber, q.amount, q.reason, q.created_at AS createdAt
             FROM payment_questions q LEFT JOIN invoices i ON i.id = q.invoice_id WHERE q.id = ? AND q.resolved_at IS NULL`,
          )
          .get(id) as PaymentQuestion | undefined;
        if (!question) return null;
        db.prepare(
          "UPDATE payment_questions SET resolved_at = ?, resolved_by = ? WHERE id = ?",
        ).run(at, by, id);
        return { ...question };
      });
    },

    paymentQuestions(): PaymentQuestion[] {
      return db
        .prepare(
          `SELECT q.id, q.payment_id AS paymentId, i.number AS invoiceNumber, q.amount, q.reason, q.created_at AS createdAt
           FROM payment_questions q LEFT JOIN invoices i ON i.id = q.invoice_id
           WHERE q.resolved_at IS NULL ORDER BY q.id`,
        )
        .all()
        .map((row) => ({ ...(row as unknown as PaymentQuestion) }));
    },
  };
}

function applyState(
  db: DatabaseSync,
  byId: (id: number) => StoredDocument | undefined,
  state: PaymentState,
  isLive: boolean,
  at: string,
): AppliedState {
  const ours = db
    .prepare("SELECT invoice_id AS invoiceId, amount FROM mollie_payments WHERE payment_id = ?")
    .get(state.paymentId) as { invoiceId: number; amount: number } | undefined;
  if (state.state === "unknown" && ours) {
    // Ours, but Mollie no longer knows it (another key since): never open again.
    db.prepare(
      "UPDATE mollie_payments SET state = 'unknown', status = 'unknown', updated_at = ? WHERE payment_id = ?",
    ).run(at, state.paymentId);
  }
  // A payment we never made (a forged id, another shop's): nothing changes.
  if (state.state === "unknown" || !ours) return { outcome: "unknown" };
  const document = byId(Number(ours.invoiceId)) as StoredDocument;
  const number = document.number;
  const id = state.paymentId;
  // A test key's payment never counts as money on a live key (decision 0024).
  if (state.isTest && isLive) return { outcome: "ignored", invoiceNumber: number };
  const status = state.state === "open" || state.state === "not-paid" ? state.status : "paid";
  db.prepare(
    "UPDATE mollie_payments SET state = ?, status = ?, updated_at = ? WHERE payment_id = ?",
  ).run(state.state, status, at, id);
  if (state.state !== "paid" && state.state !== "charged-back") {
    return { outcome: "unchanged", invoiceNumber: number };
  }
  const list = (reason: string): AppliedState => {
    const changes = db
      .prepare(
        "INSERT OR IGNORE INTO payment_questions (payment_id, invoice_id, amount, reason, created_at) VALUES (?, ?, ?, ?, ?)",
      )
      .run(id, document.id, state.amountCents, reason, at).changes;
    return changes === 1
      ? {
          outcome: "listed",
          invoiceNumber: number,
          detail: `payment ${id} for invoice ${number}: ${reason}; listed for the owner`,
        }
      : { outcome: "unchanged", invoiceNumber: number };
  };
  const recorded = db
    .prepare(
      "SELECT amount FROM invoice_payments WHERE kind = 'payment' AND method = 'mollie' AND note = ?",
    )
    .get(id) as { amount: number } | undefined;
  let applied: AppliedState = { outcome: "unchanged", invoiceNumber: number };
  if (!recorded) {
    if (state.invoiceNumber !== number)
      return list(`made for ${state.invoiceNumber}, not ${number}`);
    const openCents = open(document);
    if (state.amountCents !== openCents || state.amountCents !== Number(ours.amount)) {
      return list(`paid ${euro(state.amountCents)} while ${euro(openCents)} is open`);
    }
    db.prepare(
      "INSERT INTO invoice_payments (invoice_id, kind, amount, paid_on, method, note, recorded_at, recorded_by) VALUES (?, 'payment', ?, ?, 'mollie', ?, ?, 'Mollie')",
    ).run(document.id, state.amountCents, state.paidOn, id, at);
    applied = {
      outcome: "recorded",
      invoiceNumber: number,
      detail: `invoice ${number}: ${euro(state.amountCents)} paid through Mollie on ${state.paidOn} (payment ${id})`,
    };
  }
  if (state.state === "charged-back") {
    // Only money we recorded is taken back: the invoice is open again for it.
    const taken = Math.min(state.chargedBackCents, Number(recorded?.amount ?? state.amountCents));
    const changes = db
      .prepare(
        "INSERT OR IGNORE INTO invoice_payments (invoice_id, kind, amount, paid_on, method, note, recorded_at, recorded_by) VALUES (?, 'refund', ?, ?, 'mollie-chargeback', ?, ?, 'Mollie')",
      )
      .run(document.id, taken, todayInAmsterdam(new Date(at)), id, at).changes;
    if (changes === 1) {
      return {
        outcome: "reopened",
        invoiceNumber: number,
        detail: `invoice ${number}: ${euro(taken)} charged back by the buyer's bank (payment ${id}); open again`,
      };
    }
  }
  return applied;
}

function finishRefund(
  db: DatabaseSync,
  id: number,
  method: "mollie" | "transfer",
  refundId: string | null,
  doneOn: string,
  by: string,
  at: string,
): boolean {
  const refund = db
    .prepare(
      "SELECT invoice_id AS invoiceId, amount FROM invoice_refunds WHERE id = ? AND done_on IS NULL AND method = ?",
    )
    .get(id, method) as { invoiceId: number; amount: number } | undefined;
  if (!refund) return false;
  db.prepare(
    "UPDATE invoice_refunds SET done_on = ?, done_by = ?, refund_id = coalesce(?, refund_id), problem = NULL WHERE id = ?",
  ).run(doneOn, by, refundId, id);
  db.prepare(
    "INSERT INTO invoice_payments (invoice_id, kind, amount, paid_on, method, note, recorded_at, recorded_by) VALUES (?, 'refund', ?, ?, ?, ?, ?, ?)",
  ).run(refund.invoiceId, refund.amount, doneOn, method, refundId ?? `refund ${id}`, at, by);
  return true;
}

function refundLines(db: DatabaseSync, where: string, ...values: string[]): RefundLine[] {
  return db
    .prepare(
      `SELECT r.id, r.invoice_id AS invoiceId, i.number AS invoiceNumber, c.number AS creditNoteNumber,
         i.buyer_name AS buyerName, r.amount, r.method, r.payment_id AS paymentId, r.refund_id AS refundId,
         r.due_on AS dueOn, r.created_at AS createdAt, r.done_on AS doneOn, r.done_by AS doneBy, r.problem
       FROM invoice_refunds r JOIN invoices i ON i.id = r.invoice_id JOIN invoices c ON c.id = r.credit_note_id
       WHERE ${where} ORDER BY r.done_on IS NOT NULL, r.due_on, r.id`,
    )
    .all(...values)
    .map((row) => ({
      ...(row as unknown as RefundLine),
      amount: cents(Number((row as { amount: number }).amount)),
    }));
}

/** "€1,234.56", for the log (English, as the back office). */
function euro(amount: number): string {
  return formatMoney(cents(amount), "en");
}

export type PaymentTables = ReturnType<typeof openPaymentTables>;
