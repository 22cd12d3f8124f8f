import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { type Cents, cents, percentOf } from "#src/money/money.ts";
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
 * reads as the cancelled run's (the PDF's label, review L4). The same invoice,
 * at an amount in cents, bills the costs the owner confirms (M7) or the part of
 * the course given before a consumer's withdrawal (`part`).
 */
export function buildChargeInvoice(
  invoice: InvoiceSnapshotV1,
  facts: {
    number: string;
    issueDate: string;
    percent: number;
    cancelledOn?: string;
    /** The costs we actually incurred, in cents incl. VAT, in place of `percent` (review 3, M7). */
    inclVat?: Cents;
    /** With `inclVat`: the part of the course given before a consumer's withdrawal (6:230s lid 4 BW). */
    part?: { given: number; of: number };
  },
): InvoiceBuild {
  if (invoice.kind !== "invoice") return { problems: ["Only an invoice can be charged for."] };
  const costs = facts.inclVat;
  if (costs !== undefined && !(costs > 0 && costs <= invoice.totals.inclVat)) {
    return { problems: ["The costs must be more than nil and at most the invoice's total."] };
  }
  if (costs === undefined && !(facts.percent > 0 && facts.percent <= 100)) {
    return { problems: [`No charge of ${facts.percent}% can be invoiced.`] };
  }
  const words = dictionaries[invoice.language].invoice;
  const [first] = invoice.lines;
  const course = first?.description ?? "";
  const lines = [
    invoiceLine(
      {
        description: fill(
          costs !== undefined
            ? facts.part
              ? words.chargeLineGiven
              : words.chargeLineCosts
            : facts.cancelledOn
              ? words.chargeLineCancelled
              : words.chargeLine,
          {
            percent: String(facts.percent),
            given: String(facts.part?.given ?? ""),
            days: String(facts.part?.of ?? ""),
            course,
            date: facts.cancelledOn ? formatDate(facts.cancelledOn, invoice.language) : "",
          },
        ),
        runLabel: first?.runLabel ?? course,
        participants: [],
        quantity: 1,
      },
      costs !== undefined
        ? costsSplit(invoice, costs)
        : {
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

/** Costs incl. VAT split as the invoice splits its total: the VAT its share, the rest excl. VAT. */
function costsSplit(invoice: InvoiceSnapshotV1, inclVat: Cents): { exclVat: Cents; vat: Cents } {
  const vat = cents(Math.round((inclVat * invoice.totals.vat) / invoice.totals.inclVat));
  return { exclVat: cents(inclVat - vat), vat };
}
