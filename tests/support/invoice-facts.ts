import {
  type InvoiceFacts,
  buildInvoice,
  buildCreditNote,
} from "#server/invoices/build-invoice.ts";
import type {
  InvoiceSnapshot,
  InvoiceSnapshotV1,
  Seller,
} from "#server/invoices/invoice-snapshot.ts";
import { centsFromEuros } from "#src/money/money.ts";

/**
 * Made-up facts for invoices in tests, the bench and the sample documents
 * (scripts/invoice-samples.ts): never the company's own file, so an owner's
 * edit of content/company.yml changes none of them.
 */
export const testSeller: Seller = {
  name: "Veldhoven IT Consultancy",
  legalName: "Veldhoven IT Consultancy B.V.",
  registeredOffice: "Veldhoven",
  address: {
    street: "Voorbeeldstraat 1",
    postalCode: "5500 AA",
    city: "Veldhoven",
    countryCode: "NL",
  },
  vatId: "NL123456789B01",
  kvk: "12345678",
  iban: "NL91ABNA0417164300",
  email: "info@example.com",
  phone: "+31 40 000 0000",
};

/** A Dutch business buying a classroom run: 2 participants at € 1,499 excl. 21 % VAT. */
export function invoiceFacts(overrides: Partial<InvoiceFacts> = {}): InvoiceFacts {
  return {
    number: "2027-0001",
    issueDate: "2027-01-15",
    language: "nl",
    enrolmentId: 42,
    enrolmentReference: "E-42",
    seller: testSeller,
    vat: { basis: "exclusive", rate: 21 },
    buyer: {
      kind: "business",
      name: "Brainport Testbedrijf B.V.",
      contactName: "Jan de Vries",
      address: {
        street: "Kempenlaan 10",
        postalCode: "5611 AB",
        city: "Eindhoven",
        countryCode: "NL",
      },
      vatId: "NL987654321B01",
      email: "facturen@testbedrijf.example",
      poNumber: "PO-2027-118",
    },
    course: { title: "ISTQB Foundation" },
    run: {
      label: "1–3 maart 2027, Veldhoven",
      start: "2027-03-01",
      end: "2027-03-03",
      mode: "classroom",
    },
    feePerParticipant: centsFromEuros(1499),
    participants: 2,
    participantNames: ["Jan de Vries", "Fatma Yılmaz"],
    ...overrides,
  };
}

export function issuedInvoice(overrides: Partial<InvoiceFacts> = {}): InvoiceSnapshotV1 {
  const result = buildInvoice(invoiceFacts(overrides));
  if ("problems" in result) throw new Error(result.problems.join(" "));
  return asCourseInvoice(result.snapshot);
}

export function issuedCreditNote(
  invoice: InvoiceSnapshotV1,
  facts: { number?: string; issueDate?: string; quantity?: number } = {},
): InvoiceSnapshotV1 {
  const result = buildCreditNote(invoice, {
    number: facts.number ?? "2027-0002",
    issueDate: facts.issueDate ?? "2027-02-01",
    ...(facts.quantity !== undefined && { quantity: facts.quantity }),
  });
  if ("problems" in result) throw new Error(result.problems.join(" "));
  return asCourseInvoice(result.snapshot);
}

/** A German business in an online run: the reverse charge. */
export const germanBuyer: InvoiceFacts["buyer"] = {
  kind: "business",
  name: "Müller & Söhne Softwareentwicklung GmbH",
  contactName: "Jürgen Weiß",
  address: { street: "Königstraße 22", postalCode: "70173", city: "Stuttgart", countryCode: "DE" },
  vatId: "DE 123 456 789",
  email: "rechnung@mueller.example",
};

/** A private person: no VAT ID, no PO number. */
export const privateBuyer: InvoiceFacts["buyer"] = {
  kind: "private",
  name: "Nguyễn Thị Hương",
  address: { street: "Dorpsstraat 5", postalCode: "5504 AB", city: "Veldhoven", countryCode: "NL" },
  email: "huong@example.com",
};

/** Names in many scripts, for the font's coverage. */
export const namesInManyScripts = [
  "Łukasz Wójcik",
  "Zoë Ørsted-Ångström",
  "Αλέξανδρος Παπαδόπουλος",
  "Иван Петров",
  "Nguyễn Văn Đức",
  "محمد عبد الله",
  "דוד כהן",
  "王小明",
  "山田 たろう",
  "김민준",
  "Ĳsbrand van 't Hoff",
  "Şebnem Çelik",
];

/** A course invoice's snapshot (version 1), as the store or a builder gave it: throws on any other. */
export function asCourseInvoice(snapshot: InvoiceSnapshot | undefined): InvoiceSnapshotV1 {
  if (snapshot?.version !== 1)
    throw new Error(`not a course invoice (version 1): ${snapshot?.number}`);
  return snapshot;
}
