import { describe, expect, it } from "vitest";
import {
  businessServiceVat,
  type BusinessServiceFacts,
  vatTreatmentFor,
} from "#server/invoices/place-of-supply.ts";

/**
 * The VAT of a quote's line to a business (issue 45): where the business is
 * established decides (art. 44), per line, training or consulting.
 */
const standard = { basis: "exclusive", rate: 21 } as const;
const crkbo = { basis: "exempt", rate: 21 } as const;
const line = (facts: Partial<BusinessServiceFacts>) =>
  businessServiceVat({ vat: standard, kind: "consulting", buyerCountry: "NL", ...facts });

describe("the VAT of a quote's line to a business", () => {
  it("charges a Dutch business 21 % for training and consulting alike", () => {
    expect(line({ kind: "training" })).toEqual({ category: "S", rate: 21 });
    expect(line({ kind: "consulting", buyerVatId: "NL987654321B01" })).toEqual({
      category: "S",
      rate: 21,
    });
  });

  it("exempts a Dutch business's training lines only with the CRKBO exemption on, never its consulting lines", () => {
    expect(line({ vat: crkbo, kind: "training" })).toEqual({ category: "E" });
    expect(line({ vat: crkbo, kind: "consulting" })).toEqual({ category: "S", rate: 21 });
    expect(line({ vat: standard, kind: "training" })).toEqual({ category: "S", rate: 21 });
  });

  it("reverse-charges an EU business abroad with its VAT ID (AE), training and consulting, CRKBO or not", () => {
    for (const vat of [standard, crkbo]) {
      for (const kind of ["training", "consulting"] as const) {
        expect(line({ vat, kind, buyerCountry: "BE", buyerVatId: "be 0123.456.789" })).toEqual({
          category: "AE",
          buyerVatId: "BE0123456789",
        });
      }
    }
    expect(line({ buyerCountry: "GR", buyerVatId: "EL123456789" })).toEqual({
      category: "AE",
      buyerVatId: "EL123456789",
    });
  });

  it("refuses an EU business abroad without a VAT ID, or with one of another country, saying why", () => {
    expect(line({ buyerCountry: "DE" })).toEqual({
      problem: "A business in DE needs its VAT ID: the reverse charge depends on it.",
    });
    expect(line({ buyerCountry: "DE", buyerVatId: "BE0123456789" })).toMatchObject({
      problem: expect.stringContaining("is from BE, the address in DE"),
    });
    expect(line({ buyerCountry: "NL", buyerVatId: "DE123456789" })).toMatchObject({
      problem: expect.stringContaining("is from DE, the address in NL"),
    });
    expect(line({ buyerCountry: "DE", buyerVatId: "DE12" })).toMatchObject({
      problem: expect.stringContaining("fails its check"),
    });
  });

  it("puts a business outside the EU outside the scope (O), whatever the line and the setting", () => {
    for (const buyerCountry of ["CH", "GB", "US", "NO"]) {
      for (const vat of [standard, crkbo]) {
        expect(line({ vat, kind: "training", buyerCountry })).toEqual({ category: "O" });
        expect(line({ vat, kind: "consulting", buyerCountry })).toEqual({ category: "O" });
      }
    }
  });

  it("leaves the open runs' rules as they were: a classroom run is Dutch VAT for a foreign business (art. 53)", () => {
    const decision = vatTreatmentFor({
      vat: standard,
      mode: "classroom",
      buyerKind: "business",
      buyerVatId: "BE0123456789",
    });
    expect(decision).toEqual({
      treatment: { kind: "standard", rate: 21 },
      buyerVatId: "BE0123456789",
    });
  });
});
