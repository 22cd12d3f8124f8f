import type { Language } from "#src/i18n/languages.ts";
import type { InvoiceMailMoney } from "#server/invoices/invoice-store.ts";
import type { Store } from "#server/store/store.ts";
import { tablesOf } from "#server/store/tables-of.ts";
import type { InvoiceAccount, LedgerEntry } from "./ledger.ts";
import type { PaymentQuestion } from "./mollie-payment-tables.ts";
import type { MarkPaidRefusal, PaymentMethods } from "./payment-tables.ts";
import type { RefundLine } from "./refund-tables.ts";

/** The payments' table module, as the store's process imports it (server/store/store.ts). */
export const paymentTables = new URL("./payment-tables.ts", import.meta.url).href;

/** The money on the invoices as the server sees it (payment-tables.ts, each call in the store's process). */
export function paymentStore(store: Pick<Store, "call">) {
  const tables = tablesOf<PaymentMethods>(store);
  return {
    invoiceAccounts(from: string, to: string): Promise<InvoiceAccount[]> {
      return tables.invoiceAccounts(from, to);
    },
    invoiceAccount(id: number): Promise<InvoiceAccount | undefined> {
      return tables.invoiceAccount(id);
    },
    accountsOfEnrolments(ids: number[]): Promise<InvoiceAccount[]> {
      return tables.accountsOfEnrolments(ids);
    },
    ledgerEntries(id: number): Promise<LedgerEntry[]> {
      return tables.ledgerEntries(id);
    },
    /** Marked paid by hand, logged with it; or why not. */
    markInvoicePaid(
      id: number,
      paidOn: string,
      by: string,
      at: Date,
    ): Promise<{ paid: InvoiceAccount } | { refused: MarkPaidRefusal }> {
      return tables.markInvoicePaid(id, paidOn, by, at.toISOString());
    },
  };
}

export type PaymentStore = ReturnType<typeof paymentStore>;

/**
 * The refunds and the payments listed for the owner, as the Invoices page shows them and the
 * owner decides them (every decision a POST, logged in its transaction). Nothing here asks
 * Mollie: the refund worker does (refund-worker.ts).
 */
export function refundStore(store: Pick<Store, "call">) {
  const tables = tablesOf<PaymentMethods>(store);
  return {
    refundList: (since: string): Promise<RefundLine[]> => tables.refundList(since),
    paymentQuestions: (): Promise<PaymentQuestion[]> => tables.paymentQuestions(),
    resolvePaymentQuestion: (id: number, by: string, at: Date): Promise<PaymentQuestion | null> =>
      tables.resolvePaymentQuestion(id, by, at.toISOString()).then((question) => question ?? null),
    markRefundTransferred: (id: number, doneOn: string, by: string, at: Date) =>
      tables.markRefundTransferred(id, doneOn, by, at.toISOString()).then((line) => line ?? null),
    retryRefund: (id: number, by: string, at: Date) =>
      tables.retryRefund(id, by, at.toISOString()).then((line) => line ?? null),
    switchRefundToTransfer: (id: number, by: string, at: Date) =>
      tables.switchRefundToTransfer(id, by, at.toISOString()).then((line) => line ?? null),
  };
}

export type RefundStore = ReturnType<typeof refundStore>;

/**
 * What an invoice mail needs of the payments (server/invoices/invoice-store.ts's port): its
 * "Pay now" page, when paying online is on (`payUrl` from the language and the secret), and
 * what a credit note did to the money.
 */
export function invoiceMailMoney(
  store: Pick<Store, "call">,
  payUrl?: (language: Language, token: string) => string,
): InvoiceMailMoney {
  const tables = tablesOf<PaymentMethods>(store);
  return {
    ...(payUrl && {
      payUrl: async (documentId: number, language: Language) => {
        const token = await tables.payToken(documentId);
        return token ? payUrl(language, token) : undefined;
      },
    }),
    creditNoteMoney: (creditNoteId: number) => tables.creditNoteMoney(creditNoteId),
  };
}
