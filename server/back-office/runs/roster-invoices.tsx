import type { InvoiceAccount } from "#server/payments/ledger.ts";
import type { NoInvoiceReason } from "#server/runs/roster-types.ts";
import { invoiceFilePath } from "#server/back-office/invoices/invoice-paths.ts";
import { openAmount, statusOf } from "#server/back-office/invoices/invoice-status.ts";
import { sumOfCents } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import type { VatIdAnswer } from "#server/invoices/vies-client.ts";
import { VatIdConfirmed, VatIdNotConfirmed } from "./roster-vat-id.tsx";

/** What the roster says of one enrolment's invoices. */
export interface RowInvoices {
  /** Its invoices and credit notes, in number order. */
  documents: InvoiceAccount[];
  /** Today in Amsterdam, for each invoice's status (overdue). */
  today?: string;
  /** An invoice's "Pay now" page, when paying online is on; else no link. */
  payUrl?: (document: InvoiceAccount) => string | undefined;
  /**
   * What confirming it would do (only while it can be confirmed); with VIES's
   * answer where the invoice would be reverse charged.
   */
  preview?:
    | { none: NoInvoiceReason }
    | { problems: string[] }
    | { isReady: true; vatIdCheck?: VatIdAnswer }
    | { vatIdNotConfirmed: VatIdAnswer };
}

const noInvoiceText: Record<NoInvoiceReason, string> = {
  request:
    "none on confirmation: a request without obligation (no date yet or in-company); invoice it by hand once agreed",
  "no-fee": "none on confirmation: the course's price is on request; invoice it by hand",
  "private-run": "none: a private run's enrolment; its quote is invoiced",
};

/**
 * The "Invoices" line of an enrolment's card: each document with its PDF and
 * UBL, or what its confirmation will issue, or why it cannot be confirmed yet.
 */
export function RosterInvoices(props: { invoices?: RowInvoices; invoicingOff?: string }) {
  const { invoices } = props;
  if (!invoices) return null;
  const { documents, preview } = invoices;
  return (
    <>
      <dt>Invoices</dt>
      <dd data-invoices>
        {documents.length > 0 && (
          <ul className="participants">
            {documents.map((document) => (
              <li key={document.id}>
                {document.kind === "invoice" ? "Invoice" : "Credit note"} {document.number} (
                {formatMoney(document.inclVat, "en")}):{" "}
                {document.isRendered ? (
                  <>
                    <a href={invoiceFilePath(document.id, "pdf")}>PDF</a>,{" "}
                    <a href={invoiceFilePath(document.id, "xml")}>UBL</a>
                  </>
                ) : (
                  "being rendered"
                )}
                <InvoiceState document={document} payUrl={invoices.payUrl} today={invoices.today} />
              </li>
            ))}
          </ul>
        )}
        {preview && "none" in preview && <span>{noInvoiceText[preview.none]}</span>}
        {preview &&
          "isReady" in preview &&
          (preview.vatIdCheck ? (
            <VatIdConfirmed answer={preview.vatIdCheck} />
          ) : (
            <span>issued, numbered and e-mailed on confirmation</span>
          ))}
        {preview && "vatIdNotConfirmed" in preview && (
          <VatIdNotConfirmed answer={preview.vatIdNotConfirmed} />
        )}
        {preview && "problems" in preview && (
          <span className="problem" data-invoice-problem>
            Cannot be confirmed yet: {preview.problems.join(" ")}
          </span>
        )}
        {!preview && documents.length === 0 && (
          <span>{props.invoicingOff ? `none: ${props.invoicingOff}` : "none"}</span>
        )}
      </dd>
    </>
  );
}

const stateWords = {
  open: "open",
  paid: "paid",
  overdue: "overdue",
  credited: "credited",
  "refund-due": "refund due",
} as const;

/** An invoice's status (and what is open, and its "Pay now" link while something is). */
function InvoiceState(props: {
  document: InvoiceAccount;
  payUrl?: (document: InvoiceAccount) => string | undefined;
  today?: string;
}) {
  const { document } = props;
  if (document.kind !== "invoice" || !props.today) return null;
  const status = statusOf(document, props.today);
  if (status === "credit-note") return null;
  const open = openAmount(document);
  const link = open > 0 ? props.payUrl?.(document) : undefined;
  return (
    <>
      {" "}
      <span data-invoice-status={status}>
        — {stateWords[status]}
        {(status === "open" || status === "overdue") && ` (${formatMoney(open, "en")} to pay)`}
        {status === "refund-due" && ` (${formatMoney(document.refundDue, "en")} to refund)`}
      </span>
      {link && (
        <>
          {" "}
          — <a href={link}>Pay now link</a>
        </>
      )}
    </>
  );
}

/** The run's money: paid (less refunds) and still open, over its enrolments' invoices. */
export function RunMoney(props: { invoices?: Record<number, RowInvoices> }) {
  if (!props.invoices) return null;
  const documents = Object.values(props.invoices).flatMap((row) =>
    row.documents.filter((document) => document.kind === "invoice"),
  );
  if (documents.length === 0) return null;
  const paid = sumOfCents(documents.map((document) => document.paid));
  const open = sumOfCents(documents.map(openAmount));
  return (
    <>
      <dt>Invoiced money</dt>
      <dd data-run-money>
        {formatMoney(paid, "en")} paid, {formatMoney(open, "en")} open
      </dd>
    </>
  );
}
