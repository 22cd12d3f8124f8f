import type { OutboxStore } from "#server/mail/outbox.ts";
import type { Store } from "#server/store/store.ts";
import { tablesOf } from "#server/store/tables-of.ts";
import type { StoredDocument } from "#server/invoices/invoice-ledger.ts";
import type {
  DueQuoteInvoice,
  QuoteBilling,
  QuoteIssueOutcome,
  QuoteIssuing,
} from "./quote-billing-tables.ts";
import type { QuoteDraft } from "./quote-draft.ts";
import type { WorkEntry } from "./quote-work.ts";
import { parseQuoteSnapshot } from "./quote-snapshot.ts";
import type { QuoteMethods } from "./quote-tables.ts";
import type {
  AnswerOutcome,
  QuoteAnswerInput,
  QuoteLookup,
  QuoteMailJob,
  QuoteSending,
  SaveOutcome,
  SendOutcome,
  StoredQuote,
} from "./quote-types.ts";

/** The quote tables, as the module the store's process imports (server/store/store.ts). */
export const quoteTables = new URL("./quote-tables.ts", import.meta.url).href;

/**
 * The quote tables as the server sees them (quote-tables.ts, each call in the
 * store's process), and the one thing done here rather than there: a sent
 * version's PDF, rendered in this process and stored once with its SHA-256.
 */
export function quoteStore(store: Pick<Store, "call">) {
  const tables = tablesOf<QuoteMethods>(store);
  const outbox: OutboxStore<QuoteMailJob> = {
    claimDueMails(now, leaseMs, limit = 1) {
      const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
      return tables.claimDueQuoteMails(now.toISOString(), leaseUntil, limit);
    },
    renewMailLease(id, heldUntil, leaseUntil) {
      return tables.renewQuoteMailLease(id, heldUntil, leaseUntil.toISOString());
    },
    async markMailSent(id, at = new Date()) {
      await tables.markQuoteMailSent(id, at.toISOString());
    },
    async markMailFailed(id, nextAttemptAt) {
      await tables.markQuoteMailFailed(id, nextAttemptAt.toISOString());
    },
    pendingMailCount() {
      return tables.pendingQuoteMailCount();
    },
  };

  return {
    createQuote(input: {
      draft: QuoteDraft;
      enquiryId?: number;
      copiedFrom?: number;
      at: string;
      by: string;
    }): Promise<number> {
      return tables.createQuote(input);
    },
    saveQuoteDraft(input: {
      id: number;
      revision: number;
      draft: QuoteDraft;
      at: string;
    }): Promise<SaveOutcome> {
      return tables.saveQuoteDraft(input);
    },
    sendQuote(input: QuoteSending): Promise<SendOutcome> {
      return tables.sendQuote(input);
    },
    quoteById(id: number): Promise<StoredQuote | undefined> {
      return tables.quoteById(id);
    },
    quoteList(): Promise<StoredQuote[]> {
      return tables.quoteList();
    },
    latestQuoteSnapshot(quoteId: number): Promise<string | undefined> {
      return tables.latestQuoteSnapshot(quoteId);
    },
    quoteVersionPdf(quoteId: number, version: number) {
      return tables.quoteVersionPdf(quoteId, version);
    },
    /** What a quote's link shows at `at`; changes nothing. */
    quoteLookup(token: string, at: string): Promise<QuoteLookup> {
      return tables.quoteLookup(token, at);
    },
    /** A link's PDF as sent (none once replaced). */
    quoteLinkPdf(token: string): Promise<{ pdf: Uint8Array; snapshot: string } | undefined> {
      return tables.quoteLinkPdf(token);
    },
    answerQuote(input: {
      token: string;
      answer: QuoteAnswerInput;
      at: string;
      isMailing: boolean;
    }): Promise<AnswerOutcome> {
      return tables.answerQuote(input);
    },
    queueQuoteReminders(input: { today: string; lastDay: string; at: string }): Promise<number> {
      return tables.queueQuoteReminders(input);
    },
    // Invoicing accepted quotes (quote-billing-tables.ts).
    dueQuoteInvoices(today: string): Promise<DueQuoteInvoice[]> {
      return tables.dueQuoteInvoices(today);
    },
    issueQuoteInvoice(
      due: Omit<DueQuoteInvoice, "snapshot">,
      input: QuoteIssuing,
    ): Promise<QuoteIssueOutcome> {
      return tables.issueQuoteInvoice(due, input);
    },
    quoteBillings(quoteId: number): Promise<QuoteBilling[]> {
      return tables.quoteBillings(quoteId);
    },
    quoteDocuments(quoteId: number): Promise<StoredDocument[]> {
      return tables.quoteDocuments(quoteId);
    },
    invoiceMilestoneNow(quoteId: number, position: number, today: string): Promise<boolean> {
      return tables.invoiceMilestoneNow(quoteId, position, today);
    },
    quoteWork(quoteId: number): Promise<WorkEntry[]> {
      return tables.quoteWork(quoteId);
    },
    recordQuoteWork(
      input: Parameters<QuoteMethods["recordQuoteWork"]>[0],
    ): Promise<{ recorded: number } | { problems: string[]; isOver?: boolean }> {
      return tables.recordQuoteWork(input);
    },
    creditQuoteInvoice(
      input: Parameters<QuoteMethods["creditQuoteInvoice"]>[0],
    ): Promise<QuoteIssueOutcome> {
      return tables.creditQuoteInvoice(input);
    },

    /**
     * Every sent version without its PDF, rendered here (never in the store's
     * process) and stored once: after a sending, and at start-up for one a
     * stop left. The renderer loads at the first quote, not at every start.
     */
    async renderQuotes(): Promise<number> {
      const versions = await tables.unrenderedQuoteVersions();
      if (versions.length === 0) return 0;
      const { pdfSha256, renderQuotePdf } = await import("./render-quote-pdf.ts");
      let stored = 0;
      for (const version of versions) {
        const pdf = await renderQuotePdf(parseQuoteSnapshot(JSON.parse(version.snapshot)));
        const at = new Date().toISOString();
        if (await tables.storeQuotePdf(version.id, pdf, pdfSha256(pdf), at)) stored++;
      }
      return stored;
    },

    outbox,
  };
}

export type QuoteStore = ReturnType<typeof quoteStore>;
