import type { StoreConnection, StoreMethods, StoreTables } from "#server/store/database.ts";
import { openMailQueue } from "#server/store/mail-queue.ts";
import {
  asDocument,
  documentFields,
  openInvoiceLedger,
  type StoredDocument,
} from "./invoice-ledger.ts";

/** A document's rendered files, as stored once. */
export interface InvoiceFiles {
  number: string;
  kind: StoredDocument["kind"];
  pdf: Uint8Array | null;
  ubl: Uint8Array | null;
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
 * The documents' methods for the server (the renderer that stores each
 * document's PDF and UBL once, the invoice mails' outbox, the documents of an
 * enrolment), in the store's process; issuing is the Runs tables' (inside
 * their transactions, through invoice-ledger.ts). Money paid on them is the
 * payments' (server/payments/payment-tables.ts), which may read these.
 */
export function openInvoiceTables(connection: StoreConnection) {
  const { database: db, transaction } = connection;
  const ledger = openInvoiceLedger(db);
  const mails = openMailQueue<InvoiceMailJob>(connection, {
    table: "invoices",
    returning: "snapshot",
  });
  return {
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
 * For the store's process: the documents' methods. Handed to the store on its
 * own, beside the Runs tables that issue the documents and the payments'
 * tables that book money on them.
 */
export function openTables(connection: StoreConnection) {
  return { methods: openInvoiceTables(connection) } satisfies StoreTables;
}

/** What the server calls (invoice-store.ts). */
export type InvoiceMethods = StoreMethods<typeof openTables>;
