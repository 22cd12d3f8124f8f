import { describe, expect, it } from "vitest";
import { type InvoiceMailFacts, invoiceMail } from "#server/mail/invoice-mails.ts";
import { testSeller } from "#tests/support/invoice-facts.ts";
import { testIdentity } from "#tests/support/test-identity.ts";
import { cents } from "#src/money/money.ts";

/**
 * The invoice mail's "Pay now" line: there when paying online is on (the outbox hands the
 * invoice's link), in the buyer's language; absent without a key, and never on a credit note.
 */
const config = { from: "website@example.nl", to: "owner@example.nl" };
const facts: InvoiceMailFacts = {
  kind: "invoice",
  number: "2027-0001",
  language: "nl",
  email: "sanne@example.nl",
  course: "Docker",
  inclVat: cents(181379),
  vat: "standard",
  dueDate: "2027-02-14",
  seller: testSeller,
  pdf: new Uint8Array([37, 80, 68, 70]),
};
const link = `https://www.example.nl/nl/betalen/${"a".repeat(32)}`;

describe("the invoice mail's Pay now link", () => {
  it("offers paying online beside the transfer, in the buyer's language", () => {
    const text = String(invoiceMail(config, { ...facts, payUrl: link }, testIdentity).text);
    expect(text).toContain("Maak het bedrag over naar NL91ABNA0417164300");
    expect(text).toContain(`Of betaal nu online (iDEAL en meer): ${link}`);
    const english = String(
      invoiceMail(config, { ...facts, language: "en", payUrl: link }, testIdentity).text,
    );
    expect(english).toContain(`Or pay now online (iDEAL and more): ${link}`);
  });

  it("has no link without a key, nor on a credit note", () => {
    expect(String(invoiceMail(config, facts, testIdentity).text)).not.toContain("online");
    const note = invoiceMail(
      config,
      { ...facts, kind: "credit-note", refersTo: "2027-0001", payUrl: link },
      testIdentity,
    );
    expect(String(note.text)).not.toContain(link);
  });
});
