import { zipSync } from "fflate";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { readFormBody } from "#server/http/form-body.ts";
import type { StoredDocument } from "#server/invoices/invoice-ledger.ts";
import type { InvoiceStore } from "#server/invoices/invoice-store.ts";
import type { ReminderStore } from "#server/invoices/reminder-store.ts";
import type { StatementStore } from "#server/invoices/statement-store.ts";
import { redirect, sendCsv, sendPage } from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { guardedAction } from "#server/back-office/shared/guarded-action.ts";
import { MessagePage } from "#server/back-office/shared/message-page.tsx";
import { invoiceFilePath } from "./invoice-paths.ts";
import { invoicesToCsv } from "./invoice-csv.ts";
import { isDay, isInvoiceStatus, openAmount, periodIn } from "./invoice-status.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { InvoicesPage, invoicesListPath } from "./invoices-page.tsx";
import {
  createStatementHandlers,
  statementNotices,
  statementProblems,
  statementReport,
} from "./statement-handlers.tsx";
import type { RefundStore } from "#server/invoices/online-payments.ts";
import type { RefundLine } from "#server/invoices/payment-tables.ts";
import type { RefundsSectionProps } from "./refunds-section.tsx";

export interface InvoiceHandlerOptions {
  invoices: Pick<
    InvoiceStore,
    "invoiceList" | "invoiceDocument" | "invoiceFiles" | "markInvoicePaid" | "renderDocuments"
  >;
  /** The bank's statement and the reminders (issue 33). */
  statements: StatementStore;
  reminders: ReminderStore;
  audit: (actor: string, action: string, detail: string) => Promise<void>;
  now: () => Date;
  /** Refunds and payments listed for the owner (migration 0008); without them none are shown. */
  refunds?: Pick<
    RefundStore,
    "refundList" | "paymentQuestions" | "markRefundTransferred" | "resolvePaymentQuestion"
  >;
  /** Plans refunds after credit notes (and makes Mollie's) before the page is shown. */
  settleRefunds?: () => Promise<void>;
  /** A refund's payer IBAN (the statement's payer of its invoice unless told). */
  payerIban?: (refund: RefundLine) => Promise<string | null>;
}

const notices: Record<string, string> = {
  paid: "Marked paid by hand, and logged.",
  refunded: "Refund marked transferred, and logged.",
  settled: "Online payment marked settled, and logged.",
  ...statementNotices,
};
const problems: Record<string, string> = {
  ...statementProblems,
  "refund-day": "Nothing marked: give the day the refund was transferred, today or earlier.",
  "refund-done": "Nothing marked: that refund is done already, or is made through Mollie.",
  "question-done": "Nothing marked: that payment was settled already.",
  "paid-day": "Nothing marked: give the day it was paid, today or earlier.",
  "not-open":
    "Nothing marked: that invoice has nothing left to pay (paid, credited, or a credit note).",
};

/**
 * The Invoices page (/admin/invoices): every invoice and credit note of a
 * period with its status and files, the period's totals, the bookkeeper's
 * CSV and ZIP, and marking an invoice paid by hand. Documents are never
 * changed here: issuing and crediting are the roster's (server/runs/).
 */
export function createInvoiceHandlers(options: InvoiceHandlerOptions) {
  const { invoices, statements, reminders, audit, now } = options;
  const today = () => todayInAmsterdam(now());
  // The account the invoice was paid from, as the bank's statement gave it (statement-tables.ts).
  const payerIban =
    options.payerIban ??
    (async (refund: RefundLine) => (await statements.payerIban(refund.invoiceId))?.iban ?? null);

  /** Refunds still to make and those of the last 90 days, with what the webhook listed. */
  async function refundsSection(): Promise<RefundsSectionProps | undefined> {
    if (!options.refunds) return undefined;
    await options.settleRefunds?.().catch(() => undefined);
    const since = new Date(now().getTime() - 90 * 86_400_000).toISOString().slice(0, 10);
    const refunds = await options.refunds.refundList(since);
    const ibans: Record<number, string | null> = {};
    for (const refund of refunds) ibans[refund.id] = await payerIban(refund);
    return { refunds, questions: await options.refunds.paymentQuestions(), ibans, today: today() };
  }

  const aDocument = guardedAction({
    find: ({ params }: SignedInContext) => invoices.invoiceDocument(Number(params.id)),
    notFound: {
      text: "That invoice is not here.",
      back: { href: backOfficePaths.invoices, label: "Back to the invoices" },
    },
  });

  async function documentsIn(
    url: URL,
  ): Promise<{ period: { from: string; to: string }; documents: StoredDocument[] }> {
    const period = periodIn(url, today());
    return { period, documents: await invoices.invoiceList(period.from, period.to) };
  }

  return {
    ...createStatementHandlers({ statements, reminders, audit, now }),

    async list({ request, response, url, signedIn }: SignedInContext) {
      // Refunds first: planning one changes its invoice's status.
      const refunds = await refundsSection();
      const { period, documents } = await documentsIn(url);
      const [items, overdue] = await Promise.all([
        statements.statementItems(),
        reminders.overdueInvoices(today()),
      ]);
      const status = url.searchParams.get("status");
      const key = (name: string) => url.searchParams.get(name) ?? "";
      sendPage(
        request,
        response,
        200,
        <InvoicesPage
          signedIn={{ email: signedIn.email }}
          period={period}
          {...(isInvoiceStatus(status) && { status })}
          documents={documents}
          today={today()}
          notice={
            statementReport(url) ??
            (Object.hasOwn(notices, key("notice")) ? notices[key("notice")] : undefined)
          }
          problem={Object.hasOwn(problems, key("problem")) ? problems[key("problem")] : undefined}
          statementItems={items}
          overdue={overdue}
          refunds={refunds}
        />,
      );
    },

    async exportCsv({ request, response, url, signedIn }: SignedInContext) {
      const { period, documents } = await documentsIn(url);
      await audit(
        signedIn.email,
        "export",
        `invoices from ${period.from} to ${period.to} as CSV (${documents.length} documents)`,
      );
      sendCsv(
        request,
        response,
        `invoices-${period.from}-${period.to}.csv`,
        invoicesToCsv(documents, today()),
      );
    },

    /** The period's PDFs and UBL files with its CSV, in one ZIP for the bookkeeper. */
    async exportZip({ request, response, url, signedIn }: SignedInContext) {
      const { period, documents } = await documentsIn(url);
      await invoices.renderDocuments(
        documents.filter((document) => !document.isRendered).map((document) => document.id),
      );
      const files: Record<string, Uint8Array> = {
        [`invoices-${period.from}-${period.to}.csv`]: new TextEncoder().encode(
          invoicesToCsv(documents, today()),
        ),
      };
      for (const document of documents) {
        const stored = await invoices.invoiceFiles(document.id);
        if (stored?.pdf) files[`${document.number}.pdf`] = new Uint8Array(stored.pdf);
        if (stored?.ubl) files[`${document.number}.xml`] = new Uint8Array(stored.ubl);
      }
      // PDFs and XML with a PDF inside hardly shrink: stored, not deflated again.
      const zip = zipSync(files, { level: 0 });
      await audit(
        signedIn.email,
        "export",
        `invoices from ${period.from} to ${period.to} as ZIP (${documents.length} documents)`,
      );
      response.writeHead(200, {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="invoices-${period.from}-${period.to}.zip"`,
        "Content-Length": zip.byteLength,
      });
      response.end(request.method === "HEAD" ? undefined : zip);
    },

    /** A document's PDF or UBL, rendered first if it was not yet. */
    file: aDocument(async ({ request, response, params, signedIn }, document) => {
      const format = params.format === "xml" ? "xml" : "pdf";
      if (!document.isRendered) await invoices.renderDocuments([document.id]);
      const files = await invoices.invoiceFiles(document.id);
      const body = format === "pdf" ? files?.pdf : files?.ubl;
      if (!body) {
        sendPage(
          request,
          response,
          404,
          <MessagePage
            title="No e-invoice"
            text={`${document.number} has no UBL e-invoice: a private buyer gets the PDF alone.`}
            signedIn={{ email: signedIn.email }}
            link={{ href: invoiceFilePath(document.id, "pdf"), label: "Open its PDF" }}
          />,
        );
        return;
      }
      response.writeHead(200, {
        "Content-Type": format === "pdf" ? "application/pdf" : "application/xml",
        "Content-Disposition": `${format === "pdf" ? "inline" : "attachment"}; filename="${document.number}.${format}"`,
        "Content-Length": body.byteLength,
      });
      response.end(request.method === "HEAD" ? undefined : Buffer.from(body));
    }),

    /** Marks an invoice paid by hand on the day given (a payment row of what was open), logged. */
    markPaid: aDocument(async ({ request, response, signedIn }, document) => {
      const form = await readFormBody(request);
      const paidOn = form.kind === "fields" ? (form.fields.get("paidOn") ?? "") : "";
      const back = (query: string) =>
        redirect(
          request,
          response,
          `${invoicesListPath(periodOfDay(document.issueDate))}&${query}`,
        );
      if (!isDay(paidOn) || paidOn > today()) {
        back("problem=paid-day");
        return;
      }
      const open = openAmount(document);
      if (!(await invoices.markInvoicePaid(document.id, paidOn, signedIn.email, now()))) {
        back("problem=not-open");
        return;
      }
      await audit(
        signedIn.email,
        "mark paid",
        `invoice ${document.number}: ${formatMoney(open, "en")} paid on ${paidOn}, by hand`,
      );
      back("notice=paid");
    }),

    /** A listed online payment settled by the owner (in Mollie's dashboard, or marked paid), logged. */
    async resolveQuestion({ request, response, params, signedIn }: SignedInContext) {
      const back = (query: string) =>
        redirect(request, response, `${backOfficePaths.invoices}?${query}`);
      const question = await options.refunds?.resolvePaymentQuestion(
        Number(params.id),
        signedIn.email,
        now(),
      );
      if (!question) return back("problem=question-done");
      await audit(
        signedIn.email,
        "payment settled",
        `online payment ${question.paymentId} of ${formatMoney(question.amount, "en")}${question.invoiceNumber ? ` for invoice ${question.invoiceNumber}` : ""} (${question.reason}): settled by hand`,
      );
      back("notice=settled");
    },

    /** A refund by transfer marked done by hand on the day given (a refund row), logged. */
    async markRefundTransferred({ request, response, params, signedIn }: SignedInContext) {
      const form = await readFormBody(request);
      const doneOn = form.kind === "fields" ? (form.fields.get("doneOn") ?? "") : "";
      const back = (query: string) =>
        redirect(request, response, `${backOfficePaths.invoices}?${query}`);
      if (!isDay(doneOn) || doneOn > today()) return back("problem=refund-day");
      const id = Number(params.id);
      const refund = (await options.refunds?.refundList("9999-12-31"))?.find(
        (each) => each.id === id,
      );
      const isDone =
        refund !== undefined &&
        (await options.refunds?.markRefundTransferred(id, doneOn, signedIn.email, now()));
      if (!refund || !isDone) return back("problem=refund-done");
      await audit(
        signedIn.email,
        "refund",
        `invoice ${refund.invoiceNumber}: ${formatMoney(refund.amount, "en")} refunded by transfer on ${doneOn}, marked by hand`,
      );
      back("notice=refunded");
    },
  };
}

/** The quarter a day is in, as the page's period. */
function periodOfDay(day: string): { from: string; to: string } {
  return periodIn(new URL("http://x"), day);
}

export type InvoiceHandlers = ReturnType<typeof createInvoiceHandlers>;
