import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { percentOf } from "#src/money/money.ts";
import { formatDate } from "#src/training/course-format.ts";
import { addDays, paymentDays } from "./due-date.ts";
import { invoiceLine, totals, vatBreakdown } from "./invoice-amounts.ts";
import type { InvoiceBuild } from "./build-invoice.ts";
import type { InvoiceSnapshotV1 } from "./invoice-snapshot.ts";

/**
 * The invoice for the course terms' charge after the buyer's own
 * cancellation (50 % of the fee from 4 weeks to 1 week before the start):
 * issued beside the credit note that cancels the original invoice, so the
 * buyer's account reads invoice − credit note + charge = what it owes. One
 * line at `percent` of the original's amounts excl. VAT and VAT, each rounded
 * half up to the cent as the cancel page and the mail reckon it
 * (`percentOf`, src/money/money.ts), under the original's VAT treatment;
 * due 30 days after its date (the course it paid for no longer takes place).
 * Its line names the day the cancellation reached us, and its date of supply
 * reads as the cancelled run's (the PDF's label, review L4).
 */
export function buildChargeInvoice(
  invoice: InvoiceSnapshotV1,
  facts: { number: string; issueDate: string; percent: number; cancelledOn?: string },
): InvoiceBuild {
  if (invoice.kind !== "invoice") return { problems: ["Only an invoice can be charged for."] };
  if (!(facts.percent > 0 && facts.percent <= 100)) {
    return { problems: [`No charge of ${facts.percent}% can be invoiced.`] };
  }
  const words = dictionaries[invoice.language].invoice;
  const [first] = invoice.lines;
  const course = first?.description ?? "";
  const lines = [
    invoiceLine(
      {
        description: fill(facts.cancelledOn ? words.chargeLineCancelled : words.chargeLine, {
          percent: String(facts.percent),
          course,
          date: facts.cancelledOn ? formatDate(facts.cancelledOn, invoice.language) : "",
        }),
        runLabel: first?.runLabel ?? course,
        participants: [],
        quantity: 1,
      },
      {
        exclVat: percentOf(invoice.totals.exclVat, facts.percent),
        vat: percentOf(invoice.totals.vat, facts.percent),
      },
    ),
  ];
  const { refersTo: _none, ...kept } = invoice;
  return {
    snapshot: {
      ...kept,
      kind: "invoice",
      number: facts.number,
      issueDate: facts.issueDate,
      lines,
      vatBreakdown: vatBreakdown(lines, invoice.vatTreatment),
      totals: totals(lines),
      dueDate: addDays(facts.issueDate, paymentDays),
      paymentReference: facts.number,
      ...(facts.cancelledOn && { cancelledOn: facts.cancelledOn }),
    },
  };
}
