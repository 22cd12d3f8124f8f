import type { IncomingMessage, ServerResponse } from "node:http";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { readFormBody } from "#server/http/form-body.ts";
import { createCatalogueReader } from "#server/enquiries/enrolment-record.ts";
import type { EnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { priceQuote } from "#server/quotes/quote-amounts.ts";
import { draftOfSnapshot } from "#server/quotes/quote-copy.ts";
import {
  checkQuoteForm,
  draftValues,
  emptyValues,
  readQuoteForm,
} from "#server/quotes/quote-form.ts";
import { parseQuoteSnapshot } from "#server/quotes/quote-snapshot.ts";
import { isQuoteStatus, latestVersion } from "#server/quotes/quote-status.ts";
import type { QuoteStore } from "#server/quotes/quote-store.ts";
import type { StoredQuote } from "#server/quotes/quote-types.ts";
import { redirect, sendCsv, sendPage } from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { guardedAction } from "#server/back-office/shared/guarded-action.ts";
import { sendingFacts, sendPdf } from "./quote-sending.ts";
import { quotesToCsv } from "./quote-csv.ts";
import { QuoteFormPage } from "./quote-form-page.tsx";
import { periodShares, quoteRows } from "./quote-list-lines.ts";
import { newQuotePath, quotePath } from "./quote-paths.ts";
import { enquiryValues, quotePeriodIn } from "./quote-starts.ts";
import { QuoteViewPage } from "./quote-view-page.tsx";
import { nothingToSend, notices, problems } from "./quote-notices.ts";
import {
  createQuoteInvoiceHandlers,
  type QuoteInvoiceHandlerOptions,
  quoteInvoicingView,
} from "./quote-invoice-handlers.tsx";
import type { WorkValues } from "./quote-invoicing-section.tsx";
import { viesOf, viesRefusal } from "./quote-vies.ts";
import type { VatIdChecker } from "#server/invoices/vat-id-checker.ts";
import { QuotesPage } from "./quotes-page.tsx";
import { type PrivateRunsOf, privateRunsView } from "./private-runs-section.tsx";

export interface QuoteHandlerOptions {
  quotes: QuoteStore;
  enquiries: Pick<EnquiryStore, "get">;
  /** E-mail is on: a quote is sent to its buyer by e-mail, so without it none is sent. */
  isMailing: boolean;
  /** The site's public origin: the terms' addresses printed on a quote. */
  origin: () => string;
  /** After a quote was sent (its PDF stored): the quotes' outbox sends it now. */
  onQuoteMail?: () => void;
  /** Invoices from accepted quotes: what is due now issued (quote-invoice-handlers.tsx). */
  invoiceNow?: QuoteInvoiceHandlerOptions["invoiceNow"];
  onInvoiceMail?: () => void;
  /** VIES: the buyer's VAT ID of a reverse-charged quote, asked before it is sent and shown. */
  vatIds?: VatIdChecker;
  sellerVatId?: () => string | undefined;
  /** An accepted quote's private runs (issue 45 point 4): its page lists them. */
  privateRunsOf?: PrivateRunsOf;
  audit: (actor: string, action: string, detail: string) => Promise<void>;
  now: () => Date;
  log: Pick<Console, "error">;
}

/**
 * The Quotes area (/admin/quotes, issue 45): the list with its totals and
 * CSV, a new quote (from an enquiry or from scratch), one quote with its
 * versions and answer, editing its draft (never an accepted one), previewing
 * and sending it (the PDF rendered here and stored as sent), copying it, and
 * each version's PDF. Every change is a POST from our own origin (the
 * router's check) and is logged.
 */
export function createQuoteHandlers(options: QuoteHandlerOptions) {
  const { quotes, audit, now } = options;
  const today = () => todayInAmsterdam(now());
  const catalogueOf = createCatalogueReader();

  const aQuote = guardedAction({
    find: ({ params }: SignedInContext) => quotes.quoteById(Number(params.id)),
    notFound: {
      text: "That quote is not here.",
      back: { href: backOfficePaths.quotes, label: "Back to the quotes" },
    },
  });

  async function view(
    context: SignedInContext,
    quote: StoredQuote,
    status: number,
    extra: {
      notice?: string;
      problems?: string[];
      workValues?: WorkValues;
      workProblems?: string[];
    } = {},
  ) {
    const catalogue = catalogueOf(context.build?.folder);
    const facts = sendingFacts(catalogue, options);
    const draft = quote.draft;
    const invoicing = await quoteInvoicingView(quotes, quote);
    const titles = new Map(catalogue?.courses.map((course) => [course.key, course.title.en]));
    const day = today();
    const vies = await viesOf(
      options,
      quote,
      catalogue?.vat,
      quote.draft ? undefined : await quotes.latestQuoteSnapshot(quote.id),
    );
    sendPage(
      context.request,
      context.response,
      status,
      <QuoteViewPage
        signedIn={{ email: context.signedIn.email }}
        quote={quote}
        today={day}
        {...(draft &&
          catalogue && { draftPricing: priceQuote(draft.lines, draft.buyer, catalogue.vat) })}
        {...("blocked" in facts && { sendBlocked: facts.blocked })}
        {...(invoicing && { invoicing })}
        {...(vies && { vies })}
        {...privateRunsView(invoicing?.snapshot, options.privateRunsOf?.(quote.id), day, titles)}
        {...extra}
      />,
    );
  }

  async function form(
    context: SignedInContext,
    fields: Map<string, string>,
    target: { quote?: StoredQuote; enquiryId?: number },
  ): Promise<{ draft: Parameters<QuoteStore["createQuote"]>[0]["draft"] } | undefined> {
    const values = readQuoteForm(fields);
    const checked = checkQuoteForm(values, today());
    if ("draft" in checked) return checked;
    const { quote } = target;
    sendPage(
      context.request,
      context.response,
      400,
      <QuoteFormPage
        signedIn={{ email: context.signedIn.email }}
        title={quote ? `Edit ${quote.number ? `quote ${quote.number}` : "the draft"}` : "New quote"}
        action={quote ? quotePath(quote.id, "edit") : newQuotePath()}
        values={values}
        problems={checked.problems}
        {...(quote && { revision: quote.revision })}
        {...(target.enquiryId !== undefined && { enquiryId: target.enquiryId })}
        cancelHref={quote ? quotePath(quote.id) : backOfficePaths.quotes}
      />,
    );
    return undefined;
  }

  const fieldsOf = async (request: IncomingMessage) => {
    const body = await readFormBody(request, 64 * 1024);
    return body.kind === "fields" ? body.fields : new Map<string, string>();
  };
  const toQuote = (response: ServerResponse, request: IncomingMessage, id: number, query: string) =>
    redirect(request, response, `${quotePath(id)}?${query}`);

  return {
    async list({ request, response, url, signedIn }: SignedInContext) {
      const period = quotePeriodIn(url, today());
      const status = url.searchParams.get("status");
      const rows = quoteRows(await quotes.quoteList(), period, today());
      const notice = url.searchParams.get("notice") ?? "";
      sendPage(
        request,
        response,
        200,
        <QuotesPage
          signedIn={{ email: signedIn.email }}
          period={period}
          {...(isQuoteStatus(status) && { status })}
          rows={rows}
          shares={periodShares(rows)}
          {...(Object.hasOwn(notices, notice) && { notice: notices[notice] })}
        />,
      );
    },

    async exportCsv({ request, response, url, signedIn }: SignedInContext) {
      const period = quotePeriodIn(url, today());
      const status = url.searchParams.get("status");
      const rows = quoteRows(await quotes.quoteList(), period, today()).filter(
        (row) => !isQuoteStatus(status) || row.status === status,
      );
      await audit(signedIn.email, "export", `quotes ${period.from} to ${period.to} (CSV)`);
      sendCsv(request, response, `quotes-${period.from}-${period.to}.csv`, quotesToCsv(rows));
    },

    async newPage({ request, response, url, signedIn }: SignedInContext) {
      const id = Number(url.searchParams.get("enquiry"));
      const enquiry =
        Number.isSafeInteger(id) && id > 0 ? await options.enquiries.get(id) : undefined;
      const start = enquiryValues(enquiry, today());
      sendPage(
        request,
        response,
        200,
        <QuoteFormPage
          signedIn={{ email: signedIn.email }}
          title={enquiry ? `New quote for ${enquiry.name}'s request` : "New quote"}
          action={newQuotePath()}
          values={start.values}
          notes={start.notes}
          {...(enquiry && { enquiryId: enquiry.id })}
          cancelHref={backOfficePaths.quotes}
        />,
      );
    },

    async create(context: SignedInContext) {
      const fields = await fieldsOf(context.request);
      const enquiryId = Number(fields.get("enquiryId"));
      const hasEnquiry = Number.isSafeInteger(enquiryId) && enquiryId > 0;
      const checked = await form(context, fields, hasEnquiry ? { enquiryId } : {});
      if (!checked) return;
      const id = await quotes.createQuote({
        draft: checked.draft,
        ...(hasEnquiry && { enquiryId }),
        at: now().toISOString(),
        by: context.signedIn.email,
      });
      await audit(context.signedIn.email, "new quote", `quote ${id} (draft)`);
      toQuote(context.response, context.request, id, "notice=created");
    },

    show: aQuote(async (context, quote) => {
      const key = (name: string) => context.url.searchParams.get(name) ?? "";
      const notice = Object.hasOwn(notices, key("notice")) ? notices[key("notice")] : undefined;
      const problem = Object.hasOwn(problems, key("problem"))
        ? problems[key("problem")]
        : undefined;
      await view(context, quote, 200, {
        ...(notice && { notice }),
        ...(problem && { problems: [problem] }),
      });
    }),

    editPage: aQuote(async (context, quote) => {
      const { request, response, signedIn } = context;
      if (quote.versions.some((version) => version.answer?.answer === "accepted")) {
        toQuote(response, request, quote.id, "problem=accepted");
        return;
      }
      const latest = latestVersion(quote);
      const sent = quote.draft ? undefined : await quotes.latestQuoteSnapshot(quote.id);
      const draft =
        quote.draft ??
        (sent && draftOfSnapshot(parseQuoteSnapshot(JSON.parse(sent)), { requestNote: "" }));
      sendPage(
        request,
        response,
        200,
        <QuoteFormPage
          signedIn={{ email: signedIn.email }}
          title={quote.number ? `Edit quote ${quote.number}` : "Edit the draft"}
          action={quotePath(quote.id, "edit")}
          values={draft ? draftValues(draft) : emptyValues(today())}
          revision={quote.revision}
          {...(latest &&
            !quote.draft && {
              notes: [
                `Saving makes a draft of version ${latest.version + 1}; version ${latest.version} stands until you send it.`,
              ],
            })}
          cancelHref={quotePath(quote.id)}
        />,
      );
    }),

    save: aQuote(async (context, quote) => {
      const { request, response, signedIn } = context;
      const fields = await fieldsOf(request);
      const checked = await form(context, fields, { quote });
      if (!checked) return;
      const outcome = await quotes.saveQuoteDraft({
        id: quote.id,
        revision: Number(fields.get("revision")),
        draft: checked.draft,
        at: now().toISOString(),
      });
      if (outcome === "saved") {
        await audit(signedIn.email, "edit quote", `quote ${quote.number ?? quote.id} (draft)`);
      }
      toQuote(
        response,
        request,
        quote.id,
        outcome === "saved" ? "notice=saved" : `problem=${outcome}`,
      );
    }),

    send: aQuote(async (context, quote) => {
      const { request, response, signedIn } = context;
      const fields = await fieldsOf(request);
      const facts = sendingFacts(catalogueOf(context.build?.folder), options);
      if ("blocked" in facts) {
        await view(context, quote, 400, { problems: [facts.blocked] });
        return;
      }
      // A reverse-charged quote goes out only once VIES confirms the buyer's VAT ID.
      const refusal = viesRefusal(
        await viesOf(options, quote, catalogueOf(context.build?.folder)?.vat),
      );
      if (refusal) {
        await view(context, quote, 400, { problems: [refusal] });
        return;
      }
      const outcome = await quotes.sendQuote({
        id: quote.id,
        revision: Number(fields.get("revision")),
        at: now().toISOString(),
        today: today(),
        by: signedIn.email,
        isMailing: options.isMailing,
        facts,
      });
      if (outcome.outcome === "problems") {
        await view(context, quote, 400, { problems: outcome.problems });
        return;
      }
      if (outcome.outcome !== "sent") {
        toQuote(response, request, quote.id, `problem=${outcome.outcome}`);
        return;
      }
      // The PDF is made here and stored as sent; its mail waits for it, and goes out now.
      await quotes
        .renderQuotes()
        .catch((error) => options.log.error(`Quote PDF not rendered yet: ${error.message}`));
      options.onQuoteMail?.();
      await audit(
        signedIn.email,
        "send quote",
        `quote ${outcome.number} version ${outcome.version}`,
      );
      toQuote(response, request, quote.id, "notice=sent");
    }),

    copy: aQuote(async ({ request, response, signedIn }, quote) => {
      const sent = await quotes.latestQuoteSnapshot(quote.id);
      if (!sent) {
        toQuote(response, request, quote.id, "problem=nothing");
        return;
      }
      const draft = draftOfSnapshot(parseQuoteSnapshot(JSON.parse(sent)), {
        requestNote: "",
        validFrom: today(),
      });
      const id = await quotes.createQuote({
        draft,
        copiedFrom: quote.id,
        ...(quote.enquiryId !== null && { enquiryId: quote.enquiryId }),
        at: now().toISOString(),
        by: signedIn.email,
      });
      await audit(signedIn.email, "copy quote", `quote ${quote.number} into quote ${id}`);
      redirect(request, response, `${quotePath(id)}?notice=copied`);
    }),

    pdf: aQuote(async ({ request, response, params }, quote) => {
      const found = await quotes.quoteVersionPdf(quote.id, Number(params.version));
      if (!found) {
        redirect(request, response, quotePath(quote.id));
        return;
      }
      sendPdf(request, response, found.pdf, `${found.number}-v${found.version}.pdf`);
    }),

    preview: aQuote(async (context, quote) => {
      const { request, response } = context;
      const facts = sendingFacts(catalogueOf(context.build?.folder), options);
      if (!quote.draft || "blocked" in facts) {
        await view(context, quote, 400, {
          problems: ["blocked" in facts ? facts.blocked : nothingToSend],
        });
        return;
      }
      const { buildQuoteSnapshot } = await import("#server/quotes/build-quote.ts");
      const built = buildQuoteSnapshot(quote.draft, {
        ...facts,
        number: quote.number ?? "(draft)",
        version: quote.versions.length + 1,
        issueDate: today(),
      });
      if ("problems" in built) {
        await view(context, quote, 400, { problems: built.problems });
        return;
      }
      const { renderQuotePdf } = await import("#server/quotes/render-quote-pdf.ts");
      sendPdf(request, response, await renderQuotePdf(built.snapshot), "preview.pdf");
    }),

    ...createQuoteInvoiceHandlers(options, aQuote, view),
  };
}

export type QuoteHandlers = ReturnType<typeof createQuoteHandlers>;
