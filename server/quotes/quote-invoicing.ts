import { normaliseVatId } from "#src/forms/vat-id.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import type { StoredDocument } from "#server/invoices/invoice-ledger.ts";
import type { Seller, VatIdCheck } from "#server/invoices/invoice-snapshot.ts";
import type { VatIdChecker } from "#server/invoices/vat-id-checker.ts";
import type { VatIdAnswer } from "#server/invoices/vies-client.ts";
import { type Clock, type DailyJob, systemClock } from "#server/schedule/daily-jobs.ts";
import type { QuoteSnapshot } from "./quote-snapshot.ts";
import { parseQuoteSnapshot } from "./quote-snapshot.ts";
import type { QuoteStore } from "./quote-store.ts";

/** What invoicing quotes needs of the live release and the server. */
export interface QuoteInvoicing {
  quotes: Pick<QuoteStore, "dueQuoteInvoices" | "issueQuoteInvoice">;
  /** Our details and the invoices' prefix from the live release's company file; undefined: none yet. */
  invoicing: () => { seller: Seller; numberPrefix?: string } | undefined;
  /** VIES, asked by the server (never the store) before a reverse charge. */
  vatIds?: VatIdChecker;
  isMailing: boolean;
  /** After issuing: render the documents and wake the invoices' outbox. */
  onIssued: (documents: StoredDocument[]) => Promise<void> | void;
}

/** The buyer's VAT ID VIES must confirm: where a line of the quote is reverse charged (AE). */
export function quoteVatIdToCheck(snapshot: QuoteSnapshot): string | undefined {
  return snapshot.lines.some((line) => line.vatCategory === "AE")
    ? snapshot.buyer.vatId
    : undefined;
}

/** VIES's answer as an invoice keeps it (its snapshot's `vatIdCheck`). */
export function vatIdCheckOf(answer: VatIdAnswer): VatIdCheck {
  return {
    vatId: answer.vatId,
    checkedAt: answer.checkedAt,
    outcome: answer.outcome,
    ...(answer.outcome === "valid" &&
      answer.consultationNumber && { consultationNumber: answer.consultationNumber }),
  };
}

/**
 * Issues every invoice from accepted quotes that is due by `at` (in
 * Amsterdam): right after an acceptance commits, when the owner presses
 * "Invoice now", and every night (so one missed by a stop is issued then).
 * Each is its own transaction in the store; VIES is asked here first where a
 * line is reverse charged. Returns what was issued and the problems of what
 * was not (kept on the quote's page and tried again).
 */
export async function invoiceDueQuotes(
  options: QuoteInvoicing,
  at: Date = new Date(),
): Promise<{ issued: StoredDocument[]; problems: string[] }> {
  const context = options.invoicing();
  const today = todayInAmsterdam(at);
  const due = await options.quotes.dueQuoteInvoices(today);
  if (due.length === 0) return { issued: [], problems: [] };
  if (!context) {
    return {
      issued: [],
      problems: ["The live release has no invoicing details (company file): nothing is invoiced."],
    };
  }
  const issued: StoredDocument[] = [];
  const problems: string[] = [];
  for (const item of due) {
    const vatId = quoteVatIdToCheck(parseQuoteSnapshot(JSON.parse(item.snapshot)));
    const answer =
      vatId && options.vatIds
        ? await options.vatIds.check(vatId, normaliseVatId(context.seller.vatId))
        : undefined;
    const outcome = await options.quotes.issueQuoteInvoice(
      {
        quoteId: item.quoteId,
        ...(item.billingId !== undefined && { billingId: item.billingId }),
        ...(item.month !== undefined && { month: item.month }),
      },
      {
        at: at.toISOString(),
        seller: context.seller,
        ...(context.numberPrefix && { prefix: context.numberPrefix }),
        isMailing: options.isMailing,
        ...(vatId && answer && { vatIdChecks: { [vatId]: vatIdCheckOf(answer) } }),
      },
    );
    if ("issued" in outcome) issued.push(outcome.issued);
    if ("problems" in outcome)
      problems.push(`quote ${item.quoteId}: ${outcome.problems.join(" ")}`);
  }
  if (issued.length > 0) await options.onIssued(issued);
  return { issued, problems };
}

/**
 * The nightly round of invoicing accepted quotes: what falls due today (a
 * milestone's date), what a stop or a problem left (VIES unavailable, the
 * company file), and the days and hours recorded in the months before this
 * one. A daily job (server/schedule/daily-jobs.ts); its log line says how many.
 */
export function quoteInvoicingJob(
  options: QuoteInvoicing & {
    clock?: Clock;
    record: (detail: string) => Promise<void> | void;
  },
): DailyJob {
  const clock = options.clock ?? systemClock;
  return {
    name: "quote invoices",
    run: async () => {
      const { issued, problems } = await invoiceDueQuotes(options, clock.now());
      if (issued.length > 0 || problems.length > 0) {
        await options.record(
          [
            `${issued.length} invoice(s) from quotes issued${issued.length > 0 ? `: ${issued.map((document) => document.number).join(", ")}` : ""}`,
            ...problems,
          ].join("; "),
        );
      }
    },
  };
}
