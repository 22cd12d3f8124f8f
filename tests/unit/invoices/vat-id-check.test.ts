import { describe, expect, it } from "vitest";
import { buildInvoice, buildCreditNote } from "#server/invoices/build-invoice.ts";
import { parseInvoiceSnapshot } from "#server/invoices/invoice-snapshot.ts";
import { reverseChargeVatId, vatIdNotConfirmedOf } from "#server/invoices/place-of-supply.ts";
import { germanBuyer, invoiceFacts, issuedInvoice } from "#tests/support/invoice-facts.ts";

/**
 * The reverse charge only on VIES's confirmation (review 3, M2): an
 * enrolment's invoice brings VIES's answer; "valid" reverse charges and keeps
 * the answer with its consultation number; "invalid" or "unavailable" issue
 * nothing until the owner chooses Dutch VAT, which the document then charges
 * and explains. A classroom run is Dutch VAT whatever VIES says (art. 53).
 */
const online = {
  label: "10–12 May 2027, online",
  start: "2027-05-10",
  end: "2027-05-12",
  mode: "online" as const,
};
const checkedAt = "2027-01-15T09:30:00.000Z";
const valid = {
  vatId: "DE123456789",
  checkedAt,
  outcome: "valid" as const,
  consultationNumber: "WAPIAAAAW0000001",
};
const invalid = { vatId: "DE123456789", checkedAt, outcome: "invalid" as const };
const unavailable = {
  vatId: "DE123456789",
  checkedAt,
  outcome: "unavailable" as const,
  reason: "MS_UNAVAILABLE: the member state's register did not answer",
};
const abroadOnline = { buyer: germanBuyer, run: online };

describe("an invoice to an EU business abroad on an online run", () => {
  it("is the one VIES must confirm: an online or in-company run, never a classroom run or a Dutch buyer", () => {
    const asked = (mode: "online" | "in-company" | "classroom", vatId = germanBuyer.vatId) =>
      reverseChargeVatId({ mode, buyerKind: "business", buyerVatId: vatId });
    expect(asked("online")).toBe("DE123456789");
    expect(asked("in-company")).toBe("DE123456789");
    expect(asked("classroom")).toBeUndefined();
    expect(asked("online", "NL987654321B01")).toBeUndefined();
    expect(
      reverseChargeVatId({ mode: "online", buyerKind: "private", buyerVatId: "DE123456789" }),
    ).toBeUndefined();
  });

  it("is refused without VIES's answer, when the caller must ask it", () => {
    expect(buildInvoice(invoiceFacts({ ...abroadOnline, vatIdCheck: "not-asked" }))).toEqual({
      problems: [
        "The buyer's VAT ID DE123456789 has not been checked at VIES: the reverse charge needs its confirmation.",
      ],
    });
  });

  it("reverse charges on 'valid', and keeps the answer with its consultation number", () => {
    const invoice = issuedInvoice({ ...abroadOnline, vatIdCheck: valid });
    expect(invoice.vatTreatment).toEqual({ kind: "reverse-charge" });
    expect(invoice.vatIdCheck).toEqual(valid);
    expect(invoice.totals.vat).toBe(0);
    expect(vatIdNotConfirmedOf(invoice)).toBeUndefined();
    // Its credit note keeps the same evidence with the same treatment.
    const credit = buildCreditNote(invoice, { number: "2027-0002", issueDate: "2027-02-01" });
    expect("snapshot" in credit && credit.snapshot.vatIdCheck).toEqual(valid);
  });

  it.each([
    ["invalid", invalid, "not valid"],
    ["unavailable", unavailable, unavailable.reason],
  ] as const)("issues nothing on '%s' until the owner chooses Dutch VAT", (_, answer, why) => {
    expect(buildInvoice(invoiceFacts({ ...abroadOnline, vatIdCheck: answer }))).toEqual({
      problems: [
        `VIES did not confirm the buyer's VAT ID DE123456789 (${why}): confirm with Dutch VAT, or wait until VIES confirms it.`,
      ],
    });
    const invoice = issuedInvoice({
      ...abroadOnline,
      vatIdCheck: { ...answer, isDutchVatChosen: true },
    });
    expect(invoice.vatTreatment).toEqual({ kind: "standard", rate: 21 });
    expect(invoice.vatBreakdown).toEqual([
      { category: "S", rate: 21, taxableAmount: 299_800, vatAmount: 62_958 },
    ]);
    expect(invoice.buyer.vatId).toBe("DE123456789");
    expect(invoice.vatIdCheck).toEqual({
      vatId: "DE123456789",
      checkedAt,
      outcome: answer.outcome,
    });
    expect(vatIdNotConfirmedOf(invoice)).toEqual({
      vatId: "DE123456789",
      checkedAt,
      outcome: answer.outcome,
    });
  });

  it("keeps the reverse charge when VIES confirms after all, whatever was chosen", () => {
    const invoice = issuedInvoice({
      ...abroadOnline,
      vatIdCheck: { ...valid, isDutchVatChosen: true },
    });
    expect(invoice.vatTreatment.kind).toBe("reverse-charge");
  });

  it("refuses an answer about another number than the buyer's", () => {
    expect(
      buildInvoice(
        invoiceFacts({ ...abroadOnline, vatIdCheck: { ...valid, vatId: "DE999999999" } }),
      ),
    ).toEqual({ problems: ["VIES was asked about DE999999999, not the buyer's DE123456789."] });
  });

  it("is Dutch VAT on a classroom run, with no answer asked for or kept", () => {
    const invoice = issuedInvoice({ buyer: germanBuyer, vatIdCheck: "not-asked" });
    expect(invoice.vatTreatment).toEqual({ kind: "standard", rate: 21 });
    expect(invoice.vatIdCheck).toBeUndefined();
  });
});

describe("a stored snapshot", () => {
  it("reads as before without VIES's answer, and with it; an answer of another shape is refused", () => {
    const before = issuedInvoice({ buyer: germanBuyer, run: online });
    expect(before.vatIdCheck).toBeUndefined();
    const stored = JSON.parse(JSON.stringify(before));
    expect(parseInvoiceSnapshot(stored)).toEqual(before);
    const withCheck = issuedInvoice({ ...abroadOnline, vatIdCheck: valid });
    expect(parseInvoiceSnapshot(JSON.parse(JSON.stringify(withCheck)))).toEqual(withCheck);
    expect(() =>
      parseInvoiceSnapshot({ ...stored, vatIdCheck: { ...valid, outcome: "maybe" } }),
    ).toThrow(/vatIdCheck\.outcome/);
  });
});
