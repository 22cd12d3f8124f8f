import { beforeAll, describe, expect, it } from "vitest";
import { hasEInvoice, type InvoiceSnapshot } from "#server/invoices/invoice-snapshot.ts";
import { buyerEndpoint, renderInvoiceUbl } from "#server/invoices/invoice-ubl.ts";
import { renderInvoicePdf } from "#server/invoices/render-invoice-pdf.ts";
import { at, parseUbl, peppolProblems, textAt } from "#tests/support/peppol-checks.ts";
import { sampleSnapshots } from "#tests/support/invoice-samples.ts";

/**
 * The UBL e-invoices against what the Peppol BIS Billing 3.0 rules ask of
 * them, offline, by rule id (tests/support/peppol-checks.ts). The published
 * Schematron itself runs in scripts/validate-peppol.ts (a developer's check).
 */
const samples = sampleSnapshots();
const xml: Record<string, string> = {};

beforeAll(async () => {
  for (const [name, snapshot] of Object.entries(samples)) {
    if (!hasEInvoice(snapshot)) continue;
    xml[name] = await renderInvoiceUbl(snapshot, await renderInvoicePdf(snapshot));
  }
}, 60_000);

const peppolSamples = [
  "standard-business-nl",
  "reverse-charge-en",
  "exempt-nl",
  "credit-note-nl",
  "credit-note-en",
];

describe("a business buyer's UBL", () => {
  it("is made for business buyers only: a private person gets the PDF alone", () => {
    expect(hasEInvoice(samples["standard-private-en"] as InvoiceSnapshot)).toBe(false);
    expect(Object.keys(xml).sort()).toEqual([...peppolSamples, "no-vat-id-en"].sort());
  });

  it.each(peppolSamples)("%s keeps every Peppol rule our documents touch", (name) => {
    expect(peppolProblems(xml[name] as string)).toEqual([]);
  });

  it("without a VAT ID has no address Peppol knows: EM with the invoice e-mail, declared plain EN 16931", () => {
    const document = xml["no-vat-id-en"] as string;
    const { root } = parseUbl(document);
    expect(textAt(root, "cbc:CustomizationID")).toBe("urn:cen.eu:en16931:2017");
    const endpoint = at(root, "cac:AccountingCustomerParty/cac:Party/cbc:EndpointID") as Record<
      string,
      string
    >;
    expect(endpoint).toMatchObject({
      "#text": "administratie@opleidingen.example",
      "@schemeID": "EM",
    });
    expect(peppolProblems(document, { isPeppol: false })).toEqual([]);
    expect(peppolProblems(document)).toEqual(["PEPPOL-EN16931-R004", "PEPPOL-EN16931-CL008"]);
  });

  it("PEPPOL-EN16931-R004, R007: Peppol's customization and profile ids", () => {
    const { root } = parseUbl(xml["standard-business-nl"] as string);
    expect(textAt(root, "cbc:CustomizationID")).toBe(
      "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0",
    );
    expect(textAt(root, "cbc:ProfileID")).toBe("urn:fdc:peppol.eu:2017:poacc:billing:01:1.0");
  });

  it("PEPPOL-EN16931-R020, R010, NL-R-003: our KvK number (0106) and the buyer's VAT ID (9944, 9930) as electronic addresses", () => {
    const dutch = parseUbl(xml["standard-business-nl"] as string).root;
    expect(at(dutch, "cac:AccountingSupplierParty/cac:Party/cbc:EndpointID")).toEqual({
      "#text": "12345678",
      "@schemeID": "0106",
    });
    expect(at(dutch, "cac:AccountingCustomerParty/cac:Party/cbc:EndpointID")).toEqual({
      "#text": "NL987654321B01",
      "@schemeID": "9944",
    });
    expect(
      textAt(dutch, "cac:AccountingCustomerParty/cac:Party/cac:Contact/cbc:ElectronicMail"),
    ).toBe("facturen@testbedrijf.example");
    const german = parseUbl(xml["reverse-charge-en"] as string).root;
    expect(at(german, "cac:AccountingCustomerParty/cac:Party/cbc:EndpointID")).toEqual({
      "#text": "DE123456789",
      "@schemeID": "9930",
    });
    expect(
      buyerEndpoint({
        ...(samples["reverse-charge-en"] as InvoiceSnapshot).buyer,
        vatId: "SE123456789001",
      }).scheme,
    ).toBe("EM");
  });

  it.each([
    ["standard-business-nl", "S", "21", undefined],
    ["reverse-charge-en", "AE", "0", "VATEX-EU-AE"],
    ["exempt-nl", "E", "0", "VATEX-EU-132-1I"],
  ])(
    "BR-S/AE/E: %s has VAT category %s at %s%% with exemption reason %s",
    (name, category, rate, code) => {
      const { root } = parseUbl(xml[name] as string);
      const taxCategory = "cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory";
      expect(textAt(root, `${taxCategory}/cbc:ID`)).toBe(category);
      expect(textAt(root, `${taxCategory}/cbc:Percent`)).toBe(rate);
      expect(textAt(root, `${taxCategory}/cbc:TaxExemptionReasonCode`)).toBe(code);
      expect(textAt(root, "cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory/cbc:ID")).toBe(
        category,
      );
    },
  );

  it("BR-AE-10, BR-E-10: the exemption reason as text in the buyer's language, the buyer's VAT ID with AE", () => {
    const reverse = parseUbl(xml["reverse-charge-en"] as string).root;
    expect(
      textAt(reverse, "cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:TaxExemptionReason"),
    ).toBe("VAT reverse charged");
    expect(
      textAt(reverse, "cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID"),
    ).toBe("DE123456789");
    const exempt = parseUbl(xml["exempt-nl"] as string).root;
    expect(
      textAt(exempt, "cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:TaxExemptionReason"),
    ).toContain("art. 11 lid 1 sub o Wet OB");
  });

  it("NL-R-008, BR-61: payment by SEPA credit transfer to our IBAN, the invoice number as payment reference", () => {
    const { root } = parseUbl(xml["standard-business-nl"] as string);
    expect(textAt(root, "cac:PaymentMeans/cbc:PaymentMeansCode")).toBe("58");
    expect(textAt(root, "cac:PaymentMeans/cbc:PaymentID")).toBe("2027-0001");
    expect(textAt(root, "cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID")).toBe(
      "NL91ABNA0417164300",
    );
    expect(textAt(root, "cbc:DueDate")).toBe("2027-02-14");
  });

  it("PEPPOL-EN16931-R003: the buyer's PO number as buyer and order reference", () => {
    const { root } = parseUbl(xml["standard-business-nl"] as string);
    expect(textAt(root, "cbc:BuyerReference")).toBe("PO-2027-118");
    expect(textAt(root, "cac:OrderReference/cbc:ID")).toBe("PO-2027-118");
    expect(textAt(parseUbl(xml["reverse-charge-en"] as string).root, "cbc:BuyerReference")).toBe(
      "E-42",
    );
  });

  it("NL-R-001: a credit note is a UBL CreditNote (381) referring to its invoice", () => {
    const { kind, root } = parseUbl(xml["credit-note-en"] as string);
    expect(kind).toBe("CreditNote");
    expect(textAt(root, "cbc:CreditNoteTypeCode")).toBe("381");
    expect(textAt(root, "cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID")).toBe(
      "2027-0003",
    );
    expect(textAt(root, "cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate")).toBe(
      "2027-01-15",
    );
    expect(textAt(root, "cac:CreditNoteLine/cbc:CreditedQuantity")).toBe("2");
    expect(textAt(root, "cac:LegalMonetaryTotal/cbc:PayableAmount")).toBe("2998.00");
  });

  it("BR-CL-24: carries its own PDF, base64, as application/pdf", () => {
    const { root } = parseUbl(xml["standard-business-nl"] as string);
    const object = at(
      root,
      "cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject",
    ) as Record<string, string>;
    expect(object["@mimeCode"]).toBe("application/pdf");
    expect(object["@filename"]).toBe("2027-0001.pdf");
    expect(
      Buffer.from(object["#text"] ?? "", "base64")
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});

/** Each check seen failing: a document broken for exactly that rule. */
describe("the offline rule checks", () => {
  const swap = (name: string, from: RegExp, to: string) => {
    const document = xml[name] as string;
    expect(document).toMatch(from);
    return document.replace(from, to);
  };
  it.each<[string, string, RegExp, string]>([
    ["PEPPOL-EN16931-R004", "standard-business-nl", /#compliant#urn:fdc:peppol[^<]*/, ""],
    ["PEPPOL-EN16931-R007", "standard-business-nl", /billing:01:1\.0/, "billing:1:1.0"],
    [
      "PEPPOL-EN16931-R003",
      "reverse-charge-en",
      /<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/,
      "",
    ],
    [
      "PEPPOL-EN16931-R008",
      "standard-business-nl",
      /<cbc:BuyerReference>[^<]*</,
      "<cbc:BuyerReference><",
    ],
    [
      "PEPPOL-EN16931-R020",
      "standard-business-nl",
      /<cbc:EndpointID schemeID="0106">12345678<\/cbc:EndpointID>/,
      "",
    ],
    [
      "PEPPOL-EN16931-R010",
      "standard-business-nl",
      /<cbc:EndpointID schemeID="9944">[^<]*<\/cbc:EndpointID>/,
      "",
    ],
    [
      "PEPPOL-EN16931-CL008",
      "standard-business-nl",
      /schemeID="9944">[^<]*</,
      'schemeID="EM">facturen@testbedrijf.example<',
    ],
    [
      "PEPPOL-EN16931-P0100",
      "standard-business-nl",
      /<cbc:InvoiceTypeCode>380/,
      "<cbc:InvoiceTypeCode>388",
    ],
    ["NL-R-001", "credit-note-nl", /<cac:BillingReference>[\s\S]*?<\/cac:BillingReference>/, ""],
    [
      "NL-R-003",
      "standard-business-nl",
      /<cbc:CompanyID schemeID="0106">/,
      '<cbc:CompanyID schemeID="0088">',
    ],
    ["NL-R-007", "standard-business-nl", /<cac:PaymentMeans>[\s\S]*?<\/cac:PaymentMeans>/, ""],
    ["NL-R-008", "standard-business-nl", /<cbc:PaymentMeansCode>58/, "<cbc:PaymentMeansCode>1"],
    [
      "BR-61",
      "standard-business-nl",
      /<cac:PayeeFinancialAccount>[\s\S]*?<\/cac:PayeeFinancialAccount>/,
      "",
    ],
    ["BR-CO-25", "standard-business-nl", /<cbc:DueDate>[^<]*<\/cbc:DueDate>/, ""],
    [
      "BR-CO-10",
      "standard-business-nl",
      /<cbc:LineExtensionAmount currencyID="EUR">2998\.00<\/cbc:LineExtensionAmount>\s*<cbc:TaxExclusive/,
      '<cbc:LineExtensionAmount currencyID="EUR">2998.01</cbc:LineExtensionAmount><cbc:TaxExclusive',
    ],
    [
      "BR-CO-15",
      "standard-business-nl",
      /<cbc:TaxInclusiveAmount currencyID="EUR">3627\.58/,
      '<cbc:TaxInclusiveAmount currencyID="EUR">3627.59',
    ],
    [
      "BR-CO-16",
      "standard-business-nl",
      /<cbc:PayableAmount currencyID="EUR">3627\.58/,
      '<cbc:PayableAmount currencyID="EUR">3627.00',
    ],
    [
      "BR-CO-14",
      "standard-business-nl",
      /<cbc:TaxAmount currencyID="EUR">629\.58<\/cbc:TaxAmount>\s*<cac:TaxSubtotal>/,
      '<cbc:TaxAmount currencyID="EUR">629.59</cbc:TaxAmount><cac:TaxSubtotal>',
    ],
    [
      "BR-CO-17",
      "standard-business-nl",
      /<cbc:TaxAmount currencyID="EUR">629\.58<\/cbc:TaxAmount>\s*<cac:TaxCategory>/,
      '<cbc:TaxAmount currencyID="EUR">631.58</cbc:TaxAmount><cac:TaxCategory>',
    ],
    [
      "BR-S-08",
      "standard-business-nl",
      /<cbc:TaxableAmount currencyID="EUR">2998\.00/,
      '<cbc:TaxableAmount currencyID="EUR">2990.00',
    ],
    [
      "BR-AE-08",
      "reverse-charge-en",
      /<cbc:TaxableAmount currencyID="EUR">17988\.00/,
      '<cbc:TaxableAmount currencyID="EUR">17900.00',
    ],
    [
      "BR-E-08",
      "exempt-nl",
      /<cbc:TaxableAmount currencyID="EUR">2998\.00/,
      '<cbc:TaxableAmount currencyID="EUR">2990.00',
    ],
    [
      "BR-S-10",
      "standard-business-nl",
      /<cbc:Percent>21<\/cbc:Percent>\s*<cac:TaxScheme>/,
      "<cbc:Percent>21</cbc:Percent><cbc:TaxExemptionReason>x</cbc:TaxExemptionReason><cac:TaxScheme>",
    ],
    [
      "BR-AE-10",
      "reverse-charge-en",
      /<cbc:TaxExemptionReasonCode>[^<]*<\/cbc:TaxExemptionReasonCode>\s*<cbc:TaxExemptionReason>[^<]*<\/cbc:TaxExemptionReason>/,
      "",
    ],
    [
      "BR-E-10",
      "exempt-nl",
      /<cbc:TaxExemptionReasonCode>[^<]*<\/cbc:TaxExemptionReasonCode>\s*<cbc:TaxExemptionReason>[^<]*<\/cbc:TaxExemptionReason>/,
      "",
    ],
    [
      "BR-AE-05",
      "reverse-charge-en",
      /<cbc:ID>AE<\/cbc:ID>\s*<cbc:Percent>0<\/cbc:Percent>\s*<cac:TaxScheme>\s*<cbc:ID>VAT<\/cbc:ID>\s*<\/cac:TaxScheme>\s*<\/cac:ClassifiedTaxCategory>/,
      "<cbc:ID>AE</cbc:ID><cbc:Percent>21</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory>",
    ],
    [
      "BR-AE-02",
      "reverse-charge-en",
      /<cac:PartyTaxScheme>\s*<cbc:CompanyID>DE123456789[\s\S]*?<\/cac:PartyTaxScheme>/,
      "",
    ],
    [
      "PEPPOL-EN16931-R120",
      "standard-business-nl",
      /<cbc:PriceAmount currencyID="EUR">1499\.00/,
      '<cbc:PriceAmount currencyID="EUR">1500.00',
    ],
    [
      "PEPPOL-EN16931-CL001",
      "standard-business-nl",
      /mimeCode="application\/pdf"/,
      'mimeCode="application/octet-stream"',
    ],
    [
      "embedded PDF",
      "standard-business-nl",
      /<cbc:EmbeddedDocumentBinaryObject([^>]*)>JVBER/,
      "<cbc:EmbeddedDocumentBinaryObject$1>AAAA",
    ],
  ])("%s fails on a document broken for it", (rule, name, from, to) => {
    expect(peppolProblems(swap(name, from, to))).toContain(rule);
  });
});
