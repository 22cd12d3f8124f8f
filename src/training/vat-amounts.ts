import { basisPoints, type Cents, scaleCents } from "#src/money/money.ts";

/** The company's VAT setting (content/company.yml). */
export interface VatSetting {
  basis: "exclusive" | "inclusive" | "exempt";
  /** Percent, when fees are exclusive: 21 in the Netherlands. */
  rate: number;
  /**
   * With fees exclusive of VAT, how the two amounts stand: "equal" (the
   * default), or "inclusive", the amount incl. VAT first and large. Never the
   * amount excl. VAT larger: a private buyer must see the total price at least
   * as prominently.
   */
  emphasis?: "equal" | "inclusive";
}

/**
 * A fee per participant as the buyer pays it and as the books hold it: incl.
 * and excl. VAT, each rounded to the cent once (half up, src/money/money.ts).
 * One reckoning for the form's total (in the browser), the stored enrolment,
 * the pages, the invoice and the invoicing CSV, so the total a buyer saw
 * before the button is the one we invoice.
 */
export function vatAmounts(
  feeCents: Cents,
  vat: VatSetting,
): { inclVatCents: Cents; exclVatCents: Cents } {
  const hundredPercent = 10_000;
  switch (vat.basis) {
    case "exclusive":
      return {
        inclVatCents: scaleCents(feeCents, hundredPercent + basisPoints(vat.rate), hundredPercent),
        exclVatCents: feeCents,
      };
    case "inclusive":
      return {
        inclVatCents: feeCents,
        exclVatCents: scaleCents(feeCents, hundredPercent, hundredPercent + basisPoints(vat.rate)),
      };
    case "exempt":
      return { inclVatCents: feeCents, exclVatCents: feeCents };
  }
}
