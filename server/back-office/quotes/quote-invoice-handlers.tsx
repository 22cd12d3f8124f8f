import type { IncomingMessage } from "node:http";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { readFormBody } from "#server/http/form-body.ts";
import { parseQuantity } from "#server/quotes/quote-lines.ts";
import { parseQuoteSnapshot } from "#server/quotes/quote-snapshot.ts";
import type { QuoteStore } from "#server/quotes/quote-store.ts";
import type { StoredQuote } from "#server/quotes/quote-types.ts";
import { workBudgets } from "#server/quotes/quote-work.ts";
import { redirect } from "#server/back-office/http.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import type { QuoteInvoicingView, WorkValues } from "./quote-invoicing-section.tsx";
import { quotePath } from "./quote-paths.ts";

export interface QuoteInvoiceHandlerOptions {
  quotes: QuoteStore;
  isMailing: boolean;
  /** Issues what is due now (server/quotes/quote-invoicing.ts): after "Invoice now". */
  invoiceNow?: () => Promise<{ issued: { number: string }[]; problems: string[] }>;
  /** After a credit note: the invoices' outbox mails it (and renders it). */
  onInvoiceMail?: () => void;
  audit: (actor: string, action: string, detail: string) => Promise<void>;
  now: () => Date;
}

/** The quote's page, shown again with the work form's problems and what was typed. */
type View = (
  context: SignedInContext,
  quote: StoredQuote,
  status: number,
  extra: { problems?: string[]; workValues?: WorkValues; workProblems?: string[] },
) => Promise<void>;

/** An accepted quote's invoicing as its page shows it; undefined until it is accepted. */
export async function quoteInvoicingView(
  quotes: Pick<
    QuoteStore,
    "quoteBillings" | "quoteDocuments" | "quoteWork" | "latestQuoteSnapshot"
  >,
  quote: StoredQuote,
): Promise<QuoteInvoicingView | undefined> {
  const accepted = quote.versions.find((version) => version.answer?.answer === "accepted");
  if (!accepted) return undefined;
  const json = await quotes.latestQuoteSnapshot(quote.id);
  if (!json) return undefined;
  const snapshot = parseQuoteSnapshot(JSON.parse(json));
  const [billings, documents, work] = await Promise.all([
    quotes.quoteBillings(quote.id),
    quotes.quoteDocuments(quote.id),
    quotes.quoteWork(quote.id),
  ]);
  return { snapshot, billings, documents, work, budgets: workBudgets(snapshot, work) };
}

/**
 * The owner's actions on an accepted quote's invoicing (issue 45, point 4),
 * each a POST from our own origin, logged: "Invoice now" for a milestone due
 * on delivery (issued at once, as the nightly job would), days or hours
 * recorded against a line invoiced as worked (refused with what was typed
 * kept; over the quote only with the confirmation ticked), and a credit note
 * for one of its invoices.
 */
export function createQuoteInvoiceHandlers(
  options: QuoteInvoiceHandlerOptions,
  aQuote: (
    handler: (context: SignedInContext, quote: StoredQuote) => Promise<void>,
  ) => (context: SignedInContext) => Promise<void>,
  view: View,
) {
  const { quotes, audit, now } = options;
  const fieldsOf = async (request: IncomingMessage) => {
    const body = await readFormBody(request, 16 * 1024);
    return body.kind === "fields" ? body.fields : new Map<string, string>();
  };
  const isAccepted = (quote: StoredQuote) =>
    quote.versions.some((version) => version.answer?.answer === "accepted");

  return {
    invoiceNow: aQuote(async (context, quote) => {
      const { request, response, signedIn } = context;
      const fields = await fieldsOf(request);
      const position = Number(fields.get("position"));
      const isWaiting =
        isAccepted(quote) &&
        Number.isSafeInteger(position) &&
        position >= 0 &&
        (await quotes.invoiceMilestoneNow(quote.id, position, todayInAmsterdam(now())));
      if (!isWaiting) {
        redirect(request, response, `${quotePath(quote.id)}?problem=not-waiting`);
        return;
      }
      const outcome = await options.invoiceNow?.();
      await audit(
        signedIn.email,
        "invoice quote",
        `quote ${quote.number} milestone ${position + 1} due now${outcome?.issued.length ? `: ${outcome.issued.map((one) => one.number).join(", ")}` : ""}`,
      );
      const isIssued = (outcome?.issued.length ?? 0) > 0;
      redirect(
        request,
        response,
        `${quotePath(quote.id)}?${isIssued ? "notice=invoiced" : "problem=invoice-waiting"}`,
      );
    }),

    recordWork: aQuote(async (context, quote) => {
      const { request, response, signedIn } = context;
      const fields = await fieldsOf(request);
      const values: WorkValues = {
        line: fields.get("line") ?? "",
        day: fields.get("day") ?? "",
        quantity: fields.get("quantity") ?? "",
        note: (fields.get("note") ?? "").slice(0, 200),
        isOverConfirmed: fields.get("over") === "yes",
      };
      const invoicing = await quoteInvoicingView(quotes, quote);
      const line = invoicing?.snapshot.lines[Number(values.line)];
      const quantity = line ? parseQuantity(values.quantity, line.unit) : undefined;
      const refuse = (problems: string[]) =>
        view(context, quote, 400, { workValues: values, workProblems: problems });
      if (!invoicing || !line?.isInvoicedAsWorked) {
        await refuse(["Choose a line of the accepted quote that is invoiced as worked."]);
        return;
      }
      if (!quantity || "problem" in quantity) {
        await refuse([quantity?.problem ?? "Give the quantity."]);
        return;
      }
      const outcome = await quotes.recordQuoteWork({
        quoteId: quote.id,
        lineIndex: Number(values.line),
        workedOn: values.day,
        hundredths: quantity.value,
        note: values.note,
        isOverConfirmed: values.isOverConfirmed,
        at: now().toISOString(),
        by: signedIn.email,
      });
      if ("problems" in outcome) {
        await refuse(outcome.problems);
        return;
      }
      await audit(
        signedIn.email,
        "record work",
        `quote ${quote.number} line ${Number(values.line) + 1}: ${values.quantity} on ${values.day}${values.isOverConfirmed ? " (over the quote confirmed)" : ""}`,
      );
      redirect(request, response, `${quotePath(quote.id)}?notice=work`);
    }),

    credit: aQuote(async (context, quote) => {
      const { request, response, signedIn } = context;
      const fields = await fieldsOf(request);
      if (fields.get("confirm") !== "yes") {
        await view(context, quote, 400, {
          problems: ["Tick the box to confirm the credit note: it credits the whole invoice."],
        });
        return;
      }
      const outcome = await quotes.creditQuoteInvoice({
        quoteId: quote.id,
        invoiceId: Number(fields.get("invoice")),
        at: now().toISOString(),
        isMailing: options.isMailing,
        by: signedIn.email,
      });
      if (!("issued" in outcome)) {
        redirect(request, response, `${quotePath(quote.id)}?problem=not-credited`);
        return;
      }
      options.onInvoiceMail?.();
      await audit(
        signedIn.email,
        "credit note",
        `${outcome.issued.number} for quote ${quote.number}: credits ${outcome.issued.refersToNumber}`,
      );
      redirect(request, response, `${quotePath(quote.id)}?notice=credited`);
    }),
  };
}
