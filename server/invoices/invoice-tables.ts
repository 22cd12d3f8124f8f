import type { StoreConnection, StoreMethods, StoreTables } from "#server/store/database.ts";
import { openMailQueue } from "#server/store/mail-queue.ts";
import {
  asDocument,
  documentFields,
  openInvoiceLedger,
  type StoredDocument,
} from "./invoice-ledger.ts";
import { openReminderTables } from "./reminder-tables.ts";
import { openStatementTables } from "./statement-tables.ts";
import { openPaymentTables } from "./payment-tables.ts";
import type { Cents } from "#src/money/money.ts";

/** A document's rendered files, as stored once. */
export interface InvoiceFiles {
  number: string;
  kind: StoredDocument["kind"];
  pdf: Uint8Array | null;
  ubl: Uint8Array | null;
}

/** A payment, refund or "paid by hand" on a document. */
export interface InvoicePayment {
  id: number;
  invoiceId: number;
  kind: "payment" | "refund";
  amount: Cents;
  paidOn: string;
  method: string;
  note: string | null;
  recordedAt: string;
  recordedBy: string;
}

/** An invoice mail the outbox has claimed: the document, its buyer's address and language. */
export interface InvoiceMailJob {
  id: number;
  attempts: number;
  leaseUntil: string;
  /** The snapshot as JSON: the mail is written from it alone. */
  snapshot: string;
}

/**
 * The invoices' methods for the server (the back office's Invoices page, the
 * renderer that stores each document's PDF and UBL once, the invoice mails'
 * outbox), in the store's process; issuing is the Runs tables' (inside their
 * transactions, through invoice-ledger.ts).
 */
export function openInvoiceTables(connection: StoreConnection) {
  const { database: db, transaction } = connection;
  const ledger = openInvoiceLedger(db);
  const mails = openMailQueue<InvoiceMailJob>(connection, {
    table: "invoices",
    returning: "snapshot",
  });
  return {
    // The bank's statement and the reminders (migration 0007): on every store the invoices are on.
    ...openStatementTables(connection),
    ...openReminderTables(connection),
    // Paying online and refunds (payment-tables.ts) go wherever the invoices go.
    ...openPaymentTables(connection),
    /** Every document issued from `from` to `to` (YYYY-MM-DD, both included), in number order. */
    invoiceList(from: string, to: string): StoredDocument[] {
      return db
        .prepare(
          `SELECT ${documentFields} FROM invoices i WHERE i.issue_date BETWEEN ? AND ? ORDER BY i.year, i.sequence`,
        )
        .all(from, to)
        .map(asDocument);
    },
    invoiceDocument(id: number): StoredDocument | null {
      return ledger.documentById(id) ?? null;
    },
    /** The documents of the enrolments named, for their roster. */
    invoicesOfEnrolments(ids: number[]): StoredDocument[] {
      return ids.flatMap((id) => ledger.documentsOf(id));
    },
    invoiceSnapshot(id: number): string | null {
      const row = db.prepare("SELECT snapshot FROM invoices WHERE id = ?").get(id) as
        | { snapshot: string }
        | undefined;
      return row?.snapshot ?? null;
    },
    invoiceFiles(id: number): InvoiceFiles | null {
      const row = db.prepare("SELECT number, kind, pdf, ubl FROM invoices WHERE id = ?").get(id) as
        | InvoiceFiles
        | undefined;
      return row ? { ...row } : null;
    },
    /** Documents issued but not yet rendered (a server stopped in between renders them at start). */
    unrenderedInvoices(): number[] {
      return db
        .prepare("SELECT id FROM invoices WHERE pdf IS NULL ORDER BY id")
        .all()
        .map((row) => Number((row as { id: number }).id));
    },
    /**
     * Stores a document's files, once: a second renderer (or a retry) finds
     * them there and changes nothing. Returns whether these were stored.
     */
    storeInvoiceFiles(id: number, pdf: Uint8Array, ubl: Uint8Array | null, at: string): boolean {
      return transaction(
        () =>
          db
            .prepare(
              "UPDATE invoices SET pdf = ?, ubl = ?, rendered_at = ? WHERE id = ? AND pdf IS NULL",
            )
            .run(pdf, ubl, at, id).changes === 1,
      );
    },
    invoicePayments(id: number): InvoicePayment[] {
      return db
        .prepare(
          `SELECT id, invoice_id AS invoiceId, kind, amount, paid_on AS paidOn, method, note,
             recorded_at AS recordedAt, recorded_by AS recordedBy
           FROM invoice_payments WHERE invoice_id = ? ORDER BY paid_on, id`,
        )
        .all(id)
        .map((row) => ({ ...(row as unknown as InvoicePayment) }));
    },
    /**
     * Marks an invoice paid by hand on `paidOn`: a payment of what is still
     * open on it. Refused (false) for a credit note, an unknown one, or one
     * with nothing left to pay.
     */
    markInvoicePaid(id: number, paidOn: string, by: string, at: string, note?: string): boolean {
      return transaction(() => {
        const document = ledger.documentById(id);
        if (document?.kind !== "invoice") return false;
        const open = document.inclVat - document.credited - document.paid;
        if (open <= 0) return false;
        db.prepare(
          "INSERT INTO invoice_payments (invoice_id, kind, amount, paid_on, method, note, recorded_at, recorded_by) VALUES (?, 'payment', ?, ?, 'by-hand', ?, ?, ?)",
        ).run(id, open, paidOn, note ?? null, at, by);
        return true;
      });
    },

    // The invoice mails' queue (server/store/mail-queue.ts): each claimed with its snapshot.
    claimDueInvoiceMails: mails.claim,
    renewInvoiceMailLease: mails.renew,
    markInvoiceMailSent: mails.sent,
    markInvoiceMailFailed: mails.failed,
    pendingInvoiceMailCount: mails.pendingCount,
  };
}

export type InvoiceTables = ReturnType<typeof openInvoiceTables>;

/**
 * For the store's process: the invoices' methods, with the statement's, the
 * reminders' and the payments'. Handed to the store on its own, beside the
 * Runs tables that issue the documents.
 */
export function openTables(connection: StoreConnection) {
  return { methods: openInvoiceTables(connection) } satisfies StoreTables;
}

/** What the server calls (invoice-store.ts, statement-store.ts, reminder-store.ts, online-payments.ts). */
export type InvoiceMethods = StoreMethods<typeof openTables>;
