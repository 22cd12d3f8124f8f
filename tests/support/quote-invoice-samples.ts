import { buildCreditNote } from "#server/invoices/build-invoice.ts";
import type { InvoiceSnapshot, VatIdCheck } from "#server/invoices/invoice-snapshot.ts";
import { buildQuoteInvoice, type QuoteInvoicePart } from "#server/quotes/quote-invoice.ts";
import type { QuoteSnapshot } from "#server/quotes/quote-snapshot.ts";
import { testSeller } from "./invoice-facts.ts";
import { sampleQuoteSnapshots } from "./quote-samples.ts";

/** VIES's answer for the Belgian sample buyer, as the checker keeps it in the snapshot. */
export const belgianVatIdCheck: VatIdCheck = {
  vatId: "BE0123456789",
  checkedAt: "2027-01-20T09:00:00.000Z",
  outcome: "valid",
  consultationNumber: "WAPIAAAAY1234567",
};

/** An invoice from `quote` (accepted as quote 7), for tests and the samples; throws on problems. */
export function quoteInvoice(
  quote: QuoteSnapshot,
  part: QuoteInvoicePart,
  overrides: { number?: string; issueDate?: string; vatIdCheck?: VatIdCheck } = {},
): InvoiceSnapshot {
  const built = buildQuoteInvoice({
    number: overrides.number ?? "2027-0101",
    issueDate: overrides.issueDate ?? "2027-01-20",
    quoteId: 7,
    quote,
    part,
    seller: testSeller,
    ...(overrides.vatIdCheck && { vatIdCheck: overrides.vatIdCheck }),
  });
  if ("problems" in built) throw new Error(built.problems.join(" "));
  return built.snapshot;
}

/**
 * One invoice from each sample quote (tests/support/quote-samples.ts): a
 * milestone of S lines, hours worked in a month, S beside E (the CRKBO
 * exemption on training) all at once, the reverse charge (AE) and a business
 * outside the EU (O) with a half day, and a credit note of one. For the UBL's
 * checks and scripts/invoice-samples.ts (the published Peppol rules).
 */
export function sampleQuoteInvoices(): Record<string, InvoiceSnapshot> {
  const quotes = sampleQuoteSnapshots();
  const quote = (name: string) => quotes[name] as QuoteSnapshot;
  const withHalfDay = (base: QuoteSnapshot): QuoteSnapshot => ({
    ...base,
    lines: [
      ...base.lines,
      {
        kind: "consulting",
        description: "Follow-up workshop",
        unit: "half-day",
        quantityHundredths: 300,
        unitPriceExclVat: base.lines[0]?.unitPriceExclVat ?? (0 as never),
        totalExclVat: ((base.lines[0]?.unitPriceExclVat ?? 0) * 3) as never,
        vatCategory: base.lines[0]?.vatCategory ?? "O",
        vatRate: base.lines[0]?.vatRate ?? 0,
        isInvoicedAsWorked: false,
      },
    ],
  });
  const crkbo = quoteInvoice(quote("nl-crkbo-v2"), { kind: "all" }, { number: "2027-0103" });
  const credit = buildCreditNote(crkbo, { number: "2027-0106", issueDate: "2027-01-25" });
  if ("problems" in credit) throw new Error(credit.problems.join(" "));
  return {
    "quote-nl-milestone": quoteInvoice(quote("nl-milestones"), { kind: "milestone", index: 0 }),
    "quote-nl-worked-hours": quoteInvoice(
      quote("nl-milestones"),
      {
        kind: "worked",
        month: "2027-02",
        worked: [
          { lineIndex: 2, quantityHundredths: 1275, firstDay: "2027-02-03", lastDay: "2027-02-24" },
        ],
      },
      { number: "2027-0102", issueDate: "2027-03-01" },
    ),
    "quote-nl-standard-and-exempt": crkbo,
    "quote-en-reverse-charge": quoteInvoice(
      withHalfDay(quote("en-reverse-charge")),
      { kind: "all" },
      { number: "2027-0104", vatIdCheck: belgianVatIdCheck },
    ),
    "quote-en-outside-eu": quoteInvoice(
      withHalfDay(quote("en-outside-eu")),
      { kind: "all" },
      { number: "2027-0105" },
    ),
    "quote-nl-credit-note": credit.snapshot,
  };
}
