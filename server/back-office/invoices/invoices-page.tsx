import type { InvoiceAccount } from "#server/payments/ledger.ts";
import { backOfficePaths, enquiryPath } from "#server/back-office/paths.ts";
import { Notices } from "#server/back-office/shared/notices.tsx";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import type { OverdueInvoice } from "#server/payments/reminder-tables.ts";
import type { StatementItem } from "#server/payments/statement-tables.ts";
import { quotePath } from "#server/back-office/quotes/quote-paths.ts";
import { invoiceFilePath, markPaidPath } from "./invoice-paths.ts";
import { RefundsSection, type RefundsSectionProps } from "./refunds-section.tsx";
import { formatMoney } from "#src/money/format-money.ts";
import {
  type InvoiceStatus,
  invoiceStatuses,
  openAmount,
  type PeriodTotals,
  periodTotals,
  statusOf,
} from "./invoice-status.ts";
import { RemindersSection } from "./reminders-section.tsx";
import { StatementSection } from "./statement-section.tsx";

export interface InvoicesPageProps {
  signedIn: { email: string };
  period: { from: string; to: string };
  /** Only invoices of this status (credit notes then left out); all when absent. */
  status?: (typeof invoiceStatuses)[number];
  /** Every document of the period, before the status filter: the totals are the period's. */
  documents: InvoiceAccount[];
  today: string;
  notice?: string;
  problem?: string;
  /** The bank statement's credits to decide (a page of them, and how many), and those decided lately. */
  statementItems: { open: StatementItem[]; openCount: number; decided: StatementItem[] };
  statementPage: number;
  statementRetentionDays: number;
  /** Invoices past their due date with money open, whatever the period. */
  overdue: OverdueInvoice[];
  /** Refunds to make and made lately, and payments listed for the owner (migration 0008). */
  refunds?: RefundsSectionProps;
}

const statusLabels: Record<InvoiceStatus, string> = {
  open: "open",
  paid: "paid",
  overdue: "overdue",
  credited: "credited",
  "refund-due": "refund due",
  "credit-note": "credit note",
};

/** The page's address for a period and status, as its form, its links and the exports use it. */
export function invoicesListPath(
  period: { from: string; to: string },
  status?: string,
  suffix = "",
): string {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  if (status) query.set("status", status);
  return `${backOfficePaths.invoices}${suffix}?${query}`;
}

/**
 * Every invoice and credit note of a period, in number order: number, date,
 * buyer, course, amounts, status, the PDF and the UBL; the period's totals
 * (invoices minus credit notes); the bookkeeper's CSV and ZIP; and, for an
 * invoice still to be paid, marking it paid by hand on a day.
 */
export function InvoicesPage(props: InvoicesPageProps) {
  const { period, today } = props;
  const shown = props.status
    ? props.documents.filter((document) => statusOf(document, today) === props.status)
    : props.documents;
  const totals = periodTotals(props.documents);
  return (
    <PageShell title="Invoices" signedIn={props.signedIn} section="invoices">
      <h1>Invoices</h1>
      <Notices notice={props.notice} problem={props.problem} />
      <search>
        <form method="get" action={backOfficePaths.invoices} className="search">
          <div>
            <label htmlFor="from">From</label>
            <input id="from" type="date" name="from" defaultValue={period.from} />
          </div>
          <div>
            <label htmlFor="to">To</label>
            <input id="to" type="date" name="to" defaultValue={period.to} />
          </div>
          <div>
            <label htmlFor="status">Status</label>
            <select id="status" name="status" defaultValue={props.status ?? ""}>
              <option value="">all, with credit notes</option>
              {invoiceStatuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabels[status]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit">Show</button>
          <a
            href={invoicesListPath(period, undefined, ".csv")}
            className="button secondary"
            download
          >
            CSV for the bookkeeper
          </a>
          <a
            href={invoicesListPath(period, undefined, ".zip")}
            className="button secondary"
            download
          >
            ZIP of PDFs and UBL
          </a>
        </form>
      </search>
      <StatementSection
        items={props.statementItems}
        page={props.statementPage}
        retentionDays={props.statementRetentionDays}
      />
      <RemindersSection overdue={props.overdue} />
      {props.refunds && <RefundsSection {...props.refunds} />}
      <section className="panel" aria-labelledby="totals-heading">
        <h2 id="totals-heading">
          Totals from {period.from} to {period.to}
        </h2>
        <div className="table-wrap">
          <table data-totals>
            <thead>
              <tr>
                <th scope="col" />
                <th scope="col">excl. VAT</th>
                <th scope="col">VAT</th>
                <th scope="col">incl. VAT</th>
              </tr>
            </thead>
            <tbody>
              <TotalsRow label="Invoiced" totals={totals.invoiced} />
              <TotalsRow label="Credited" totals={totals.credited} />
              <TotalsRow label="Net" totals={totals.net} />
            </tbody>
          </table>
        </div>
      </section>
      {shown.length === 0 ? (
        <p>
          No {props.status ? `${statusLabels[props.status]} invoices` : "invoices"} in this period.
        </p>
      ) : (
        <div className="table-wrap">
          <table className="invoices" data-invoices>
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Date</th>
                <th scope="col">Buyer</th>
                <th scope="col">Course</th>
                <th scope="col">excl. VAT</th>
                <th scope="col">VAT</th>
                <th scope="col">incl. VAT</th>
                <th scope="col">Status</th>
                <th scope="col">Files</th>
                <th scope="col">Paid by hand</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((document) => (
                <DocumentRow key={document.id} document={document} today={today} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        Each document is kept as issued, 7 years (art. 52 AWR), never changed: a correction is a
        credit note. Credit notes count negative in the totals and the CSV.
      </p>
    </PageShell>
  );
}

function TotalsRow(props: { label: string; totals: PeriodTotals }) {
  return (
    <tr>
      <th scope="row">{props.label}</th>
      <td>{formatMoney(props.totals.exclVat, "en")}</td>
      <td>{formatMoney(props.totals.vat, "en")}</td>
      <td>{formatMoney(props.totals.inclVat, "en")}</td>
    </tr>
  );
}

function DocumentRow(props: { document: InvoiceAccount; today: string }) {
  const { document, today } = props;
  const status = statusOf(document, today);
  const open = openAmount(document);
  const sign = document.kind === "credit-note" ? "−" : "";
  return (
    <tr data-invoice={document.number} data-status={status}>
      <td>
        {document.number}
        {document.refersToNumber && <small> (credits {document.refersToNumber})</small>}
      </td>
      <td>{document.issueDate}</td>
      <td>
        {/* A document from a quote links to its quote: it has no enrolment. */}
        <a
          href={
            document.quoteId === null
              ? enquiryPath(document.enquiryId)
              : quotePath(document.quoteId)
          }
        >
          {document.buyerName}
        </a>
      </td>
      <td>{document.courseTitle}</td>
      <td>
        {sign}
        {formatMoney(document.exclVat, "en")}
      </td>
      <td>
        {sign}
        {formatMoney(document.vat, "en")}
      </td>
      <td>
        {sign}
        {formatMoney(document.inclVat, "en")}
      </td>
      <td>
        {statusLabels[status]}
        {status === "paid" && document.paidOn && <small> on {document.paidOn}</small>}
        {(status === "open" || status === "overdue") && document.dueDate && (
          <small> due {document.dueDate}</small>
        )}
      </td>
      <td>
        <a href={invoiceFilePath(document.id, "pdf")}>PDF</a>,{" "}
        <a href={invoiceFilePath(document.id, "xml")}>UBL</a>
      </td>
      <td>
        {open > 0 && (
          <form method="post" action={markPaidPath(document.id)} className="inline">
            <label htmlFor={`paid-${document.id}`} className="visually-hidden">
              Day {document.number} was paid
            </label>
            <input
              id={`paid-${document.id}`}
              type="date"
              name="paidOn"
              defaultValue={today}
              max={today}
              required
            />
            <button type="submit" className="secondary">
              Mark paid<span className="visually-hidden"> {document.number}</span> (
              {formatMoney(open, "en")})
            </button>
          </form>
        )}
      </td>
    </tr>
  );
}
