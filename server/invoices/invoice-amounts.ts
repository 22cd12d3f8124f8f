import type { VatSetting } from "#src/training/course-format.ts";
import { vatAmounts } from "#src/training/vat-amounts.ts";
import {
  type Cents,
  noCents,
  percentOf,
  scaleCents,
  subtractCents,
  sumOfCents,
  timesCount,
} from "#src/money/money.ts";
import type {
  InvoiceLine,
  InvoiceSnapshot,
  UnitLine,
  VatBreakdown,
  VatTreatment,
} from "./invoice-snapshot.ts";

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

const categoryOrder: readonly VatBreakdown["category"][] = ["S", "E", "AE", "O"];

/**
 * A version 2 document's VAT (lines with a category each, issue 45): per
 * category and rate, the taxable amount and its VAT reckoned once on that sum,
 * as the quote reckons it (server/quotes/quote-amounts.ts calls this): exactly what
 * BR-CO-17 asks, whatever the number of lines. Only S carries VAT.
 */
export function unitLineBreakdown<Category extends VatBreakdown["category"]>(
  lines: readonly (Pick<UnitLine, "vatRate" | "totalExclVat"> & { vatCategory: Category })[],
): (VatBreakdown & { category: Category })[] {
  const parts = new Map<string, VatBreakdown & { category: Category }>();
  for (const line of lines) {
    const key = `${line.vatCategory} ${line.vatRate}`;
    const part = parts.get(key) ?? {
      category: line.vatCategory,
      rate: line.vatRate,
      taxableAmount: noCents,
      vatAmount: noCents,
    };
    parts.set(key, { ...part, taxableAmount: sumOfCents([part.taxableAmount, line.totalExclVat]) });
  }
  return [...parts.values()]
    .map((part) => ({
      ...part,
      vatAmount: part.category === "S" ? percentOf(part.taxableAmount, part.rate) : noCents,
    }))
    .sort(
      (a, b) =>
        categoryOrder.indexOf(a.category) - categoryOrder.indexOf(b.category) || b.rate - a.rate,
    );
}

/** The totals of a document from its VAT breakdown. */
export function breakdownTotals(breakdown: readonly VatBreakdown[]): {
  exclVat: Cents;
  vat: Cents;
  inclVat: Cents;
} {
  const exclVat = sumOfCents(breakdown.map((part) => part.taxableAmount));
  const vat = sumOfCents(breakdown.map((part) => part.vatAmount));
  return { exclVat, vat, inclVat: sumOfCents([exclVat, vat]) };
}

/** A line's amount: its quantity over the price's base quantity times the price, rounded once. */
export function unitLineAmount(
  line: Pick<UnitLine, "quantity" | "baseQuantity" | "unitPriceExclVat">,
): Cents {
  const hundredths = Math.round(line.quantity * 100);
  const baseHundredths = Math.round((line.baseQuantity ?? 1) * 100);
  return scaleCents(line.unitPriceExclVat, hundredths, baseHundredths);
}

/** The words after a mail's total: "incl. VAT" only where VAT is charged, else why there is none. */
export function mailVatOf(
  snapshot: Pick<InvoiceSnapshot, "vatBreakdown">,
): "standard" | "reverse-charge" | "exempt" | "outside-scope" {
  const has = (category: VatBreakdown["category"]) =>
    snapshot.vatBreakdown.some((part) => part.category === category);
  if (has("S")) return "standard";
  if (has("AE")) return "reverse-charge";
  if (has("E")) return "exempt";
  return "outside-scope";
}
