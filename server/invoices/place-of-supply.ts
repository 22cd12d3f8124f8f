import { checkVatId } from "#src/forms/vat-id.ts";
import type { VatSetting } from "#src/training/course-format.ts";
import type { VatTreatment } from "./invoice-snapshot.ts";

/** Our company's country: where a classroom run takes place and our VAT is Dutch VAT. */
export const homeCountry = "NL";

export interface SupplyFacts {
  /** The company's VAT setting (content/company.yml `vat`): `exempt` is a CRKBO-registered provider. */
  vat: VatSetting;
  mode: "classroom" | "online" | "in-company";
  buyerKind: "business" | "private";
  /** As the buyer typed it; checked here. */
  buyerVatId?: string;
}

export type SupplyDecision =
  | { treatment: VatTreatment /** Normalised, when the buyer gave one. */; buyerVatId?: string }
  | { problem: string };

/**
 * Which VAT an invoice charges, by where the course is supplied (the place of
 * supply):
 * - admission to a classroom run is supplied where it takes place (VAT
 *   Directive art. 53; art. 6b Wet OB), and our classroom runs are in the
 *   Netherlands: Dutch VAT for every buyer, a foreign business included;
 * - an online run or in-company training for a business is supplied where the
 *   business is established (art. 44; art. 6 lid 1 Wet OB): an EU business
 *   outside the Netherlands with a valid-looking VAT ID gets the reverse
 *   charge (art. 196), 0 % and "btw verlegd" with its VAT ID on the invoice;
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
  if (facts.buyerKind === "business" && facts.buyerVatId?.trim()) {
    const check = checkVatId(facts.buyerVatId);
    if (!check.isValid) return { problem: `The buyer's VAT ID fails its check: ${check.reason}.` };
    buyerVatId = check.vatId;
    const isSuppliedAbroad = facts.mode !== "classroom" && check.countryCode !== homeCountry;
    if (isSuppliedAbroad) return { treatment: { kind: "reverse-charge" }, buyerVatId };
  }
  const treatment: VatTreatment =
    facts.vat.basis === "exempt" ? { kind: "exempt" } : { kind: "standard", rate: facts.vat.rate };
  return { treatment, ...(buyerVatId && { buyerVatId }) };
}
