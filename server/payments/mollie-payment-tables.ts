import type { DatabaseSync } from "node:sqlite";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { type Cents, cents } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { writeAuditEntry } from "#server/store/audit-entry.ts";
import type { StoreConnection } from "#server/store/database.ts";
import type { PaymentState } from "./payment-gateway.ts";
import { accountOf, type InvoiceAccount, isRecorded, openOf, recordMovement } from "./ledger.ts";
import { settleExcess } from "./settlement.ts";

/** An invoice as its "Pay now" page needs it: the document, what is open, a payment under way. */
export interface PayableInvoice {
  document: InvoiceAccount;
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

/** What applying a payment's state did (its log line is written with it, in the store). */
export interface AppliedState {
  outcome: "unknown" | "ignored" | "unchanged" | "recorded" | "listed" | "reopened";
  invoiceNumber?: string;
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

/**
 * Paying invoices online (migration 0008), in the store's process: each method one
 * transaction, so a webhook called twice at once, or in any order, or the return page beside
 * it, records its money once (the ledger's unique reference).
 */
export function openMolliePaymentTables(
  connection: Pick<StoreConnection, "database" | "transaction">,
) {
  const { database: db, transaction } = connection;

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
      const document = accountOf(db, Number(row.id)) as InvoiceAccount;
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
        open: openOf(document),
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
     * A payment's state as Mollie gives it now, applied once, logged by `actor` in the same
     * transaction: money is recorded only for a payment we made, for its invoice; what it paid
     * beyond what the invoice asks is set off or owed back at once (settlement.ts).
     */
    applyPaymentState(
      state: PaymentState,
      isLive: boolean,
      actor: string,
      at: string,
    ): AppliedState {
      return transaction(() => applyState(db, state, isLive, actor, at));
    },

    /** The owner settled a listed payment (refunded it in Mollie, or marked the invoice paid), logged. */
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
  state: PaymentState,
  isLive: boolean,
  actor: string,
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
  const document = accountOf(db, Number(ours.invoiceId)) as InvoiceAccount;
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
  const reference = { kind: "mollie-payment", value: id } as const;
  let applied: AppliedState = { outcome: "unchanged", invoiceNumber: number };
  if (!isRecorded(db, reference)) {
    if (state.invoiceNumber !== number) {
      return listed(
        db,
        state,
        document,
        `made for ${state.invoiceNumber}, not ${number}`,
        actor,
        at,
      );
    }
    // Real money for this invoice, by a reference of its own: recorded, whatever is open.
    const entry = recordMovement(db, {
      invoiceId: document.id,
      direction: "in",
      kind: "payment",
      method: "mollie",
      amount: state.amountCents,
      reference,
      paidOn: state.paidOn,
      at,
      by: actor,
      note: id,
      log: {
        action: "payment",
        detail: `invoice ${number}: ${euro(state.amountCents)} paid through Mollie on ${state.paidOn} (payment ${id})`,
      },
    });
    if (entry !== undefined) {
      applied = { outcome: "recorded", invoiceNumber: number };
      // Paid beyond what it asks (paid twice, or credited meanwhile): set off, or owed back.
      settleExcess(db, document.id, {
        at,
        by: actor,
        receivedOn: state.paidOn,
        reason: `payment ${id} beyond what invoice ${number} asks`,
      });
    }
  }
  if (state.state === "charged-back") {
    // Only money we recorded is taken back: the invoice is open again for it.
    const paid = db
      .prepare(
        "SELECT id, amount_cents AS amount FROM ledger_entries WHERE reference_kind = 'mollie-payment' AND reference = ? AND direction = 'in'",
      )
      .get(id) as { id: number; amount: number } | undefined;
    if (!paid) return applied;
    const taken = cents(Math.min(state.chargedBackCents, Number(paid.amount)));
    const entry = recordMovement(db, {
      invoiceId: document.id,
      direction: "out",
      kind: "chargeback",
      method: "mollie",
      amount: taken,
      reference: { kind: "mollie-chargeback", value: id },
      paidOn: todayInAmsterdam(new Date(at)),
      at,
      by: actor,
      relatedEntryId: Number(paid.id),
      note: id,
      log: {
        action: "chargeback",
        detail: `invoice ${number}: ${euro(taken)} charged back by the buyer's bank (payment ${id}); open again`,
      },
    });
    if (entry !== undefined) return { outcome: "reopened", invoiceNumber: number };
  }
  return applied;
}

/** A payment the owner must look at (made for another invoice's number): listed once, logged. */
function listed(
  db: DatabaseSync,
  state: Extract<PaymentState, { amountCents: Cents }>,
  document: InvoiceAccount,
  reason: string,
  actor: string,
  at: string,
): AppliedState {
  const changes = db
    .prepare(
      "INSERT OR IGNORE INTO payment_questions (payment_id, invoice_id, amount, reason, created_at) VALUES (?, ?, ?, ?, ?)",
    )
    .run(state.paymentId, document.id, state.amountCents, reason, at).changes;
  if (changes !== 1) return { outcome: "unchanged", invoiceNumber: document.number };
  writeAuditEntry(db, {
    at,
    actor,
    action: "payment listed",
    detail: `payment ${state.paymentId} for invoice ${document.number}: ${reason}; listed for the owner`,
  });
  return { outcome: "listed", invoiceNumber: document.number };
}

/** "€1,234.56", for the log (English, as the back office). */
function euro(amount: number): string {
  return formatMoney(cents(amount), "en");
}

export type MolliePaymentTables = ReturnType<typeof openMolliePaymentTables>;
