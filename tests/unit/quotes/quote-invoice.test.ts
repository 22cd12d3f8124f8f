import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { decimalEuros as ublAmount } from "#src/money/money.ts";
import type { InvoiceSnapshot } from "#server/invoices/invoice-snapshot.ts";
import { renderInvoiceUbl } from "#server/invoices/invoice-ubl.ts";
import { renderInvoicePdf } from "#server/invoices/render-invoice-pdf.ts";
import { buildQuoteInvoice } from "#server/quotes/quote-invoice.ts";
import type { QuoteSnapshot } from "#server/quotes/quote-snapshot.ts";
import { testSeller } from "#tests/support/invoice-facts.ts";
import { at, parseUbl, peppolProblems, textAt } from "#tests/support/peppol-checks.ts";
import { sampleQuoteInvoices } from "#tests/support/quote-invoice-samples.ts";
import { sampleQuoteSnapshots } from "#tests/support/quote-samples.ts";

/**
 * Invoices from accepted quotes (issue 45, point 4): snapshot version 2 with
 * units, decimal quantities and a VAT category per line, as the buyer reads
 * the PDF and as the UBL states it, derived from the sample quotes' own lines.
 */
const quotes = sampleQuoteSnapshots();
const invoices = sampleQuoteInvoices();
const quote = (name: string) => quotes[name] as QuoteSnapshot;
const invoice = (name: string) => invoices[name] as InvoiceSnapshot;
const pdfText: Record<string, string> = {};
const ubl: Record<string, string> = {};

beforeAll(async () => {
  for (const [name, snapshot] of Object.entries(invoices)) {
    const pdf = await renderInvoicePdf(snapshot);
    // pdf.js takes the bytes it reads: the UBL embeds its own copy.
    ubl[name] = await renderInvoiceUbl(snapshot, pdf.slice());
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    // Labels are set in capitals: compared in lower case, as the reader ignores it.
    pdfText[name] = text.replace(/\s+/g, " ").toLowerCase();
  }
}, 120_000);

const pdf = (name: string) => ({
  toContain: (expected: string | undefined) =>
    expect(pdfText[name]).toContain((expected ?? "(nothing)").toLowerCase()),
});
const lines = (name: string) => {
  const { kind, root } = parseUbl(ubl[name] ?? "");
  const value = root[kind === "Invoice" ? "cac:InvoiceLine" : "cac:CreditNoteLine"];
  return (Array.isArray(value) ? value : [value]) as unknown[];
};

describe("an invoice from a quote", () => {
  it.each(Object.keys(invoices))("%s keeps every Peppol rule our documents touch", (name) => {
    expect(peppolProblems(ubl[name] ?? "")).toEqual([]);
  });

  it("states the PO number as the buyer's reference (BT-10) and the quote as the contract (BT-12)", () => {
    const milestones = quote("nl-milestones");
    const { root } = parseUbl(ubl["quote-nl-milestone"] ?? "");
    expect(milestones.reference).toBeTruthy();
    expect(textAt(root, "cbc:BuyerReference")).toBe(milestones.reference);
    expect(textAt(root, "cac:OrderReference/cbc:ID")).toBe(milestones.reference);
    expect(textAt(root, "cac:ContractDocumentReference/cbc:ID")).toBe(milestones.number);
    pdf("quote-nl-milestone").toContain(`Inkoopordernummer ${milestones.reference}`);
    pdf("quote-nl-milestone").toContain(`Offerte ${milestones.number}`);
  });

  it("names the quote as the buyer's reference when the quote has no PO number", () => {
    const belgian = quote("en-reverse-charge");
    expect(belgian.reference).toBeUndefined();
    const { root } = parseUbl(ubl["quote-en-reverse-charge"] ?? "");
    expect(textAt(root, "cbc:BuyerReference")).toBe(belgian.number);
    expect(at(root, "cac:OrderReference")).toBeUndefined();
    expect(textAt(root, "cac:ContractDocumentReference/cbc:ID")).toBe(belgian.number);
    pdf("quote-en-reverse-charge").toContain(`Quote ${belgian.number}`);
  });

  it("invoices a milestone at its share of the quote, split over the lines' VAT", () => {
    const milestones = quote("nl-milestones");
    const first = milestones.milestones[0];
    const snapshot = invoice("quote-nl-milestone");
    expect(snapshot.totals.exclVat).toBe(first?.amountExclVat);
    expect(snapshot.lines.map((line) => "unit" in line && line.unit)).toEqual(["C62"]);
    pdf("quote-nl-milestone").toContain(first?.description);
    pdf("quote-nl-milestone").toContain(
      `Termijn 1 van ${milestones.milestones.length} van offerte ${milestones.number}`,
    );
  });

  it("puts hours, days and half days in their UN/ECE units, decimals included", () => {
    const [hours] = lines("quote-nl-worked-hours");
    expect(textAt(hours, "cbc:InvoicedQuantity")).toBe("12.75");
    expect((at(hours, "cbc:InvoicedQuantity") as Record<string, string>)["@unitCode"]).toBe("HUR");
    pdf("quote-nl-worked-hours").toContain("12,75 uur");
    pdf("quote-nl-worked-hours").toContain("Gewerkt in februari 2027");

    const belgian = quote("en-reverse-charge");
    const days = lines("quote-en-reverse-charge");
    expect(days.map((line) => textAt(line, "cbc:InvoicedQuantity"))).toEqual([
      ...belgian.lines.map((line) => String(line.quantityHundredths / 100)),
      "1.5",
    ]);
    const halfDay = days.at(-1);
    expect((at(halfDay, "cbc:InvoicedQuantity") as Record<string, string>)["@unitCode"]).toBe(
      "DAY",
    );
    expect(textAt(halfDay, "cac:Price/cbc:BaseQuantity")).toBe("0.5");
    // Three half days at the half day's price: 1.5 DAY over a base of 0.5 DAY.
    const price = belgian.lines[0]?.unitPriceExclVat ?? 0;
    expect(textAt(halfDay, "cbc:LineExtensionAmount")).toBe(ublAmount((price * 3) as never));
    pdf("quote-en-reverse-charge").toContain("1.5 days");
    pdf("quote-en-reverse-charge").toContain(dictionaries.en.invoice.perHalfDay);
  });

  it("carries S and E lines on one invoice with a VAT breakdown per category", () => {
    const crkbo = quote("nl-crkbo-v2");
    const snapshot = invoice("quote-nl-standard-and-exempt");
    expect(snapshot.vatBreakdown.map((part) => part.category)).toEqual([
      ...new Set(crkbo.vatBreakdown.map((part) => part.category)),
    ]);
    expect(snapshot.vatBreakdown).toEqual(crkbo.vatBreakdown);
    expect(snapshot.totals).toEqual(crkbo.totals);
    const categories = lines("quote-nl-standard-and-exempt").map((line) =>
      textAt(line, "cac:Item/cac:ClassifiedTaxCategory/cbc:ID"),
    );
    expect(categories).toEqual(crkbo.lines.map((line) => line.vatCategory));
    pdf("quote-nl-standard-and-exempt").toContain(dictionaries.nl.invoice.treatment.exempt);
  });

  it("reverse charges (AE) with VIES's answer kept, and puts a business outside the EU outside the scope (O)", () => {
    const belgian = invoice("quote-en-reverse-charge");
    expect(belgian.vatBreakdown.map((part) => part.category)).toEqual(["AE"]);
    expect(belgian.vatIdCheck?.outcome).toBe("valid");
    pdf("quote-en-reverse-charge").toContain("VAT reverse charged");

    const swiss = invoice("quote-en-outside-eu");
    expect(swiss.vatBreakdown.map((part) => part.category)).toEqual(["O"]);
    expect(swiss.totals.vat).toBe(0);
    const { root } = parseUbl(ubl["quote-en-outside-eu"] ?? "");
    expect(
      textAt(root, "cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent"),
    ).toBeUndefined();
    expect(
      textAt(root, "cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:TaxExemptionReasonCode"),
    ).toBe("VATEX-EU-O");
    pdf("quote-en-outside-eu").toContain(dictionaries.en.invoice.treatment.outsideScope);
    pdf("quote-en-outside-eu").toContain(
      `Registration no. ${quote("en-outside-eu").buyer.registrationNumber}`,
    );
  });

  it("credits an invoice from a quote whole, with the same lines and VAT", () => {
    const credit = invoice("quote-nl-credit-note");
    const original = invoice("quote-nl-standard-and-exempt");
    expect(credit.kind).toBe("credit-note");
    expect(credit.refersTo?.number).toBe(original.number);
    expect(credit.lines).toEqual(original.lines);
    expect(credit.vatBreakdown).toEqual(original.vatBreakdown);
    pdf("quote-nl-credit-note").toContain(`Crediteert factuur ${original.number}`);
  });

  it("is not issued for a reverse charge VIES has not confirmed, nor all at once when milestones apply", () => {
    const facts = {
      number: "2027-0200",
      issueDate: "2027-01-20",
      quoteId: 7,
      seller: testSeller,
    };
    const unconfirmed = buildQuoteInvoice({
      ...facts,
      quote: quote("en-reverse-charge"),
      part: { kind: "all" },
      vatIdCheck: {
        vatId: "BE0123456789",
        checkedAt: "2027-01-20T09:00:00Z",
        outcome: "unavailable",
      },
    });
    expect("problems" in unconfirmed && unconfirmed.problems.join(" ")).toContain(
      "VIES has not confirmed",
    );
    const whole = buildQuoteInvoice({
      ...facts,
      quote: quote("nl-milestones"),
      part: { kind: "all" },
    });
    expect(whole).toEqual({
      problems: ["This quote is invoiced by its milestones, not all at once."],
    });
  });
});
