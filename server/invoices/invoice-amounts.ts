import type { VatSetting } from "#src/training/course-format.ts";
import { vatAmounts } from "#src/training/vat-amounts.ts";
import {
  type Cents,
  noCents,
  percentOf,
  subtractCents,
  sumOfCents,
  timesCount,
} from "#src/money/money.ts";
import type { InvoiceLine, VatBreakdown, VatTreatment } from "./invoice-snapshot.ts";

/**
 * The amounts of an invoice, in whole cents, reckoned as everything else
 * reckons a fee (src/training/vat-amounts.ts): per participant, the amount
 * excl. and incl. VAT each rounded to the cent, then times the participants.
 * So the form's total, the stored enrolment, the confirmation mail, the
 * roster's CSV and the invoice all show the same total: the buyer pays what
 * it saw before pressing the button.
 *
 * How that agrees with the UBL's rules (EN 16931):
 * - a line's net amount is its quantity times its unit price (PEPPOL-EN16931-R120),
 *   and the sums (BR-CO-10, BR-CO-13, BR-CO-14, BR-CO-15, BR-CO-16, BR-S-08,
 *   BR-AE-08, BR-E-08) add whole cents: exact, no rounding at all;
 * - the VAT of a category must be its taxable amount times the rate
 *   (BR-CO-17, BR-S-09), and the rule allows it to differ from that product,
 *   rounded, by less than 1 (one euro): it is built for exactly this, VAT
 *   reckoned per line or per unit. Ours, rounded per participant, differs by
 *   at most half a cent per participant: nothing where the fee excl. VAT
 *   times the rate comes out in whole cents (every whole-euro fee at 21 %),
 *   and a cent or so where it does not (€ 999.99 × 3 at 21 %: 630.00 per
 *   participant against 629.99 over the three). `vatWithinTolerance` stops an
 *   invoice that would ever go further (more than 199 participants on a line).
 */
/** One participant's fee excl. VAT and its VAT, in cents, under `treatment`. */
export function unitAmounts(
  feeCents: Cents,
  vat: VatSetting,
  treatment: VatTreatment,
): { exclVat: Cents; vat: Cents } {
  const { inclVatCents, exclVatCents } = vatAmounts(feeCents, vat);
  // A reverse-charged or exempt fee is its amount without VAT: no VAT is added, none is in it.
  return {
    exclVat: exclVatCents,
    vat: treatment.kind === "standard" ? subtractCents(inclVatCents, exclVatCents) : noCents,
  };
}

export function invoiceLine(
  line: Pick<InvoiceLine, "description" | "runLabel" | "participants" | "quantity">,
  unit: { exclVat: Cents; vat: Cents },
): InvoiceLine {
  return {
    ...line,
    unitPriceExclVat: unit.exclVat,
    totalExclVat: timesCount(unit.exclVat, line.quantity),
    vat: timesCount(unit.vat, line.quantity),
  };
}

/** The VAT category of the UBL for a treatment. */
export function vatCategory(treatment: VatTreatment): VatBreakdown["category"] {
  switch (treatment.kind) {
    case "standard":
      return "S";
    case "reverse-charge":
      return "AE";
    case "exempt":
      return "E";
  }
}

export function vatRate(treatment: VatTreatment): number {
  return treatment.kind === "standard" ? treatment.rate : 0;
}

/** One VAT category per document: every line is the same course under the same treatment. */
export function vatBreakdown(lines: InvoiceLine[], treatment: VatTreatment): VatBreakdown[] {
  return [
    {
      category: vatCategory(treatment),
      rate: vatRate(treatment),
      taxableAmount: sumOfCents(lines.map((line) => line.totalExclVat)),
      vatAmount: sumOfCents(lines.map((line) => line.vat)),
    },
  ];
}

export function totals(lines: InvoiceLine[]): { exclVat: Cents; vat: Cents; inclVat: Cents } {
  const exclVat = sumOfCents(lines.map((line) => line.totalExclVat));
  const vat = sumOfCents(lines.map((line) => line.vat));
  return { exclVat, vat, inclVat: sumOfCents([exclVat, vat]) };
}

/** BR-CO-17's margin: the category's VAT within one euro (exclusive) of taxable × rate, rounded. */
export function isVatWithinTolerance(breakdown: VatBreakdown): boolean {
  const exact = percentOf(breakdown.taxableAmount, breakdown.rate);
  return Math.abs(breakdown.vatAmount - exact) < 100;
}
