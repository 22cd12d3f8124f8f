import { describe, expect, it } from "vitest";
import { type InvoiceMailFacts, invoiceMail } from "#server/mail/invoice-mails.ts";
import { testSeller } from "#tests/support/invoice-facts.ts";
import { testIdentity } from "#tests/support/test-identity.ts";
import { cents } from "#src/money/money.ts";

/**
 * What an invoice mail says about money: "incl. VAT" only where VAT is charged (review M1); a
 * follow-on invoice's set-off and what is left, with no payment line and no pay link when nothing
 * is (review H1); a credit note's set-off and refund by date, as the ledger booked them, and the
 * general refund line without them (review L6).
 */
const config = { from: "website@example.nl", to: "owner@example.nl" };
const invoice: InvoiceMailFacts = {
  kind: "invoice",
  number: "2027-0009",
  language: "nl",
  email: "sanne@example.nl",
  course: "Docker",
  inclVat: cents(181379),
  vat: "standard",
  dueDate: "2027-02-14",
  seller: testSeller,
  payUrl: `https://www.example.nl/nl/betalen/${"a".repeat(32)}`,
  pdf: new Uint8Array([37, 80, 68, 70]),
};
const text = (facts: Partial<InvoiceMailFacts>) =>
  String(invoiceMail(config, { ...invoice, ...facts }, testIdentity).text).replace(/\u00a0/g, " ");

describe("an invoice mail's money", () => {
  it("says incl. VAT only where VAT is charged", () => {
    expect(text({})).toContain("€ 1.813,79 incl. btw, te betalen uiterlijk 14 februari 2027");
    expect(text({ vat: "reverse-charge" })).toContain("€ 1.813,79 (btw verlegd), te betalen");
    expect(text({ vat: "exempt" })).toContain("€ 1.813,79 (vrijgesteld van btw), te betalen");
    expect(text({ vat: "exempt", language: "en" })).toContain(
      "€1,813.79 (exempt from VAT), due by",
    );
    expect(text({ vat: "reverse-charge" })).not.toContain("incl. btw");
  });

  it("on a follow-on invoice, says what was paid before and set off, and asks only the rest", () => {
    const rest = text({
      prepaid: { invoiceNumbers: ["2027-0001"], amount: cents(100000), due: cents(81379) },
    });
    expect(rest).toContain(
      "Op factuur 2027-0001 heb je al € 1.000,00 betaald; dat verrekenen we met deze factuur. Je hoeft nog € 813,79 te betalen.",
    );
    expect(rest).toContain(
      "Maak het bedrag over naar NL91ABNA0417164300 t.n.v. Veldhoven IT Consultancy B.V., onder vermelding van 2027-0009.",
    );
    expect(rest).toContain("Of betaal nu online");
  });

  it("on a follow-on invoice with nothing left to pay, asks for nothing and has no pay link", () => {
    const settled = text({
      prepaid: { invoiceNumbers: ["2027-0001"], amount: cents(181379), due: cents(0) },
    });
    expect(settled).toContain(
      "Je hoeft niets te betalen: we verrekenen deze factuur met je betaling op factuur 2027-0001.",
    );
    expect(settled).toContain(
      "Bijgaand vind je factuur 2027-0009 voor Docker: € 1.813,79 incl. btw.",
    );
    expect(settled).not.toContain("te betalen uiterlijk");
    expect(settled).not.toContain("Maak het bedrag over");
    expect(settled).not.toContain("betalen/");
    const english = text({
      language: "en",
      prepaid: { invoiceNumbers: ["2027-0001"], amount: cents(181379), due: cents(0) },
    });
    expect(english).toContain(
      "You need not pay anything: we set this invoice off against your payment on invoice 2027-0001.",
    );
  });

  it("on a credit note, says what was set off against what and what is refunded by when", () => {
    const note = { kind: "credit-note" as const, refersTo: "2027-0001", payUrl: undefined };
    expect(
      text({
        ...note,
        credit: {
          setOff: [{ invoiceNumber: "2027-0010", amount: cents(90690) }],
          refund: { amount: cents(90689), dueOn: "2027-02-24" },
        },
      }),
    ).toContain(
      "Van wat je op factuur 2027-0001 hebt betaald, verrekenen we € 906,90 met factuur 2027-0010.\n€ 906,89 betalen we uiterlijk 24 februari 2027 terug op de rekening of kaart waarmee je hebt betaald.",
    );
    expect(text({ ...note, credit: { setOff: [] } })).toContain(
      "Factuur 2027-0001 stond nog open: die hoef je voor dit bedrag niet meer te betalen.",
    );
    expect(text(note)).toContain(
      "Wat je meer hebt betaald dan je verschuldigd bent, betalen we binnen 14 dagen terug op de rekening of kaart waarmee je hebt betaald.",
    );
  });
});
