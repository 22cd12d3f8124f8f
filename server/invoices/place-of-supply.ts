import { checkVatId, isEuCountry } from "#src/forms/vat-id.ts";
import type { VatSetting } from "#src/training/course-format.ts";
import type { VatIdNotConfirmed } from "#server/mail/invoice-mails.ts";
import type { InvoiceSnapshot, VatIdCheck, VatTreatment } from "./invoice-snapshot.ts";
import type { VatIdAnswer } from "./vies-client.ts";

/** Our company's country: where a classroom run takes place and our VAT is Dutch VAT. */
export const homeCountry = "NL";

export interface SupplyFacts {
  /** The company's VAT setting (content/company.yml `vat`): `exempt` is a CRKBO-registered provider. */
  vat: VatSetting;
  mode: "classroom" | "online" | "in-company";
  buyerKind: "business" | "private";
  /** As the buyer typed it; checked here. */
  buyerVatId?: string;
  /**
   * What VIES said of the VAT ID, where the supply would be reverse charged,
   * and whether the owner chose Dutch VAT when it did not confirm it. An
   * enrolment's invoice always brings it (server/runs/run-invoices.ts):
   * "not-asked" when the server did not ask, which refuses the reverse
   * charge. Undefined: a document built from facts checked elsewhere (the
   * samples, the tests), decided on the VAT ID's form as before the check.
   */
  vatIdCheck?: VatIdVerdict | "not-asked";
}

/** VIES's answer, with the owner's choice when it is not "valid". */
export type VatIdVerdict = VatIdAnswer & { isDutchVatChosen?: boolean };

export type SupplyDecision =
  | {
      treatment: VatTreatment;
      /** Normalised, when the buyer gave one. */
      buyerVatId?: string;
      /** VIES's answer, kept with the invoice, where the supply would be reverse charged. */
      vatIdCheck?: VatIdCheck;
    }
  | { problem: string };

/**
 * Which VAT an invoice charges, by where the course is supplied (the place of
 * supply):
 * - admission to a classroom run is supplied where it takes place (VAT
 *   Directive art. 53; art. 6b Wet OB), and our classroom runs are in the
 *   Netherlands: Dutch VAT for every buyer, a foreign business included;
 * - an online run or in-company training for a business is supplied where the
 *   business is established (art. 44; art. 6 lid 1 Wet OB): an EU business
 *   outside the Netherlands whose VAT ID VIES confirms gets the reverse
 *   charge (art. 196), 0 % and "btw verlegd" with its VAT ID on the invoice.
 *   Only that confirmation lets us treat the buyer as a taxable person (art.
 *   18 lid 1 Uitvoeringsverordening 282/2011): when VIES says the number is
 *   not valid, or cannot be reached, the owner chooses Dutch VAT (the invoice
 *   says why) or waits, and nothing is issued until then;
 * - anything else is supplied here: Dutch VAT.
 * Where the supply is Dutch, a CRKBO-registered provider (fees `exempt`)
 * charges no VAT under art. 11 lid 1 sub o Wet OB (art. 132(1)(i)). Where it
 * is not Dutch, that exemption does not apply: the reverse charge stands, and
 * the buyer applies its own country's rules.
 *
 * Not decided here, and so still Dutch VAT: a private person abroad buying an
 * online run, taxed since 2025 where that person lives (art. 54(2)(b), via
 * the OSS), and a business outside the EU (outside the scope of Dutch VAT for
 * an online run). Both are rare for us; the owner's guide says to ask the
 * bookkeeper before confirming one.
 */
export function vatTreatmentFor(facts: SupplyFacts): SupplyDecision {
  let buyerVatId: string | undefined;
  let vatIdCheck: VatIdCheck | undefined;
  if (facts.buyerKind === "business" && facts.buyerVatId?.trim()) {
    const check = checkVatId(facts.buyerVatId);
    if (!check.isValid) return { problem: `The buyer's VAT ID fails its check: ${check.reason}.` };
    buyerVatId = check.vatId;
    if (reverseChargeVatId(facts)) {
      const verdict = facts.vatIdCheck;
      if (verdict === undefined) return { treatment: { kind: "reverse-charge" }, buyerVatId };
      if (verdict === "not-asked") {
        return {
          problem: `The buyer's VAT ID ${buyerVatId} has not been checked at VIES: the reverse charge needs its confirmation.`,
        };
      }
      if (verdict.vatId !== buyerVatId) {
        return { problem: `VIES was asked about ${verdict.vatId}, not the buyer's ${buyerVatId}.` };
      }
      vatIdCheck = {
        vatId: verdict.vatId,
        checkedAt: verdict.checkedAt,
        outcome: verdict.outcome,
        ...(verdict.outcome === "valid" &&
          verdict.consultationNumber && { consultationNumber: verdict.consultationNumber }),
      };
      if (verdict.outcome === "valid") {
        return { treatment: { kind: "reverse-charge" }, buyerVatId, vatIdCheck };
      }
      if (!verdict.isDutchVatChosen) {
        return {
          problem: `VIES did not confirm the buyer's VAT ID ${buyerVatId} (${verdict.outcome === "invalid" ? "not valid" : verdict.reason}): confirm with Dutch VAT, or wait until VIES confirms it.`,
        };
      }
    }
  }
  const treatment: VatTreatment =
    facts.vat.basis === "exempt" ? { kind: "exempt" } : { kind: "standard", rate: facts.vat.rate };
  return { treatment, ...(buyerVatId && { buyerVatId }), ...(vatIdCheck && { vatIdCheck }) };
}

/**
 * The buyer's VAT ID, normalised, when the supply would be reverse charged
 * (a business elsewhere in the EU, an online or in-company run): the one VIES
 * must confirm first. Undefined for every other supply, and for a VAT ID
 * that fails its form (refused anyway).
 */
export function reverseChargeVatId(
  facts: Pick<SupplyFacts, "mode" | "buyerKind" | "buyerVatId">,
): string | undefined {
  if (facts.buyerKind !== "business" || !facts.buyerVatId?.trim()) return undefined;
  const check = checkVatId(facts.buyerVatId);
  const isSuppliedAbroad =
    check.isValid && facts.mode !== "classroom" && check.countryCode !== homeCountry;
  return isSuppliedAbroad ? check.vatId : undefined;
}

/**
 * Where a document charges Dutch VAT because VIES did not confirm the buyer's
 * VAT ID (the owner chose it): what the invoice and its mail tell the buyer.
 */
export function vatIdNotConfirmedOf(
  snapshot: Pick<InvoiceSnapshot, "kind" | "vatIdCheck" | "vatBreakdown">,
): VatIdNotConfirmed | undefined {
  const check = snapshot.vatIdCheck;
  if (snapshot.kind !== "invoice" || !check || check.outcome === "valid") return undefined;
  if (snapshot.vatBreakdown.some((part) => part.category === "AE")) return undefined;
  return { vatId: check.vatId, outcome: check.outcome, checkedAt: check.checkedAt };
}

/** What a line of a quote supplies to a business: training (in-company) or consulting. */
export type ServiceKind = "training" | "consulting";

/**
 * The VAT categories (EN 16931, UNCL 5305) a line of ours can carry: S
 * standard rate, E exempt, AE reverse charge, O outside the scope of VAT.
 */
export type VatCategory = "S" | "E" | "AE" | "O";

export type LineVat =
  | { category: "S"; rate: number }
  | { category: "E" }
  /** The buyer's VAT ID, normalised: it must stand on the document. */
  | { category: "AE"; buyerVatId: string }
  | { category: "O" };

export interface BusinessServiceFacts {
  /** The company's VAT setting: `exempt` is a CRKBO-registered provider; `rate` is the Dutch rate. */
  vat: VatSetting;
  kind: ServiceKind;
  /** Where the business is established: its address's country, two letters. */
  buyerCountry: string;
  /** As typed: a business in another member state needs it for the reverse charge. */
  buyerVatId?: string;
}

/**
 * The VAT of one line of a quote (issue 45) to a business buyer, per line,
 * since a quote may mix training and consulting. Consulting and in-company
 * training for a business are supplied where the business is established
 * (VAT Directive art. 44; art. 6 lid 1 Wet OB), whatever the course's mode:
 * - a Dutch business: Dutch VAT at the standard rate; training lines are
 *   exempt (art. 11 lid 1 sub o Wet OB) only for a CRKBO-registered provider
 *   (`vat.basis: exempt`), consulting never (the exemption is for vocational
 *   training alone);
 * - a business in another member state: the reverse charge (art. 196), which
 *   needs its VAT ID, of that member state, on the document; without one we
 *   could not show it is a business (art. 18(1) Reg. 282/2011), so the line is
 *   refused rather than taxed as if it were a consumer;
 * - a business outside the EU: outside the scope of Dutch VAT (O); its
 *   business registration number is the evidence (art. 18(3) Reg. 282/2011),
 *   kept by the quote, not decided here.
 * Open runs keep `vatTreatmentFor` above (art. 53 for a classroom run).
 */
export function businessServiceVat(facts: BusinessServiceFacts): LineVat | { problem: string } {
  const country = facts.buyerCountry.trim().toUpperCase();
  const typed = facts.buyerVatId?.trim() ?? "";
  if (!isEuCountry(country)) return { category: "O" };
  const check = typed ? checkVatId(typed) : undefined;
  if (check && !check.isValid) {
    return { problem: `The buyer's VAT ID fails its check: ${check.reason}.` };
  }
  if (check?.isValid && check.countryCode !== country) {
    return {
      problem: `The VAT ID ${check.vatId} is from ${check.countryCode}, the address in ${country}: give the VAT ID of the country where the business is established.`,
    };
  }
  if (country !== homeCountry) {
    if (!check?.isValid) {
      return {
        problem: `A business in ${country} needs its VAT ID: the reverse charge depends on it.`,
      };
    }
    return { category: "AE", buyerVatId: check.vatId };
  }
  if (facts.kind === "training" && facts.vat.basis === "exempt") return { category: "E" };
  return { category: "S", rate: facts.vat.rate };
}
