import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import type { InvoiceAccount } from "#server/payments/ledger.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import { runFacts } from "#server/runs/run-mail-facts.ts";
import { invoicePreview, invoicingContextOf } from "#server/runs/run-invoices.ts";
import type { RosterRow } from "#server/runs/roster-types.ts";
import type { VatIdChecker } from "#server/invoices/vat-id-checker.ts";
import type { RowInvoices } from "./roster-invoices.tsx";
import { vatIdAnswerFor } from "./vat-id-checks.ts";

/**
 * Each enrolment's invoices for its roster card, and for one that can still
 * be confirmed what its confirmation would do about its invoice (the same
 * check the confirmation makes, so the roster says beforehand why it would
 * be refused). A store that keeps no invoices shows none.
 *
 * Where the invoice would be reverse charged, VIES is asked first (through
 * `vatIds`, its answers kept for the day): the card then says VIES confirmed
 * the VAT ID, or that it did not, before anyone presses Confirm. Asking
 * changes nothing of ours.
 */
export async function rosterInvoices(
  rows: RosterRow[],
  catalogue: EnrolmentCatalogue | undefined,
  invoicesOf: ((ids: number[]) => Promise<InvoiceAccount[]>) | undefined,
  now: Date,
  payUrl?: (document: InvoiceAccount) => string | undefined,
  vatIds?: VatIdChecker,
): Promise<{ invoices?: Record<number, RowInvoices>; invoicingOff?: string }> {
  if (!invoicesOf) return {};
  const documents = await invoicesOf(rows.map((row) => row.id)).catch(() => undefined);
  if (!documents) return {};
  const context = invoicingContextOf(catalogue);
  const today = todayInAmsterdam(now);
  const invoices: Record<number, RowInvoices> = {};
  // Each buyer VIES is asked about, at once: a roster waits for one answer (or time-out), not one each.
  const previews = await Promise.all(
    rows.map(async (row) => {
      const record = JSON.parse(row.details ?? "{}") as Partial<EnrolmentRecord>;
      // A private run's enrolment is never invoiced, confirmed or not: its quote is.
      if (record.privateOf) return { none: "private-run" as const };
      const canConfirm = row.place === "placed" || row.place === null;
      if (!canConfirm || !context) return undefined;
      const facts = runFacts(catalogue, row.courseKey, row.runKey, record);
      const answer = await vatIdAnswerFor(row, facts, context, vatIds);
      if (answer && answer.outcome !== "valid") {
        // Whatever else would refuse it first; then the owner's choice.
        const dutch = { ...context, vatIdCheck: { ...answer, isDutchVatChosen: true } };
        const preview = invoicePreview(row, facts, dutch, today);
        return "isReady" in preview ? { vatIdNotConfirmed: answer } : preview;
      }
      const preview = invoicePreview(row, facts, { ...context, vatIdCheck: answer }, today);
      return answer && "isReady" in preview
        ? { isReady: true as const, vatIdCheck: answer }
        : preview;
    }),
  );
  for (const [index, row] of rows.entries()) {
    const preview = previews[index];
    invoices[row.id] = {
      documents: documents.filter((document) => document.enquiryId === row.id),
      today,
      ...(payUrl && { payUrl }),
      ...(preview && { preview }),
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
