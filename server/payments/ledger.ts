import type { DatabaseSync, StatementSync } from "node:sqlite";
import {
  asDocument,
  documentFields,
  type StoredDocument,
} from "#server/invoices/invoice-ledger.ts";
import { writeAuditEntry } from "#server/store/audit-entry.ts";
import { type Cents, cents } from "#src/money/money.ts";

/**
 * The one ledger (migration 0011, docs/decisions/0025-one-ledger.md): every movement of money
 * on an invoice is one row of `ledger_entries`, and `recordMovement` is the only statement
 * that inserts one (tests/unit/payments/ledger-writers.test.ts holds the code to that). It runs
 * in the store's process inside the caller's transaction and writes the back office's log line
 * in that same transaction: a change is never logged without being made, nor the reverse.
 *
 * A row says which way the money moved for its invoice: `in` pays it (a payment, a set-off
 * onto it, a refund the provider failed taken back), `out` takes money off it (a refund, a
 * set-off to another invoice, a transfer reversed by the bank, a chargeback). A provider's or
 * bank's reference sits in its own column; the unique index on (kind of reference, reference,
 * direction) records it once, whichever way it comes (webhook, return page, statement).
 */

export type LedgerDirection = "in" | "out";
export type LedgerKind = "payment" | "refund" | "set-off" | "reversal" | "chargeback";
export type LedgerMethod = "mollie" | "transfer" | "by-hand" | "set-off";
export type ReferenceKind =
  | "mollie-payment"
  | "mollie-refund"
  | "mollie-chargeback"
  | "bank-entry"
  | "set-off"
  | "refund";

export interface Movement {
  invoiceId: number;
  direction: LedgerDirection;
  kind: LedgerKind;
  method: LedgerMethod;
  amount: Cents;
  reference?: { kind: ReferenceKind; value: string };
  /** YYYY-MM-DD, Amsterdam: the day the money moved. */
  paidOn: string;
  /** When it was recorded (ISO) and by whom: an account's e-mail, a job, "Mollie". */
  at: string;
  by: string;
  note?: string;
  relatedEntryId?: number;
  payer?: { name?: string | null; iban?: string | null };
  /** The back office's log line (its actor is `by`); a set-off's second half needs none. */
  log?: { action: string; detail: string };
}

export interface LedgerEntry {
  id: number;
  invoiceId: number;
  direction: LedgerDirection;
  kind: LedgerKind;
  method: LedgerMethod;
  amount: Cents;
  referenceKind: ReferenceKind | null;
  reference: string | null;
  paidOn: string;
  recordedAt: string;
  recordedBy: string;
  note: string | null;
  relatedEntryId: number | null;
  payerName: string | null;
  payerIban: string | null;
}

/**
 * Records one movement, inside the caller's transaction, with its log line. Returns its id,
 * or undefined when its reference was recorded before (nothing is written then, no line either).
 */
export function recordMovement(db: DatabaseSync, movement: Movement): number | undefined {
  if (!db.isTransaction) throw new Error("Money is recorded inside the store's transaction");
  const row = prepared(
    db,
    `INSERT INTO ledger_entries (invoice_id, direction, kind, method, amount_cents, reference_kind, reference,
       paid_on, recorded_at, recorded_by, note, related_entry_id, payer_name, payer_iban)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id`,
  ).get(
    movement.invoiceId,
    movement.direction,
    movement.kind,
    movement.method,
    movement.amount,
    movement.reference?.kind ?? null,
    movement.reference?.value ?? null,
    movement.paidOn,
    movement.at,
    movement.by,
    movement.note ?? null,
    movement.relatedEntryId ?? null,
    movement.payer?.name ?? null,
    movement.payer?.iban ?? null,
  ) as { id: number } | undefined;
  if (!row) return undefined;
  if (movement.log) writeAuditEntry(db, { at: movement.at, actor: movement.by, ...movement.log });
  return Number(row.id);
}

/** Statements prepared once per connection: a statement's upload records thousands of rows. */
const statements = new WeakMap<DatabaseSync, Map<string, StatementSync>>();
function prepared(db: DatabaseSync, sql: string): StatementSync {
  const cache = statements.get(db) ?? new Map<string, StatementSync>();
  statements.set(db, cache);
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}

/** Whether a reference was recorded already (in that direction). */
export function isRecorded(
  db: DatabaseSync,
  reference: { kind: ReferenceKind; value: string },
  direction: LedgerDirection = "in",
): boolean {
  return (
    db
      .prepare(
        "SELECT 1 FROM ledger_entries WHERE reference_kind = ? AND reference = ? AND direction = ?",
      )
      .get(reference.kind, reference.value, direction) !== undefined
  );
}

/** Money in less money out on the invoice of alias `i`, in cents (SQL). */
export const paidSql = `(SELECT coalesce(sum(CASE e.direction WHEN 'in' THEN e.amount_cents ELSE -e.amount_cents END), 0)
  FROM ledger_entries e WHERE e.invoice_id = i.id)`;

/** Refunds owed on it that have not left yet (none written to the ledger), in cents (SQL). */
export const refundOwedSql = `(SELECT coalesce(sum(r.amount_cents), 0) FROM refunds r
  WHERE r.invoice_id = i.id AND r.state IN ('pending', 'sending', 'failed', 'to-transfer'))`;

/** What is still to be paid on the invoice of alias `i`, in cents, negative when paid beyond (SQL). */
export const openSql = `(CASE i.kind WHEN 'invoice' THEN i.incl_vat
  - (SELECT coalesce(sum(c.incl_vat), 0) FROM invoices c WHERE c.refers_to = i.id) - ${paidSql} ELSE 0 END)`;

/** An invoice or credit note with the money on it: what the Invoices page, the roster and the pay page show. */
export interface InvoiceAccount extends StoredDocument {
  /** Money in less money out, in cents. */
  paid: Cents;
  /** The day of its latest payment, if any. */
  paidOn: string | null;
  /** Refunds owed on it that have not left yet, in cents. */
  refundDue: Cents;
  /** An invoice's secret for its "Pay now" link (migration 0008); null for a credit note. */
  payToken: string | null;
}

export const accountFields = `${documentFields}, ${paidSql} AS paid,
  (SELECT max(e.paid_on) FROM ledger_entries e WHERE e.invoice_id = i.id AND e.kind = 'payment') AS paidOn,
  ${refundOwedSql} AS refundDue,
  (SELECT t.token FROM invoice_pay_tokens t WHERE t.invoice_id = i.id) AS payToken`;

export function asAccount(row: unknown): InvoiceAccount {
  const document = asDocument(row) as InvoiceAccount;
  return {
    ...document,
    paid: cents(Number(document.paid)),
    refundDue: cents(Number(document.refundDue)),
  };
}

export function accountOf(db: DatabaseSync, id: number): InvoiceAccount | undefined {
  const row = db.prepare(`SELECT ${accountFields} FROM invoices i WHERE i.id = ?`).get(id);
  return row ? asAccount(row) : undefined;
}

/** What an invoice still asks, in cents, never below nil: its total less its credit notes and what was paid. */
export function openOf(
  account: Pick<InvoiceAccount, "kind" | "inclVat" | "credited" | "paid">,
): Cents {
  return cents(
    account.kind === "invoice" ? Math.max(account.inclVat - account.credited - account.paid, 0) : 0,
  );
}

/**
 * Paid on an invoice beyond what it still asks (after its credit notes), less what is already
 * owed back and has not left: the money a set-off or a new refund may take, in cents.
 */
export function excessOf(
  account: Pick<InvoiceAccount, "kind" | "inclVat" | "credited" | "paid" | "refundDue">,
): Cents {
  if (account.kind !== "invoice") return cents(0);
  const asks = Math.max(account.inclVat - account.credited, 0);
  return cents(Math.max(account.paid - asks - account.refundDue, 0));
}

export function ledgerEntriesOf(db: DatabaseSync, invoiceId: number): LedgerEntry[] {
  return db
    .prepare(
      `SELECT id, invoice_id AS invoiceId, direction, kind, method, amount_cents AS amount,
         reference_kind AS referenceKind, reference, paid_on AS paidOn, recorded_at AS recordedAt,
         recorded_by AS recordedBy, note, related_entry_id AS relatedEntryId,
         payer_name AS payerName, payer_iban AS payerIban
       FROM ledger_entries WHERE invoice_id = ? ORDER BY paid_on, id`,
    )
    .all(invoiceId)
    .map((row) => ({
      ...(row as unknown as LedgerEntry),
      id: Number(row.id),
      invoiceId: Number(row.invoiceId),
      amount: cents(Number(row.amount)),
      relatedEntryId: row.relatedEntryId === null ? null : Number(row.relatedEntryId),
    }));
}
