import { XMLParser } from "fast-xml-parser";

/**
 * The published Peppol BIS Billing 3.0 rules (CEN's EN 16931 rules and
 * Peppol's, as Schematron) that our documents touch, checked offline on the
 * parsed XML, each under its rule id. Not the rules themselves (those are
 * OpenPEPPOL's and are not in this repository: scripts/validate-peppol.ts runs
 * them for real), but what they ask of an invoice or credit note like ours:
 * one course line or a few, one VAT category, no allowances, charges or
 * prepayments; and from a quote, lines in hours, days (a half day's price on a
 * base quantity of 0.5) and pieces, with S and E side by side, or AE, or O. `peppolProblems` lists every rule a document breaks.
 */
type Node = Record<string, unknown>;

const repeated = new Set([
  "cac:InvoiceLine",
  "cac:CreditNoteLine",
  "cac:TaxTotal",
  "cac:TaxSubtotal",
  "cac:AdditionalDocumentReference",
  "cac:PaymentMeans",
  "cac:BillingReference",
  "cac:PartyTaxScheme",
  "cbc:Note",
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => repeated.has(name),
});

export const peppolSpecification =
  "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0";
/** The electronic address schemes we use, all in Peppol's EAS code list (not EM). */
const peppolSchemes = new Set([
  "0106",
  "0184",
  "0211",
  "0213",
  "9910",
  "9914",
  "9920",
  "9925",
  "9926",
  "9928",
  "9929",
  "9930",
  "9931",
  "9933",
  "9934",
  "9935",
  "9937",
  "9938",
  "9939",
  "9943",
  "9944",
  "9945",
  "9946",
  "9947",
  "9949",
  "9950",
  "9957",
  // A Swiss business's UID (an invoice from a quote to a business outside the EU).
  "0183",
]);

export function parseUbl(xml: string): { kind: "Invoice" | "CreditNote"; root: Node } {
  const parsed = parser.parse(xml) as Node;
  if (parsed.Invoice) return { kind: "Invoice", root: parsed.Invoice as Node };
  if (parsed.CreditNote) return { kind: "CreditNote", root: parsed.CreditNote as Node };
  throw new Error("Neither a UBL Invoice nor a CreditNote");
}

/** The node at `path` ("cac:A/cbc:B"), the first of a list. */
export function at(node: unknown, path: string): unknown {
  return path.split("/").reduce<unknown>((current, step) => {
    const value = current && typeof current === "object" ? (current as Node)[step] : undefined;
    return Array.isArray(value) ? value[0] : value;
  }, node);
}

/** The text of the node at `path`, with or without attributes. */
export function textAt(node: unknown, path: string): string | undefined {
  const value = at(node, path);
  if (value === undefined || value === null) return undefined;
  if (typeof value === "object") return String((value as Node)["#text"] ?? "");
  return String(value);
}

function list(node: unknown, key: string): Node[] {
  const value = node && typeof node === "object" ? (node as Node)[key] : undefined;
  return value === undefined ? [] : ((Array.isArray(value) ? value : [value]) as Node[]);
}

const cents = (value: string | undefined) => Math.round(Number(value ?? "NaN") * 100);

function hasEmptyElement(node: unknown): boolean {
  if (node === "" || node === null) return true;
  if (Array.isArray(node)) return node.some(hasEmptyElement);
  if (typeof node === "object" && node) {
    const entries = Object.entries(node as Node).filter(([key]) => !key.startsWith("@"));
    return entries.some(([key, value]) => key !== "#text" && hasEmptyElement(value));
  }
  return false;
}

export function peppolProblems(xml: string, options: { isPeppol?: boolean } = {}): string[] {
  const { kind, root } = parseUbl(xml);
  const isCredit = kind === "CreditNote";
  const lines = list(root, isCredit ? "cac:CreditNoteLine" : "cac:InvoiceLine");
  const seller = at(root, "cac:AccountingSupplierParty/cac:Party");
  const buyer = at(root, "cac:AccountingCustomerParty/cac:Party");
  const totals = at(root, "cac:LegalMonetaryTotal");
  const taxTotals = list(root, "cac:TaxTotal");
  const subtotals = taxTotals.flatMap((total) => list(total, "cac:TaxSubtotal"));
  const buyerCountry = textAt(buyer, "cac:PostalAddress/cac:Country/cbc:IdentificationCode");
  const attachment = at(
    root,
    "cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject",
  ) as Node | undefined;
  const paymentCodes = list(root, "cac:PaymentMeans").map((means) =>
    textAt(means, "cbc:PaymentMeansCode"),
  );
  const lineCategory = (line: Node) => textAt(line, "cac:Item/cac:ClassifiedTaxCategory/cbc:ID");
  const sumLines = (category?: string) =>
    lines
      .filter((line) => category === undefined || lineCategory(line) === category)
      .reduce((sum, line) => sum + cents(textAt(line, "cbc:LineExtensionAmount")), 0);

  const rules: [id: string, isKept: boolean][] = [
    [
      "PEPPOL-EN16931-R004",
      options.isPeppol === false || textAt(root, "cbc:CustomizationID") === peppolSpecification,
    ],
    [
      "PEPPOL-EN16931-R007",
      /^urn:fdc:peppol\.eu:2017:poacc:billing:\d\d:1\.0$/.test(textAt(root, "cbc:ProfileID") ?? ""),
    ],
    [
      "PEPPOL-EN16931-R003",
      Boolean(textAt(root, "cbc:BuyerReference") || textAt(root, "cac:OrderReference/cbc:ID")),
    ],
    ["PEPPOL-EN16931-R002", list(root, "cbc:Note").length <= 1],
    ["PEPPOL-EN16931-R008", !hasEmptyElement(root)],
    ["PEPPOL-EN16931-R020", Boolean(textAt(seller, "cbc:EndpointID"))],
    ["PEPPOL-EN16931-R010", Boolean(textAt(buyer, "cbc:EndpointID"))],
    [
      "PEPPOL-EN16931-CL008",
      options.isPeppol === false ||
        [seller, buyer].every((party) =>
          peppolSchemes.has(
            String((at(party, "cbc:EndpointID") as Node | undefined)?.["@schemeID"]),
          ),
        ),
    ],
    [
      isCredit ? "PEPPOL-EN16931-P0101" : "PEPPOL-EN16931-P0100",
      textAt(root, isCredit ? "cbc:CreditNoteTypeCode" : "cbc:InvoiceTypeCode") ===
        (isCredit ? "381" : "380"),
    ],
    [
      "PEPPOL-EN16931-R053",
      taxTotals.filter((total) => list(total, "cac:TaxSubtotal").length > 0).length === 1,
    ],
    [
      "NL-R-001",
      !isCredit ||
        Boolean(textAt(root, "cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID")),
    ],
    [
      "NL-R-002",
      ["cbc:StreetName", "cbc:CityName", "cbc:PostalZone"].every((field) =>
        textAt(seller, `cac:PostalAddress/${field}`),
      ),
    ],
    [
      "NL-R-003",
      (at(seller, "cac:PartyLegalEntity/cbc:CompanyID") as Node | undefined)?.["@schemeID"] ===
        "0106",
    ],
    [
      "NL-R-004",
      buyerCountry !== "NL" ||
        ["cbc:StreetName", "cbc:CityName", "cbc:PostalZone"].every((field) =>
          textAt(buyer, `cac:PostalAddress/${field}`),
        ),
    ],
    ["NL-R-007", isCredit || paymentCodes.length > 0],
    [
      "NL-R-008",
      buyerCountry !== "NL" ||
        paymentCodes.every((code) => ["30", "48", "49", "57", "58", "59"].includes(code ?? "")),
    ],
    [
      "BR-61",
      list(root, "cac:PaymentMeans").every(
        (means) =>
          !["30", "58"].includes(textAt(means, "cbc:PaymentMeansCode") ?? "") ||
          Boolean(textAt(means, "cac:PayeeFinancialAccount/cbc:ID")),
      ),
    ],
    [
      "BR-CO-25",
      isCredit ||
        cents(textAt(totals, "cbc:PayableAmount")) <= 0 ||
        Boolean(textAt(root, "cbc:DueDate")),
    ],
    ["BR-CO-10", cents(textAt(totals, "cbc:LineExtensionAmount")) === sumLines()],
    [
      "BR-CO-13",
      cents(textAt(totals, "cbc:TaxExclusiveAmount")) ===
        cents(textAt(totals, "cbc:LineExtensionAmount")),
    ],
    [
      "BR-CO-14",
      cents(textAt(taxTotals[0], "cbc:TaxAmount")) ===
        subtotals.reduce((sum, part) => sum + cents(textAt(part, "cbc:TaxAmount")), 0),
    ],
    [
      "BR-CO-15",
      cents(textAt(totals, "cbc:TaxInclusiveAmount")) ===
        cents(textAt(totals, "cbc:TaxExclusiveAmount")) +
          cents(textAt(taxTotals[0], "cbc:TaxAmount")),
    ],
    [
      "BR-CO-16",
      cents(textAt(totals, "cbc:PayableAmount")) ===
        cents(textAt(totals, "cbc:TaxInclusiveAmount")),
    ],
    [
      "BR-CO-17",
      subtotals.every((part) => {
        // Outside the scope of VAT (O) states no rate: no VAT.
        const rate = Number(textAt(part, "cac:TaxCategory/cbc:Percent") ?? 0);
        const exact = Math.round((cents(textAt(part, "cbc:TaxableAmount")) * rate) / 100);
        return Math.abs(cents(textAt(part, "cbc:TaxAmount")) - exact) < 100;
      }),
    ],
    ...(["S", "AE", "E"] as const).map((category): [string, boolean] => [
      `BR-${category}-08`,
      subtotals
        .filter((part) => textAt(part, "cac:TaxCategory/cbc:ID") === category)
        .every((part) => cents(textAt(part, "cbc:TaxableAmount")) === sumLines(category)),
    ]),
    ...(["AE", "E"] as const).flatMap((category): [string, boolean][] => [
      [
        `BR-${category}-05`,
        lines
          .filter((line) => lineCategory(line) === category)
          .every(
            (line) => Number(textAt(line, "cac:Item/cac:ClassifiedTaxCategory/cbc:Percent")) === 0,
          ),
      ],
      [
        `BR-${category}-10`,
        subtotals
          .filter((part) => textAt(part, "cac:TaxCategory/cbc:ID") === category)
          .every((part) =>
            Boolean(
              textAt(part, "cac:TaxCategory/cbc:TaxExemptionReasonCode") ||
                textAt(part, "cac:TaxCategory/cbc:TaxExemptionReason"),
            ),
          ),
      ],
    ]),
    [
      "BR-S-10",
      subtotals
        .filter((part) => textAt(part, "cac:TaxCategory/cbc:ID") === "S")
        .every(
          (part) =>
            !textAt(part, "cac:TaxCategory/cbc:TaxExemptionReasonCode") &&
            !textAt(part, "cac:TaxCategory/cbc:TaxExemptionReason"),
        ),
    ],
    [
      "BR-AE-02",
      !lines.some((line) => lineCategory(line) === "AE") ||
        Boolean(
          textAt(seller, "cac:PartyTaxScheme/cbc:CompanyID") &&
            textAt(buyer, "cac:PartyTaxScheme/cbc:CompanyID"),
        ),
    ],
    [
      "PEPPOL-EN16931-P0107",
      subtotals.every(
        (part) =>
          textAt(part, "cac:TaxCategory/cbc:TaxExemptionReasonCode") !== "VATEX-EU-AE" ||
          textAt(part, "cac:TaxCategory/cbc:ID") === "AE",
      ),
    ],
    [
      "BR-S-02",
      !lines.some((line) => lineCategory(line) === "S") ||
        Boolean(textAt(seller, "cac:PartyTaxScheme/cbc:CompanyID")),
    ],
    [
      "PEPPOL-EN16931-R120",
      lines.every((line) => {
        const quantity = Number(
          textAt(line, isCredit ? "cbc:CreditedQuantity" : "cbc:InvoicedQuantity"),
        );
        // The price is per its base quantity (BT-149, 0.5 DAY for a half day's price), 1 when absent.
        const base = Number(textAt(line, "cac:Price/cbc:BaseQuantity") ?? 1);
        return (
          Math.abs(
            cents(textAt(line, "cbc:LineExtensionAmount")) -
              (quantity / base) * cents(textAt(line, "cac:Price/cbc:PriceAmount")),
          ) <= 2
        );
      }),
    ],
    [
      "BR-52",
      list(root, "cac:AdditionalDocumentReference").every((reference) =>
        Boolean(textAt(reference, "cbc:ID")),
      ),
    ],
    [
      "PEPPOL-EN16931-CL001",
      attachment?.["@mimeCode"] === "application/pdf" && Boolean(attachment?.["@filename"]),
    ],
    [
      "embedded PDF",
      Buffer.from(String(attachment?.["#text"] ?? ""), "base64")
        .subarray(0, 5)
        .toString() === "%PDF-",
    ],
  ];
  return rules.filter(([, isKept]) => !isKept).map(([id]) => id);
}
