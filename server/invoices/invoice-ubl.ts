import { createRequire } from "node:module";
import {
  FormatFactoryService,
  type Invoice,
  type InvoiceServiceOptions,
  invoiceSchema,
  ValidationService,
} from "@e-invoice-eu/core";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { decimalEuros as ublAmount } from "#src/money/money.ts";
import type { InvoiceSnapshot, VatBreakdown } from "./invoice-snapshot.ts";
import { amountDue, prepaidAmount } from "./prepaid.ts";

/**
 * An invoice's or credit note's UBL 2.1 e-invoice, per Peppol BIS Billing 3.0
 * (EN 16931), for a business buyer, from its snapshot, with its PDF embedded.
 * `@e-invoice-eu/core` writes the XML (element order, a credit note as a UBL
 * CreditNote) and checks the data against its own JSON schema, compiled once
 * a process (`ublWriter`); the choices the rules leave open are made here:
 * - ids: Peppol's customization and profile (billing process 01);
 * - our electronic address: our KvK number, scheme 0106, which is also our
 *   legal registration (NL-R-003 asks a Dutch seller for KvK or OIN there);
 * - the buyer's electronic address: its VAT ID under its country's VAT
 *   scheme (9944 for a Dutch one). Peppol's code list has no e-mail scheme
 *   (EN 16931's EM is not in it: PEPPOL-EN16931-CL008), so the invoice
 *   e-mail goes in the buyer's contact instead. A business without a VAT ID
 *   (or from a country without such a scheme) has no address Peppol knows:
 *   its UBL uses EM with the invoice e-mail and declares plain EN 16931
 *   instead of Peppol, which is then what it honestly is;
 * - VAT categories S, AE (VATEX-EU-AE) and E (VATEX-EU-132-1I: art. 132(1)(i),
 *   which art. 11 lid 1 sub o Wet OB implements), with the reason as text;
 * - payment means 58, SEPA credit transfer, to our IBAN, the invoice number as
 *   remittance information (a credit note refunds, and a follow-on invoice
 *   with nothing left to pay asks for nothing: no payment means);
 * - a follow-on invoice's money paid on the earlier one and set off is the
 *   prepaid amount (BT-113), and the amount due (BT-115) is the total less it
 *   (BR-CO-16);
 * - the buyer's reference (BT-10) is its PO number, also as order reference,
 *   or else the enrolment's reference; a credit note refers to its invoice
 *   (BillingReference, NL-R-001).
 */
export const peppolCustomizationId =
  "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0";
export const en16931CustomizationId = "urn:cen.eu:en16931:2017";
export const peppolProfileId = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";

/** Each member state's VAT scheme in Peppol's electronic address list (EAS); Sweden has none. */
const vatSchemes: Record<string, string> = {
  AT: "9914",
  BE: "9925",
  BG: "9926",
  CY: "9928",
  CZ: "9929",
  DE: "9930",
  DK: "0184",
  EE: "9931",
  EL: "9933",
  ES: "9920",
  FI: "0213",
  FR: "9957",
  HR: "9934",
  HU: "9910",
  IE: "9935",
  IT: "0211",
  LT: "9937",
  LU: "9938",
  LV: "9939",
  MT: "9943",
  NL: "9944",
  PL: "9945",
  PT: "9946",
  RO: "9947",
  SI: "9949",
  SK: "9950",
};

/** The buyer's electronic address, and whether Peppol knows its scheme. */
export function buyerEndpoint(buyer: InvoiceSnapshot["buyer"]): {
  id: string;
  scheme: string;
  isPeppol: boolean;
} {
  const scheme = buyer.vatId && vatSchemes[buyer.vatId.slice(0, 2)];
  if (buyer.vatId && scheme) return { id: buyer.vatId, scheme, isPeppol: true };
  // A Swiss business's UID (CHE-123.456.789) is in Peppol's list: scheme 0183, its 12 characters.
  const swissUid = /^CHE[-\s.]?(\d{3})[.\s]?(\d{3})[.\s]?(\d{3})\b/i.exec(
    buyer.registrationNumber ?? "",
  );
  if (buyer.address.countryCode === "CH" && swissUid) {
    return { id: `CHE${swissUid.slice(1).join("")}`, scheme: "0183", isPeppol: true };
  }
  return { id: buyer.email, scheme: "EM", isPeppol: false };
}

const exemptionCodes: Record<VatBreakdown["category"], string | undefined> = {
  S: undefined,
  AE: "VATEX-EU-AE",
  E: "VATEX-EU-132-1I",
  O: "VATEX-EU-O",
};

/** The UBL data of a snapshot, in @e-invoice-eu/core's shape (before the PDF is added). */
export function ublData(snapshot: InvoiceSnapshot): Invoice {
  const words = dictionaries[snapshot.language].invoice;
  const { seller, buyer } = snapshot;
  const endpoint = buyerEndpoint(buyer);
  const eur = "EUR" as const;
  const reason = (category: VatBreakdown["category"]) =>
    category === "AE"
      ? words.totals.reverseCharge
      : category === "E"
        ? words.treatment.exempt
        : category === "O"
          ? words.treatment.outsideScope
          : "";
  // Outside the scope of VAT there is no rate at all (BR-O-05, BR-O-06, BR-O-07).
  const taxCategory = (part: Pick<VatBreakdown, "category" | "rate">) => ({
    "cbc:ID": part.category,
    ...(part.category !== "O" && { "cbc:Percent": String(part.rate) }),
    ...(exemptionCodes[part.category] && {
      "cbc:TaxExemptionReasonCode": exemptionCodes[part.category],
      "cbc:TaxExemptionReason": reason(part.category),
    }),
    "cac:TaxScheme": { "cbc:ID": "VAT" },
  });
  const [breakdown] = snapshot.vatBreakdown;
  const isOutsideScope = snapshot.vatBreakdown.some((part) => part.category === "O");
  const prepaid = prepaidAmount(snapshot);
  const payable = snapshot.kind === "invoice" ? amountDue(snapshot) : snapshot.totals.inclVat;
  if (!breakdown) throw new Error(`Invoice ${snapshot.number} has no VAT breakdown`);
  return {
    "ubl:Invoice": {
      "cbc:CustomizationID": endpoint.isPeppol ? peppolCustomizationId : en16931CustomizationId,
      "cbc:ProfileID": peppolProfileId,
      "cbc:ID": snapshot.number,
      "cbc:IssueDate": snapshot.issueDate,
      ...(snapshot.dueDate && { "cbc:DueDate": snapshot.dueDate }),
      "cbc:InvoiceTypeCode": snapshot.kind === "credit-note" ? "381" : "380",
      "cbc:DocumentCurrencyCode": eur,
      "cbc:BuyerReference": buyer.reference.value,
      "cac:InvoicePeriod": {
        "cbc:StartDate": snapshot.supply.start,
        "cbc:EndDate": snapshot.supply.end,
      },
      ...(buyer.reference.kind === "po" && {
        "cac:OrderReference": { "cbc:ID": buyer.reference.value },
      }),
      ...(snapshot.version === 2 &&
        snapshot.source.kind === "quote" && {
          "cac:ContractDocumentReference": { "cbc:ID": snapshot.source.number },
        }),
      ...(snapshot.refersTo && {
        "cac:BillingReference": [
          {
            "cac:InvoiceDocumentReference": {
              "cbc:ID": snapshot.refersTo.number,
              "cbc:IssueDate": snapshot.refersTo.issueDate,
            },
          },
        ],
      }),
      "cac:AccountingSupplierParty": {
        "cac:Party": {
          "cbc:EndpointID": seller.kvk,
          "cbc:EndpointID@schemeID": "0106",
          "cac:PartyName": { "cbc:Name": seller.name },
          "cac:PostalAddress": {
            "cbc:StreetName": seller.address.street,
            "cbc:CityName": seller.address.city,
            "cbc:PostalZone": seller.address.postalCode,
            "cac:Country": { "cbc:IdentificationCode": seller.address.countryCode },
          },
          // Outside the scope of VAT, no VAT ID may be stated (BR-O-02): the PDF still shows ours.
          ...(!isOutsideScope && {
            "cac:PartyTaxScheme": [
              { "cbc:CompanyID": seller.vatId, "cac:TaxScheme": { "cbc:ID": "VAT" } },
            ],
          }),
          "cac:PartyLegalEntity": {
            "cbc:RegistrationName": seller.legalName,
            "cbc:CompanyID": seller.kvk,
            "cbc:CompanyID@schemeID": "0106",
          },
          "cac:Contact": { "cbc:Telephone": seller.phone, "cbc:ElectronicMail": seller.email },
        },
      },
      "cac:AccountingCustomerParty": {
        "cac:Party": {
          "cbc:EndpointID": endpoint.id,
          "cbc:EndpointID@schemeID": endpoint.scheme,
          "cac:PostalAddress": {
            "cbc:StreetName": buyer.address.street,
            "cbc:CityName": buyer.address.city,
            "cbc:PostalZone": buyer.address.postalCode,
            "cac:Country": { "cbc:IdentificationCode": buyer.address.countryCode },
          },
          ...(buyer.vatId &&
            !isOutsideScope && {
              "cac:PartyTaxScheme": {
                "cbc:CompanyID": buyer.vatId,
                "cac:TaxScheme": { "cbc:ID": "VAT" },
              },
            }),
          "cac:PartyLegalEntity": { "cbc:RegistrationName": buyer.name },
          "cac:Contact": {
            ...(buyer.contactName && { "cbc:Name": buyer.contactName }),
            "cbc:ElectronicMail": buyer.email,
          },
        },
      },
      ...(snapshot.kind === "invoice" &&
        payable > 0 && {
          "cac:PaymentMeans": [
            {
              "cbc:PaymentMeansCode": "58",
              "cbc:PaymentID": snapshot.paymentReference,
              "cac:PayeeFinancialAccount": {
                "cbc:ID": seller.iban,
                "cbc:Name": seller.legalName,
                ...(seller.bic && { "cac:FinancialInstitutionBranch": { "cbc:ID": seller.bic } }),
              },
            },
          ],
        }),
      "cac:TaxTotal": [
        {
          "cbc:TaxAmount": ublAmount(snapshot.totals.vat),
          "cbc:TaxAmount@currencyID": eur,
          "cac:TaxSubtotal": snapshot.vatBreakdown.map((part) => ({
            "cbc:TaxableAmount": ublAmount(part.taxableAmount),
            "cbc:TaxableAmount@currencyID": eur,
            "cbc:TaxAmount": ublAmount(part.vatAmount),
            "cbc:TaxAmount@currencyID": eur,
            "cac:TaxCategory": taxCategory(part),
          })),
        },
      ],
      "cac:LegalMonetaryTotal": {
        "cbc:LineExtensionAmount": ublAmount(snapshot.totals.exclVat),
        "cbc:LineExtensionAmount@currencyID": eur,
        "cbc:TaxExclusiveAmount": ublAmount(snapshot.totals.exclVat),
        "cbc:TaxExclusiveAmount@currencyID": eur,
        "cbc:TaxInclusiveAmount": ublAmount(snapshot.totals.inclVat),
        "cbc:TaxInclusiveAmount@currencyID": eur,
        ...(prepaid > 0 && {
          "cbc:PrepaidAmount": ublAmount(prepaid),
          "cbc:PrepaidAmount@currencyID": eur,
        }),
        "cbc:PayableAmount": ublAmount(payable),
        "cbc:PayableAmount@currencyID": eur,
      },
      "cac:InvoiceLine": (snapshot.version === 1
        ? snapshot.lines.map((line, index) => ({
            "cbc:ID": String(index + 1),
            "cbc:InvoicedQuantity": String(line.quantity),
            "cbc:InvoicedQuantity@unitCode": "C62",
            "cbc:LineExtensionAmount": ublAmount(line.totalExclVat),
            "cbc:LineExtensionAmount@currencyID": eur,
            "cac:Item": {
              "cbc:Description": [
                fill(words.run, { run: line.runLabel }),
                ...(line.participants.length > 0
                  ? [fill(words.participants, { names: line.participants.join(", ") })]
                  : []),
              ].join("\n"),
              "cbc:Name": line.description,
              "cac:ClassifiedTaxCategory": {
                "cbc:ID": breakdown.category,
                "cbc:Percent": String(breakdown.rate),
                "cac:TaxScheme": { "cbc:ID": "VAT" },
              },
            },
            "cac:Price": {
              "cbc:PriceAmount": ublAmount(line.unitPriceExclVat),
              "cbc:PriceAmount@currencyID": eur,
            },
          }))
        : snapshot.lines.map((line, index) => ({
            "cbc:ID": String(index + 1),
            "cbc:InvoicedQuantity": String(line.quantity),
            "cbc:InvoicedQuantity@unitCode": line.unit,
            "cbc:LineExtensionAmount": ublAmount(line.totalExclVat),
            "cbc:LineExtensionAmount@currencyID": eur,
            "cac:Item": {
              ...(line.detail && { "cbc:Description": line.detail }),
              "cbc:Name": line.description,
              "cac:ClassifiedTaxCategory": {
                "cbc:ID": line.vatCategory,
                ...(line.vatCategory !== "O" && { "cbc:Percent": String(line.vatRate) }),
                "cac:TaxScheme": { "cbc:ID": "VAT" },
              },
            },
            "cac:Price": {
              "cbc:PriceAmount": ublAmount(line.unitPriceExclVat),
              "cbc:PriceAmount@currencyID": eur,
              ...(line.baseQuantity !== undefined && {
                "cbc:BaseQuantity": String(line.baseQuantity),
                "cbc:BaseQuantity@unitCode": line.unit,
              }),
            },
          }))) as Invoice["ubl:Invoice"]["cac:InvoiceLine"],
    },
  } as Invoice;
}

const silent = { log() {}, warn() {}, error() {} };

type Validator = Parameters<ValidationService["validate"]>[1];
type Ajv = new (options: {
  strict: boolean;
  allErrors: boolean;
  useDefaults: boolean;
}) => {
  compile(schema: object): Validator;
};

/**
 * @e-invoice-eu/core's `InvoiceService.generate`, with its JSON schema compiled
 * once a process instead of on every call. In 2.3.4 `generate` makes a new Ajv
 * and compiles the whole schema each time: 0.3 to 0.8 s of CPU, nearly all of
 * an invoice's time (bench/invoices.ts), and the library has no option to keep
 * it. Each of its steps is exported, so this takes them as `generate` does:
 * the UBL format service, the schema as that service patches it, compiled by
 * the Ajv the library itself loads with the options it passes; then, per
 * document, the check, the format's defaults and the writing.
 * tests/unit/invoices/invoice-ubl.test.ts holds every document to what
 * `InvoiceService.generate` writes, byte for byte, so a version of the library
 * that changes its steps fails there.
 */
function makeUblWriter() {
  const formatter = new FormatFactoryService().createFormatService("UBL", silent);
  const schema = structuredClone(invoiceSchema);
  formatter.patchSchema(schema);
  const libraryRequire = createRequire(
    createRequire(import.meta.url).resolve("@e-invoice-eu/core"),
  );
  const { default: Ajv2019 } = libraryRequire("ajv/dist/2019") as { default: Ajv };
  const validator = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile(
    schema,
  );
  const validation = new ValidationService(silent);
  return async (data: Invoice, options: InvoiceServiceOptions): Promise<string | Uint8Array> => {
    // Copied first, as generate does: the check and the writing change what they are given.
    const invoice = validation.validate(
      "invoice data",
      validator,
      structuredClone(data),
    ) as Invoice;
    formatter.fillInvoiceDefaults(invoice);
    return formatter.generate(invoice, options);
  };
}

let ublWriter: ReturnType<typeof makeUblWriter> | undefined;

/** What the library is asked for: UBL in the snapshot's language, with `pdf` embedded. */
export function ublOptions(snapshot: InvoiceSnapshot, pdf: Uint8Array): InvoiceServiceOptions {
  const words = dictionaries[snapshot.language].invoice;
  return {
    format: "UBL",
    lang: snapshot.language,
    embedPDF: true,
    pdf: {
      buffer: pdf,
      filename: `${snapshot.number}.pdf`,
      mimetype: "application/pdf",
      id: snapshot.number,
      description: fill(words.pdfDescription[snapshot.kind], { number: snapshot.number }),
    },
  };
}

/** The UBL XML of `snapshot`, with `pdf` (its rendering) embedded as base64. */
export async function renderInvoiceUbl(
  snapshot: InvoiceSnapshot,
  pdf: Uint8Array,
): Promise<string> {
  ublWriter ??= makeUblWriter();
  const xml = await ublWriter(ublData(snapshot), ublOptions(snapshot, pdf));
  return typeof xml === "string" ? xml : new TextDecoder().decode(xml);
}
