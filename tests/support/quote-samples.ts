import type { QuoteFacts } from "#server/quotes/build-quote.ts";
import type { QuoteDraft } from "#server/quotes/quote-draft.ts";
import type { QuoteFormValues } from "#server/quotes/quote-form.ts";
import type { QuoteTerms, QuoteTermsPage } from "#src/training/quote-terms.ts";
import { cents } from "#src/money/money.ts";
import { testSeller } from "./invoice-facts.ts";

/**
 * Made-up quotes for tests and the bench: never the company's own file or
 * terms, so an owner's edit of content/ changes none of them.
 */
export const testQuoteTerms: Record<QuoteTermsPage, QuoteTerms> = {
  courseTerms: {
    version: "2026-11-27",
    title: { en: "Course terms", nl: "Trainingsvoorwaarden" },
    path: { en: "/course-terms", nl: "/nl/trainingsvoorwaarden" },
    text: { en: "The course terms, article by article.", nl: "De trainingsvoorwaarden." },
  },
  serviceTerms: {
    version: "2026-12-01",
    title: { en: "Terms for services", nl: "Voorwaarden voor dienstverlening" },
    path: { en: "/service-terms", nl: "/nl/dienstverleningsvoorwaarden" },
    text: { en: "The terms for services.", nl: "De voorwaarden voor dienstverlening." },
  },
};

/** A Dutch business: 3 consulting days at € 1,250 and an in-company training of 2 days at € 2,400. */
export function testDraft(overrides: Partial<QuoteDraft> = {}): QuoteDraft {
  return {
    language: "nl",
    buyer: {
      company: "Brainport Testbedrijf B.V.",
      contactName: "Jan de Vries",
      contactEmail: "jan@testbedrijf.example",
      phone: "+31 40 123 4567",
      address: { street: "Kempenlaan 10", postalCode: "5611 AB", city: "Eindhoven", country: "NL" },
      invoiceEmail: "facturen@testbedrijf.example",
      vatId: "NL987654321B01",
      registrationNumber: "",
    },
    reference: "PO-2027-118",
    introduction: "Zoals besproken: een assessment van jullie testaanpak en een training.",
    lines: [
      {
        kind: "consulting",
        description: "Assessment van de testaanpak",
        unit: "day",
        quantityHundredths: 300,
        unitPriceExclVat: cents(125_000),
        isInvoicedAsWorked: false,
      },
      {
        kind: "training",
        description: "ISTQB Foundation in-company (tot 12 deelnemers)",
        unit: "day",
        quantityHundredths: 200,
        unitPriceExclVat: cents(240_000),
        isInvoicedAsWorked: false,
      },
    ],
    milestones: [],
    validUntil: "2027-02-14",
    requestNote: "",
    ...overrides,
  };
}

export function testQuoteFacts(overrides: Partial<QuoteFacts> = {}): QuoteFacts {
  return {
    number: "Q2027-0001",
    version: 1,
    issueDate: "2027-01-15",
    seller: testSeller,
    vat: { basis: "exclusive", rate: 21 },
    terms: testQuoteTerms,
    origin: "https://www.example.com",
    ...overrides,
  };
}

/** The form as the back office posts it for `testDraft()`, as typed. */
export function testFormValues(overrides: Partial<QuoteFormValues> = {}): QuoteFormValues {
  return {
    language: "nl",
    company: "Brainport Testbedrijf B.V.",
    contactName: "Jan de Vries",
    contactEmail: "jan@testbedrijf.example",
    phone: "+31 40 123 4567",
    street: "Kempenlaan 10",
    postalCode: "5611ab",
    city: "Eindhoven",
    country: "NL",
    invoiceEmail: "",
    vatId: "nl 9876.54.321.b01",
    registrationNumber: "",
    reference: "",
    introduction: "",
    validUntil: "2027-02-14",
    requestNote: "",
    lines: [
      {
        kind: "consulting",
        description: "Assessment",
        quantity: "3",
        unit: "day",
        price: "1250",
        isInvoicedAsWorked: false,
      },
    ],
    milestones: [],
    ...overrides,
  };
}
