import type { StoredDocument } from "#server/invoices/invoice-ledger.ts";
import type { NoInvoiceReason } from "#server/runs/roster-types.ts";
import { invoiceFilePath } from "#server/back-office/invoices/invoice-paths.ts";
import { euros } from "#server/back-office/invoices/invoice-status.ts";

/** What the roster says of one enrolment's invoices. */
export interface RowInvoices {
  /** Its invoices and credit notes, in number order. */
  documents: Pick<StoredDocument, "id" | "number" | "kind" | "inclVat" | "isRendered">[];
  /** What confirming it would do (only while it can be confirmed). */
  preview?: { none: NoInvoiceReason } | { problems: string[] } | { isReady: true };
}

const noInvoiceText: Record<NoInvoiceReason, string> = {
  request:
    "none on confirmation: a request without obligation (no date yet or in-company); invoice it by hand once agreed",
  "no-fee": "none on confirmation: the course's price is on request; invoice it by hand",
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
                {euros(document.inclVat)}):{" "}
                {document.isRendered ? (
                  <>
                    <a href={invoiceFilePath(document.id, "pdf")}>PDF</a>,{" "}
                    <a href={invoiceFilePath(document.id, "xml")}>UBL</a>
                  </>
                ) : (
                  "being rendered"
                )}
              </li>
            ))}
          </ul>
        )}
        {preview && "none" in preview && <span>{noInvoiceText[preview.none]}</span>}
        {preview && "isReady" in preview && (
          <span>issued, numbered and e-mailed on confirmation</span>
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
