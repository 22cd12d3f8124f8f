import { buildQuoteSnapshot, type QuoteFacts } from "#server/quotes/build-quote.ts";
import type { QuoteSnapshot } from "#server/quotes/quote-snapshot.ts";
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

function snapshotOf(draft: QuoteDraft, facts: Partial<QuoteFacts> = {}) {
  const built = buildQuoteSnapshot(draft, testQuoteFacts(facts));
  if ("problems" in built) throw new Error(built.problems.join(" "));
  return built.snapshot;
}

/**
 * One quote of each kind: a Dutch business with milestones and hours invoiced
 * as worked, the CRKBO exemption on its training (version 2), an EU business
 * abroad (reverse charge) and a business outside the EU (no Dutch VAT), in
 * both languages. Shared by the tests, the bench and scripts/quote-samples.ts.
 */
export function sampleQuoteSnapshots(): Record<string, QuoteSnapshot> {
  const dutch = testDraft({
    lines: [
      ...testDraft().lines,
      {
        kind: "consulting",
        description: "Begeleiding bij de invoering, naar behoefte",
        unit: "hour",
        quantityHundredths: 4050,
        unitPriceExclVat: cents(14_500),
        isInvoicedAsWorked: true,
      },
    ],
    milestones: [
      {
        description: "Start van het assessment",
        share: { kind: "percent", basisPoints: 30_00 },
        due: { kind: "acceptance" },
      },
      {
        description: "Rapport en training",
        share: { kind: "percent", basisPoints: 70_00 },
        due: { kind: "delivery" },
      },
    ],
  });
  const belgian = testDraft({
    language: "en",
    buyer: {
      ...testDraft().buyer,
      company: "Antwerp Quality Services NV",
      contactName: "Els Peeters",
      address: { street: "Meir 1", postalCode: "2000", city: "Antwerpen", country: "BE" },
      vatId: "BE0123456789",
    },
    reference: "",
    introduction: "Following our call: a test automation review and a two-day workshop.",
  });
  const swiss = testDraft({
    language: "en",
    buyer: {
      ...testDraft().buyer,
      company: "Zürcher Prüftechnik AG",
      contactName: "Urs Müller",
      address: { street: "Bahnhofstrasse 10", postalCode: "8001", city: "Zürich", country: "CH" },
      vatId: "",
      registrationNumber: "CHE-123.456.789",
    },
    reference: "",
    introduction: "",
  });
  return {
    "nl-milestones": snapshotOf(dutch),
    "nl-crkbo-v2": snapshotOf(testDraft(), {
      vat: { basis: "exempt", rate: 21 },
      version: 2,
      number: "Q2027-0002",
    }),
    "en-reverse-charge": snapshotOf(belgian, { number: "Q2027-0003" }),
    "en-outside-eu": snapshotOf(swiss, { number: "Q2027-0004" }),
  };
}
