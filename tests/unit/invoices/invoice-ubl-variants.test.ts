import { createRequire } from "node:module";
import { InvoiceService } from "@e-invoice-eu/core";
import { XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { decimalEuros as ublAmount } from "#src/money/money.ts";
import type { InvoiceSnapshot } from "#server/invoices/invoice-snapshot.ts";
import {
  buyerEndpoint,
  en16931CustomizationId,
  peppolCustomizationId,
  renderInvoiceUbl,
  ublData,
  ublOptions,
} from "#server/invoices/invoice-ubl.ts";
import { renderInvoicePdf } from "#server/invoices/render-invoice-pdf.ts";
import { at, parseUbl, peppolProblems, textAt } from "#tests/support/peppol-checks.ts";
import { ublVariants } from "#tests/support/invoice-samples.ts";

/**
 * The UBL over every kind of business document (tests/support/invoice-samples.ts
 * `ublVariants`): well-formed, keeping the Peppol rules our documents touch, and
 * carrying the snapshot's own values, XML's special characters and every
 * script included. And the way it is written: what @e-invoice-eu/core's own
 * InvoiceService.generate writes, byte for byte, with the library's JSON schema
 * compiled once a process instead of once a document (issue 42).
 */
const variants = ublVariants();
const xml: Record<string, string> = {};
let pdf: Uint8Array;

beforeAll(async () => {
  // The XML does not depend on which PDF it carries: one rendering serves every variant.
  pdf = await renderInvoicePdf(variants["nl-po-standard"] as InvoiceSnapshot);
  for (const [name, snapshot] of Object.entries(variants)) {
    xml[name] = await renderInvoiceUbl(snapshot, pdf);
  }
}, 60_000);

const names = Object.keys(variants);

describe("the UBL of every kind of business document", () => {
  it("covers each VAT category, invoices and credit notes, and buyers Peppol can and cannot reach", () => {
    const snapshots = Object.values(variants);
    expect(new Set(snapshots.map((snapshot) => snapshot.vatBreakdown[0]?.category))).toEqual(
      new Set(["S", "AE", "E"]),
    );
    expect(new Set(snapshots.map((snapshot) => snapshot.kind))).toEqual(
      new Set(["invoice", "credit-note"]),
    );
    expect(new Set(snapshots.map((snapshot) => buyerEndpoint(snapshot.buyer).isPeppol))).toEqual(
      new Set([true, false]),
    );
  });

  it.each(names)("%s is well-formed XML and keeps every rule our documents touch", (name) => {
    const snapshot = variants[name] as InvoiceSnapshot;
    const document = xml[name] as string;
    expect(XMLValidator.validate(document)).toBe(true);
    const { isPeppol } = buyerEndpoint(snapshot.buyer);
    expect(peppolProblems(document, { isPeppol })).toEqual([]);
    expect(textAt(parseUbl(document).root, "cbc:CustomizationID")).toBe(
      isPeppol ? peppolCustomizationId : en16931CustomizationId,
    );
  });

  it.each(names)("%s carries its snapshot's values", (name) => {
    const snapshot = variants[name] as InvoiceSnapshot;
    const { kind, root } = parseUbl(xml[name] as string);
    const isCredit = snapshot.kind === "credit-note";
    const { buyer, seller, totals } = snapshot;
    const [breakdown] = snapshot.vatBreakdown;
    const customer = at(root, "cac:AccountingCustomerParty/cac:Party");
    const endpoint = buyerEndpoint(buyer);

    expect(kind).toBe(isCredit ? "CreditNote" : "Invoice");
    expect(textAt(root, "cbc:ID")).toBe(snapshot.number);
    expect(textAt(root, "cbc:IssueDate")).toBe(snapshot.issueDate);
    expect(textAt(root, "cbc:DueDate")).toBe(snapshot.dueDate);
    expect(textAt(root, isCredit ? "cbc:CreditNoteTypeCode" : "cbc:InvoiceTypeCode")).toBe(
      isCredit ? "381" : "380",
    );
    expect(textAt(root, "cbc:BuyerReference")).toBe(buyer.reference.value);
    expect(textAt(root, "cac:OrderReference/cbc:ID")).toBe(
      buyer.reference.kind === "po" ? buyer.reference.value : undefined,
    );
    expect(textAt(root, "cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID")).toBe(
      snapshot.refersTo?.number,
    );
    expect(textAt(root, "cac:InvoicePeriod/cbc:StartDate")).toBe(snapshot.supply.start);

    expect(textAt(root, "cac:AccountingSupplierParty/cac:Party/cbc:EndpointID")).toBe(seller.kvk);
    expect(
      textAt(
        root,
        "cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName",
      ),
    ).toBe(seller.legalName);
    expect(at(customer, "cbc:EndpointID")).toEqual({
      "#text": endpoint.id,
      "@schemeID": endpoint.scheme,
    });
    expect(textAt(customer, "cac:PartyLegalEntity/cbc:RegistrationName")).toBe(buyer.name);
    expect(textAt(customer, "cac:PostalAddress/cbc:StreetName")).toBe(buyer.address.street);
    expect(textAt(customer, "cac:PostalAddress/cbc:CityName")).toBe(buyer.address.city);
    expect(textAt(customer, "cac:PostalAddress/cac:Country/cbc:IdentificationCode")).toBe(
      buyer.address.countryCode,
    );
    expect(textAt(customer, "cac:PartyTaxScheme/cbc:CompanyID")).toBe(buyer.vatId);
    expect(textAt(customer, "cac:Contact/cbc:Name")).toBe(buyer.contactName);
    expect(textAt(customer, "cac:Contact/cbc:ElectronicMail")).toBe(buyer.email);

    expect(textAt(root, "cac:PaymentMeans/cbc:PaymentMeansCode")).toBe(isCredit ? undefined : "58");
    expect(textAt(root, "cac:PaymentMeans/cbc:PaymentID")).toBe(
      isCredit ? undefined : snapshot.paymentReference,
    );

    const category = "cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory";
    expect(textAt(root, `${category}/cbc:ID`)).toBe(breakdown?.category);
    expect(textAt(root, `${category}/cbc:Percent`)).toBe(String(breakdown?.rate));
    expect(textAt(root, `${category}/cbc:TaxExemptionReasonCode`)).toBe(
      { S: undefined, AE: "VATEX-EU-AE", E: "VATEX-EU-132-1I", O: "VATEX-EU-O" }[
        breakdown?.category ?? "S"
      ],
    );
    expect(textAt(root, "cac:TaxTotal/cbc:TaxAmount")).toBe(ublAmount(totals.vat));
    expect(textAt(root, "cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount")).toBe(
      ublAmount(totals.exclVat),
    );
    expect(textAt(root, "cac:LegalMonetaryTotal/cbc:PayableAmount")).toBe(
      ublAmount(totals.inclVat),
    );

    const lineKey = isCredit ? "cac:CreditNoteLine" : "cac:InvoiceLine";
    const lines = root[lineKey] as unknown[];
    expect(lines).toHaveLength(snapshot.lines.length);
    snapshot.lines.forEach((line, index) => {
      const ubl = lines[index];
      expect(textAt(ubl, isCredit ? "cbc:CreditedQuantity" : "cbc:InvoicedQuantity")).toBe(
        String(line.quantity),
      );
      expect(textAt(ubl, "cbc:LineExtensionAmount")).toBe(ublAmount(line.totalExclVat));
      expect(textAt(ubl, "cac:Price/cbc:PriceAmount")).toBe(ublAmount(line.unitPriceExclVat));
      expect(textAt(ubl, "cac:Item/cbc:Name")).toBe(line.description);
      const description = textAt(ubl, "cac:Item/cbc:Description") ?? "";
      if (!("runLabel" in line)) throw new Error("a course invoice's line has its run");
      expect(description).toContain(line.runLabel);
      for (const participant of line.participants) expect(description).toContain(participant);
    });

    const attachment = at(
      root,
      "cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject",
    ) as Record<string, string>;
    expect(attachment["@filename"]).toBe(`${snapshot.number}.pdf`);
    expect(Buffer.from(attachment["#text"] ?? "", "base64").equals(Buffer.from(pdf))).toBe(true);
  });
});

describe("the library's schema, compiled once a process", () => {
  it.each(["nl-po-standard", "fr-online-exempt", "se-online-standard-credit-note"])(
    "%s is byte for byte what InvoiceService.generate writes",
    async (name) => {
      const snapshot = variants[name] as InvoiceSnapshot;
      const silent = { log() {}, warn() {}, error() {} };
      const library = await new InvoiceService(silent).generate(
        ublData(snapshot),
        ublOptions(snapshot, pdf),
      );
      expect(xml[name]).toBe(library);
    },
  );

  it("still refuses what the schema refuses: a country code no country has", async () => {
    const snapshot = variants["nl-po-standard"] as InvoiceSnapshot;
    const broken = {
      ...snapshot,
      buyer: { ...snapshot.buyer, address: { ...snapshot.buyer.address, countryCode: "XX" } },
    };
    await expect(renderInvoiceUbl(broken, pdf)).rejects.toThrow();
  });

  it("is compiled for the first document only, not again for each one after it", async () => {
    // The Ajv the library loads, as invoice-ubl.ts finds it.
    const libraryRequire = createRequire(
      createRequire(import.meta.url).resolve("@e-invoice-eu/core"),
    );
    const { default: Ajv2019 } = libraryRequire("ajv/dist/2019") as {
      default: { prototype: object };
    };
    const compile = vi.spyOn(
      Object.getPrototypeOf(Ajv2019.prototype) as { compile(schema: object): unknown },
      "compile",
    );
    vi.resetModules();
    const fresh = await import("#server/invoices/invoice-ubl.ts");
    try {
      for (const name of names.slice(0, 4)) {
        await fresh.renderInvoiceUbl(variants[name] as InvoiceSnapshot, pdf);
      }
      expect(compile).toHaveBeenCalledTimes(1);
    } finally {
      compile.mockRestore();
    }
  });
});
