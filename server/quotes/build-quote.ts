import type { Seller } from "#server/invoices/invoice-snapshot.ts";
import type { QuoteTerms, QuoteTermsPage } from "#src/training/quote-terms.ts";
import type { VatSetting } from "#src/training/vat-amounts.ts";
import { priceQuote } from "./quote-amounts.ts";
import type { QuoteDraft } from "./quote-draft.ts";
import { addDays } from "./quote-days.ts";
import { quoteLimits } from "./quote-lines.ts";
import { milestoneAmounts } from "./quote-milestones.ts";
import type { QuoteSnapshot } from "./quote-snapshot.ts";

/** What sending adds to a draft: its number and version, the day, our details and the terms. */
export interface QuoteFacts {
  /** From quoteNumber, allocated by the store at the first sending. */
  number: string;
  version: number;
  /** YYYY-MM-DD, today in Amsterdam. */
  issueDate: string;
  seller: Seller;
  /** The company's VAT setting (content/company.yml): the rate, and the CRKBO exemption. */
  vat: VatSetting;
  /** The live release's terms (its catalogue's `quoteTerms`). */
  terms: Record<QuoteTermsPage, QuoteTerms>;
  /** The site's origin: the terms' addresses are printed whole. */
  origin: string;
}

/** The terms' texts a version is mailed with, as sent (the snapshot keeps their version and address). */
export interface TermsCopy {
  title: string;
  version: string;
  url: string;
  text: string;
}

/**
 * A draft made into the version that is sent: its snapshot and the texts of
 * its terms, or the problems that stop it (in words for the owner; nothing is
 * stored, no number taken). Pure: the store calls it inside the sending's
 * transaction, with the number it allocated there.
 */
export function buildQuoteSnapshot(
  draft: QuoteDraft,
  facts: QuoteFacts,
): { snapshot: QuoteSnapshot; termsCopies: TermsCopy[] } | { problems: string[] } {
  const problems: string[] = [];
  if (draft.validUntil < facts.issueDate) {
    problems.push(`It was valid until ${draft.validUntil}: give a new validity date first.`);
  } else if (draft.validUntil > addDays(facts.issueDate, quoteLimits.validityDays)) {
    problems.push(`A quote is valid for at most ${quoteLimits.validityDays} days.`);
  }
  for (const milestone of draft.milestones) {
    if (milestone.due.kind === "date" && milestone.due.date < facts.issueDate) {
      problems.push(`The milestone "${milestone.description}" falls on a day already past.`);
    }
  }
  const priced = priceQuote(draft.lines, draft.buyer, facts.vat);
  if ("problems" in priced) problems.push(...priced.problems);
  if (problems.length > 0 || "problems" in priced) return { problems };

  const kinds = new Set(draft.lines.map((line) => line.kind));
  const pages: QuoteTermsPage[] = [
    ...(kinds.has("training") ? (["courseTerms"] as const) : []),
    ...(kinds.has("consulting") ? (["serviceTerms"] as const) : []),
  ];
  const lang = draft.language;
  const terms = pages.map((page) => ({ page, ...facts.terms[page] }));
  const amounts = milestoneAmounts(draft.milestones, draft.lines);
  const { buyer } = draft;
  const optional = (value: string) => value.trim() || undefined;
  const snapshot: QuoteSnapshot = {
    shape: 1,
    number: facts.number,
    version: facts.version,
    issueDate: facts.issueDate,
    validUntil: draft.validUntil,
    language: lang,
    currency: "EUR",
    seller: facts.seller,
    buyer: {
      company: buyer.company,
      contactName: buyer.contactName,
      contactEmail: buyer.contactEmail,
      ...(optional(buyer.phone) && { phone: buyer.phone }),
      address: {
        street: buyer.address.street,
        postalCode: buyer.address.postalCode,
        city: buyer.address.city,
        countryCode: buyer.address.country,
      },
      ...(optional(buyer.invoiceEmail) && { invoiceEmail: buyer.invoiceEmail }),
      ...(optional(buyer.vatId) && { vatId: buyer.vatId }),
      ...(optional(buyer.registrationNumber) && { registrationNumber: buyer.registrationNumber }),
    },
    ...(optional(draft.reference) && { reference: draft.reference }),
    ...(optional(draft.introduction) && { introduction: draft.introduction }),
    lines: priced.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      unit: line.unit,
      quantityHundredths: line.quantityHundredths,
      unitPriceExclVat: line.unitPriceExclVat,
      totalExclVat: line.totalExclVat,
      vatCategory: line.vatCategory,
      vatRate: line.vatRate,
      isInvoicedAsWorked: line.isInvoicedAsWorked,
    })),
    vatBreakdown: priced.vatBreakdown,
    totals: priced.totals,
    milestones: draft.milestones.map((milestone, index) => ({
      description: milestone.description,
      ...(milestone.share.kind === "percent" && { basisPoints: milestone.share.basisPoints }),
      amountExclVat: amounts[index] ?? priced.totals.exclVat,
      due: milestone.due,
    })),
    terms: terms.map((entry) => ({
      page: entry.page,
      version: entry.version,
      title: entry.title[lang],
      url: `${facts.origin}${entry.path[lang]}`,
    })),
  };
  return {
    snapshot,
    termsCopies: terms.map((entry) => ({
      title: entry.title[lang],
      version: entry.version,
      url: `${facts.origin}${entry.path[lang]}`,
      text: entry.text[lang],
    })),
  };
}
