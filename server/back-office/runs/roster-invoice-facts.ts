import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import type { InvoiceAccount } from "#server/payments/ledger.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import { runFacts } from "#server/runs/run-mail-facts.ts";
import { invoicePreview, invoicingContextOf } from "#server/runs/run-invoices.ts";
import type { RosterRow } from "#server/runs/roster-types.ts";
import type { RowInvoices } from "./roster-invoices.tsx";

/**
 * Each enrolment's invoices for its roster card, and for one that can still
 * be confirmed what its confirmation would do about its invoice (the same
 * check the confirmation makes, so the roster says beforehand why it would
 * be refused). A store that keeps no invoices shows none.
 */
export async function rosterInvoices(
  rows: RosterRow[],
  catalogue: EnrolmentCatalogue | undefined,
  invoicesOf: ((ids: number[]) => Promise<InvoiceAccount[]>) | undefined,
  now: Date,
  payUrl?: (document: InvoiceAccount) => string | undefined,
): Promise<{ invoices?: Record<number, RowInvoices>; invoicingOff?: string }> {
  if (!invoicesOf) return {};
  const documents = await invoicesOf(rows.map((row) => row.id)).catch(() => undefined);
  if (!documents) return {};
  const context = invoicingContextOf(catalogue);
  const today = todayInAmsterdam(now);
  const invoices: Record<number, RowInvoices> = {};
  for (const row of rows) {
    const canConfirm = row.place === "placed" || row.place === null;
    const record = JSON.parse(row.details ?? "{}") as Partial<EnrolmentRecord>;
    invoices[row.id] = {
      documents: documents.filter((document) => document.enquiryId === row.id),
      today,
      ...(payUrl && { payUrl }),
      ...(canConfirm &&
        context && {
          preview: invoicePreview(
            row,
            runFacts(catalogue, row.courseKey, row.runKey, record),
            context,
            today,
          ),
        }),
    };
  }
  const off =
    catalogue?.invoicing && "off" in catalogue.invoicing ? catalogue.invoicing.off : undefined;
  return {
    invoices,
    invoicingOff:
      off ?? (catalogue?.invoicing ? undefined : "this release was built before invoicing"),
  };
}
