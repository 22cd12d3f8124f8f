import { zipSync } from "fflate";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { retentionSettings } from "#src/content/retention-periods.ts";
import { readFormBody } from "#server/http/form-body.ts";
import type { InvoiceStore } from "#server/invoices/invoice-store.ts";
import type { InvoiceAccount } from "#server/payments/ledger.ts";
import type { PaymentStore, RefundStore } from "#server/payments/payment-store.ts";
import type { ReminderStore } from "#server/payments/reminder-store.ts";
import type { StatementStore } from "#server/payments/statement-store.ts";
import { redirect, sendCsv, sendPage } from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { guardedAction } from "#server/back-office/shared/guarded-action.ts";
import { MessagePage } from "#server/back-office/shared/message-page.tsx";
import { invoiceFilePath } from "./invoice-paths.ts";
import { invoicesToCsv } from "./invoice-csv.ts";
import { isDay, isInvoiceStatus, periodIn } from "./invoice-status.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { InvoicesPage, invoicesListPath } from "./invoices-page.tsx";
import {
  createStatementHandlers,
  statementNotices,
  statementProblems,
  statementReport,
} from "./statement-handlers.tsx";
import type { RefundLine } from "#server/payments/refund-tables.ts";
import type { RefundsSectionProps } from "./refunds-section.tsx";

export interface InvoiceHandlerOptions {
  /** The documents: read, never changed here (their files rendered for a download, not stored). */
  invoices: Pick<InvoiceStore, "filesToServe">;
  /** The money on them: what the page shows, and marking one paid by hand. */
  payments: Pick<PaymentStore, "invoiceAccounts" | "invoiceAccount" | "markInvoicePaid">;
  /** The bank's statement and the reminders (issue 33). */
  statements: StatementStore;
  reminders: ReminderStore;
  /** The log, for what is no money change (exports, settling a listed payment, reminders paused). */
  audit: (actor: string, action: string, detail: string) => Promise<void>;
  now: () => Date;
  /** Refunds and payments listed for the owner; without them none are shown. */
  refunds?: Pick<
    RefundStore,
    | "refundList"
    | "paymentQuestions"
    | "markRefundTransferred"
    | "resolvePaymentQuestion"
    | "retryRefund"
    | "switchRefundToTransfer"
  >;
  /** After a decision booked or freed a refund: the refund worker looks now. */
  onRefundsChanged?: () => void;
  /** STATEMENT_LINE_RETENTION_DAYS, as the statement section says it (its default when not given). */
  statementRetentionDays?: number;
}

const notices: Record<string, string> = {
  paid: "Marked paid by hand, and logged.",
  refunded: "Refund marked transferred, and logged.",
  settled: "Online payment marked settled, and logged.",
  "refund-retry": "The refund is asked of Mollie again, and logged.",
  "refund-transfer": "The refund is now one to make by transfer, and logged.",
  ...statementNotices,
};
const problems: Record<string, string> = {
  ...statementProblems,
  "refund-day": "Nothing marked: give the day the refund was transferred, today or earlier.",
  "refund-done": "Nothing marked: that refund is done already, or is made through Mollie.",
  "refund-decided":
    "Nothing changed: that refund is not waiting for a decision (being asked of Mollie, or done).",
  "question-done": "Nothing marked: that payment was settled already.",
  "paid-day": "Nothing marked: give the day it was paid, today or earlier.",
  "paid-before-issue":
    "Nothing marked: that day is before the invoice's date; give the day the money came in.",
  "not-open":
    "Nothing marked: that invoice has nothing left to pay (paid, credited, or a credit note).",
};

/**
 * The Invoices page (/admin/invoices): every invoice and credit note of a
 * period with its status and files, the period's totals, the bookkeeper's
 * CSV and ZIP, and marking an invoice paid by hand. Documents are never
 * changed here: issuing and crediting are the roster's (server/runs/). No GET
 * here writes money or asks Mollie: refunds are booked with what caused them
 * and made by the refund worker (server/payments/refund-worker.ts); a POST
 * decides, each logged in the store with the change.
 */
export function createInvoiceHandlers(options: InvoiceHandlerOptions) {
  const { invoices, payments, statements, reminders, audit, now } = options;
  const today = () => todayInAmsterdam(now());

  /** Refunds still to make and those of the last 90 days, with what the webhook listed. */
  async function refundsSection(): Promise<RefundsSectionProps | undefined> {
    if (!options.refunds) return undefined;
    const since = new Date(now().getTime() - 90 * 86_400_000).toISOString().slice(0, 10);
    const refunds = await options.refunds.refundList(since);
    const payers: RefundsSectionProps["payers"] = {};
    for (const refund of refunds.filter((each: RefundLine) => each.state === "to-transfer")) {
      // The account the invoice was paid from, as the bank's statement gave it.
      payers[refund.id] = await statements.payerIban(refund.invoiceId);
    }
    return { refunds, questions: await options.refunds.paymentQuestions(), payers, today: today() };
  }

  const aDocument = guardedAction({
    find: ({ params }: SignedInContext) => payments.invoiceAccount(Number(params.id)),
    notFound: {
      text: "That invoice is not here.",
      back: { href: backOfficePaths.invoices, label: "Back to the invoices" },
    },
  });

  async function documentsIn(
    url: URL,
  ): Promise<{ period: { from: string; to: string }; documents: InvoiceAccount[] }> {
    const period = periodIn(url, today());
    return { period, documents: await payments.invoiceAccounts(period.from, period.to) };
  }

  return {
    ...createStatementHandlers({
      statements,
      reminders,
      audit,
      now,
      ...(options.onRefundsChanged && { onRefundsChanged: options.onRefundsChanged }),
    }),

    async list({ request, response, url, signedIn }: SignedInContext) {
      const page = Math.max(1, Number.parseInt(url.searchParams.get("items") ?? "1", 10) || 1);
      const { period, documents } = await documentsIn(url);
      const [items, overdue, refunds] = await Promise.all([
        statements.statementItems(page),
        reminders.overdueInvoices(today()),
        refundsSection(),
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
          statementPage={page}
          statementRetentionDays={
            options.statementRetentionDays ?? retentionSettings.statementLineRetentionDays.fallback
          }
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
      const files: Record<string, Uint8Array> = {
        [`invoices-${period.from}-${period.to}.csv`]: new TextEncoder().encode(
          invoicesToCsv(documents, today()),
        ),
      };
      for (const document of documents) {
        const stored = await invoices.filesToServe(document.id);
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

    /** A document's PDF or UBL as stored (one not stored yet is rendered for this answer only). */
    file: aDocument(async ({ request, response, params, signedIn }, document) => {
      const format = params.format === "xml" ? "xml" : "pdf";
      const files = await invoices.filesToServe(document.id);
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
      // Recorded and logged in one transaction, or refused (nothing open, a day before its date).
      const marked = await payments.markInvoicePaid(document.id, paidOn, signedIn.email, now());
      if ("refused" in marked) {
        back(
          `problem=${{ "not-open": "not-open", "before-issue": "paid-before-issue", future: "paid-day" }[marked.refused]}`,
        );
        return;
      }
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
      // Written to the ledger and logged in one transaction.
      const done = await options.refunds?.markRefundTransferred(
        Number(params.id),
        doneOn,
        signedIn.email,
        now(),
      );
      if (!done) return back("problem=refund-done");
      back("notice=refunded");
    },

    /** The owner's decision on a refund through Mollie: try again, or make it by transfer; logged. */
    async decideRefund({ request, response, params, signedIn }: SignedInContext) {
      await readFormBody(request);
      const back = (query: string) =>
        redirect(request, response, `${backOfficePaths.invoices}?${query}`);
      const id = Number(params.id);
      const decided =
        params.decision === "retry"
          ? await options.refunds?.retryRefund(id, signedIn.email, now())
          : await options.refunds?.switchRefundToTransfer(id, signedIn.email, now());
      if (!decided) return back("problem=refund-decided");
      options.onRefundsChanged?.();
      back(params.decision === "retry" ? "notice=refund-retry" : "notice=refund-transfer");
    },
  };
}

/** The quarter a day is in, as the page's period. */
function periodOfDay(day: string): { from: string; to: string } {
  return periodIn(new URL("http://x"), day);
}

export type InvoiceHandlers = ReturnType<typeof createInvoiceHandlers>;
