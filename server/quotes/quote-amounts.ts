import type { VatSetting } from "#src/training/vat-amounts.ts";
import type { Cents } from "#src/money/money.ts";
import {
  businessServiceVat,
  type LineVat,
  type VatCategory,
} from "#server/invoices/place-of-supply.ts";
import { breakdownTotals, unitLineBreakdown } from "#server/invoices/invoice-amounts.ts";
import type { QuoteBuyer } from "./quote-draft.ts";
import { lineAmount, type QuoteLine } from "./quote-lines.ts";

/** A line with its amount and VAT decided. */
export interface PricedLine extends QuoteLine {
  totalExclVat: Cents;
  vatCategory: VatCategory;
  /** The percentage: the standard rate for S, 0 for the others. */
  vatRate: number;
}

/** One VAT category (and rate) of the quote: its taxable amount and its VAT. */
export interface VatPart {
  category: VatCategory;
  rate: number;
  taxableAmount: Cents;
  vatAmount: Cents;
}

/**
 * The amounts of a quote in whole cents: each line's amount excl. VAT (its
 * unit price times its quantity, rounded once), its VAT category by where the
 * buyer is established (businessServiceVat, per line: training and consulting
 * may differ), then per category and rate the taxable amount and its VAT,
 * reckoned once on that sum. So the VAT is exactly what EN 16931 asks of an
 * invoice made from it (BR-CO-17, BR-S-09: the category's taxable amount times
 * its rate, rounded), whatever the number of lines.
 */
export function priceQuote(
  lines: readonly QuoteLine[],
  buyer: Pick<QuoteBuyer, "address" | "vatId">,
  vat: VatSetting,
):
  | {
      lines: PricedLine[];
      vatBreakdown: VatPart[];
      totals: { exclVat: Cents; vat: Cents; inclVat: Cents };
      /** The VAT ID a reverse charge prints, normalised. */
      buyerVatId?: string;
    }
  | { problems: string[] } {
  const problems = new Set<string>();
  const priced: PricedLine[] = [];
  let buyerVatId: string | undefined;
  for (const line of lines) {
    const decision: LineVat | { problem: string } = businessServiceVat({
      vat,
      kind: line.kind,
      buyerCountry: buyer.address.country,
      buyerVatId: buyer.vatId,
    });
    if ("problem" in decision) {
      problems.add(decision.problem);
      continue;
    }
    if (decision.category === "AE") buyerVatId = decision.buyerVatId;
    priced.push({
      ...line,
      totalExclVat: lineAmount(line),
      vatCategory: decision.category,
      vatRate: decision.category === "S" ? decision.rate : 0,
    });
  }
  if (problems.size > 0) return { problems: [...problems] };
  const vatBreakdown = unitLineBreakdown(priced);
  const totals = breakdownTotals(vatBreakdown);
  return {
    lines: priced,
    vatBreakdown,
    totals,
    ...(buyerVatId && { buyerVatId }),
  };
}
