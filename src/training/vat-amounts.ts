import type { VatSetting } from "./course-format.ts";

/**
 * A fee per participant as the buyer pays it and as the books hold it: incl.
 * and excl. VAT, each rounded to the cent. One reckoning for the form's total
 * (in the browser), the stored enrolment and the invoicing CSV, so the
 * total a buyer saw before the button is the one we invoice.
 */
export function vatAmounts(fee: number, vat: VatSetting): { inclVat: number; exclVat: number } {
  switch (vat.basis) {
    case "exclusive":
      return { inclVat: Math.round(fee * (100 + vat.rate)) / 100, exclVat: fee };
    case "inclusive":
      return { inclVat: fee, exclVat: Math.round((fee * 100 * 100) / (100 + vat.rate)) / 100 };
    case "exempt":
      return { inclVat: fee, exclVat: fee };
  }
}

/** The amount for `participants`, rounded to the cent. */
export function timesParticipants(amount: number, participants: number): number {
  return Math.round(amount * participants * 100) / 100;
}
