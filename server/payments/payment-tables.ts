import type { StoreConnection, StoreMethods, StoreTables } from "#server/store/database.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { formatMoney } from "#src/money/format-money.ts";
import type { CreditNoteMoney } from "#server/mail/invoice-mails.ts";
import {
  accountFields,
  accountOf,
  asAccount,
  type InvoiceAccount,
  type LedgerEntry,
  ledgerEntriesOf,
  openOf,
  recordMovement,
} from "./ledger.ts";
import { openMolliePaymentTables } from "./mollie-payment-tables.ts";
import { openRefundTables } from "./refund-tables.ts";
import { openReminderTables } from "./reminder-tables.ts";
import { creditNoteMoney } from "./settlement.ts";
import { openStatementTables } from "./statement-tables.ts";

/** Why "mark paid" was refused. */
export type MarkPaidRefusal = "not-open" | "before-issue" | "future";

/**
 * The money on the invoices, in the store's process (migration 0011's ledger and refunds, 0008's
 * online payments, 0007's statement and reminders): every method's change is one transaction
 * with its log line. A table module of its own, handed to the store beside the documents'
 * (server/invoices/invoice-tables.ts), whose rows it reads and never changes.
 */
export function openPaymentTables(connection: StoreConnection) {
  const { database: db, transaction } = connection;
  return {
    ...openStatementTables(connection),
    ...openReminderTables(connection),
    ...openMolliePaymentTables(connection),
    ...openRefundTables(connection),

    /** Every document issued from `from` to `to` (YYYY-MM-DD, both included), with its money, in number order. */
    invoiceAccounts(from: string, to: string): InvoiceAccount[] {
      return db
        .prepare(
          `SELECT ${accountFields} FROM invoices i WHERE i.issue_date BETWEEN ? AND ? ORDER BY i.year, i.sequence`,
        )
        .all(from, to)
        .map(asAccount);
    },
    invoiceAccount(id: number): InvoiceAccount | null {
      return accountOf(db, id) ?? null;
    },
    /** The documents of the enrolments named, with their money, for their roster. */
    accountsOfEnrolments(ids: number[]): InvoiceAccount[] {
      const of = db.prepare(
        `SELECT ${accountFields} FROM invoices i WHERE i.enquiry_id = ? AND i.quote_id IS NULL
         ORDER BY i.year, i.sequence`,
      );
      return ids.flatMap((id) => of.all(id).map(asAccount));
    },
    /** Every movement of money on an invoice, by day. */
    ledgerEntries(invoiceId: number): LedgerEntry[] {
      return ledgerEntriesOf(db, invoiceId);
    },
    /** An invoice's secret for its "Pay now" link, if it is an invoice with one. */
    payToken(invoiceId: number): string | null {
      const row = db
        .prepare("SELECT token FROM invoice_pay_tokens WHERE invoice_id = ?")
        .get(invoiceId) as { token: string } | undefined;
      return row?.token ?? null;
    },
    /** What a credit note did to the money (set off, refunded by when), for its mail. */
    creditNoteMoney(creditNoteId: number): CreditNoteMoney {
      return creditNoteMoney(db, creditNoteId);
    },

    /**
     * Marks an invoice paid by hand on `paidOn` (YYYY-MM-DD): a payment of what is still open
     * on it, logged by `by` in the same transaction. Refused for a credit note, an unknown one,
     * one with nothing left to pay, or a day before the invoice's date or after today.
     */
    markInvoicePaid(
      id: number,
      paidOn: string,
      by: string,
      at: string,
    ): { paid: InvoiceAccount } | { refused: MarkPaidRefusal } {
      return transaction(() => {
        const account = accountOf(db, id);
        if (account?.kind !== "invoice") return { refused: "not-open" };
        if (paidOn < account.issueDate) return { refused: "before-issue" };
        if (paidOn > todayInAmsterdam(new Date(at))) return { refused: "future" };
        const open = openOf(account);
        if (open <= 0) return { refused: "not-open" };
        recordMovement(db, {
          invoiceId: id,
          direction: "in",
          kind: "payment",
          method: "by-hand",
          amount: open,
          paidOn,
          at,
          by,
          log: {
            action: "mark paid",
            detail: `invoice ${account.number}: ${formatMoney(open, "en")} paid on ${paidOn}, by hand`,
          },
        });
        return { paid: accountOf(db, id) as InvoiceAccount };
      });
    },
  };
}

export type PaymentTables = ReturnType<typeof openPaymentTables>;

/** For the store's process: the money's methods, handed to the store on their own. */
export function openTables(connection: StoreConnection) {
  return { methods: openPaymentTables(connection) } satisfies StoreTables;
}

/** What the server calls (payment-store.ts, statement-store.ts, reminder-store.ts, online-payments.ts, refund-worker.ts). */
export type PaymentMethods = StoreMethods<typeof openTables>;
