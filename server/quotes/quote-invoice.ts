import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { languageSettings } from "#src/i18n/languages.ts";
import { type Cents, noCents, scaleCents, subtractCents, sumOfCents } from "#src/money/money.ts";
import type { InvoiceBuild } from "#server/invoices/build-invoice.ts";
import { addDays, paymentDays } from "#server/invoices/due-date.ts";
import {
  breakdownTotals,
  unitLineAmount,
  unitLineBreakdown,
} from "#server/invoices/invoice-amounts.ts";
import type {
  InvoiceSnapshotV2,
  Seller,
  UnitLine,
  VatIdCheck,
} from "#server/invoices/invoice-snapshot.ts";
import { unitCodes } from "./quote-lines.ts";
import type { QuoteSnapshot, QuoteSnapshotLine } from "./quote-snapshot.ts";

/**
 * What one invoice from an accepted quote invoices (issue 45, point 4):
 * - "all": every line not invoiced as worked, at acceptance (a quote without milestones);
 * - "milestone": one milestone's amount, by its position (0-based);
 * - "worked": the days or hours recorded against lines invoiced as worked, in one month.
 */
export type QuoteInvoicePart =
  | { kind: "all" }
  | { kind: "milestone"; index: number }
  | {
      kind: "worked";
      /** "2026-11" */
      month: string;
      /** Per line of the quote (its position), the hundredths of its unit worked, and the days. */
      worked: {
        lineIndex: number;
        quantityHundredths: number;
        firstDay: string;
        lastDay: string;
      }[];
    };

export interface QuoteInvoiceFacts {
  /** From the invoices' series, allocated by the store. */
  number: string;
  /** Today in Europe/Amsterdam. */
  issueDate: string;
  quoteId: number;
  /** The accepted version, as sent. */
  quote: QuoteSnapshot;
  part: QuoteInvoicePart;
  /** Our details on the day of issue (content/company.yml). */
  seller: Seller;
  /** VIES's answer on the buyer's VAT ID today: a reverse-charged line needs "valid". */
  vatIdCheck?: VatIdCheck;
}

/**
 * An invoice (snapshot version 2) from an accepted quote, pure: the buyer,
 * the lines with their units and VAT categories, the prices as quoted. The
 * VAT of each line is the quote's own category and rate (decided when it was
 * sent: art. 44, where the business is established); the VAT per category is
 * reckoned on the invoice's own sums. A milestone is shared over the quote's
 * VAT categories in proportion to the lines it pays for, so training beside
 * consulting keeps each its VAT. Due 30 days after its date. The buyer's PO
 * number, where the quote has one, is its reference (BT-10), else the quote's
 * number; the quote's number is the contract reference (BT-12) either way.
 */
export function buildQuoteInvoice(facts: QuoteInvoiceFacts): InvoiceBuild {
  const { quote } = facts;
  const built = linesOf(facts);
  if ("problems" in built) return built;
  const { lines, supply } = built;
  if (lines.length === 0 || lines.every((line) => line.totalExclVat === 0)) {
    return { problems: ["Nothing of the quote is left to invoice here."] };
  }
  const isReverseCharged = lines.some((line) => line.vatCategory === "AE");
  if (isReverseCharged && facts.vatIdCheck?.outcome !== "valid") {
    return {
      problems: [
        `VIES has not confirmed the buyer's VAT ID ${quote.buyer.vatId ?? ""} today: the reverse charge needs its confirmation. The invoice waits until it does.`,
      ],
    };
  }
  if (isReverseCharged && facts.vatIdCheck?.vatId !== quote.buyer.vatId) {
    return {
      problems: [`VIES was asked about ${facts.vatIdCheck?.vatId}, not the buyer's VAT ID.`],
    };
  }
  const breakdown = unitLineBreakdown(lines);
  const reference = quote.reference
    ? { kind: "po" as const, value: quote.reference }
    : { kind: "quote" as const, value: quote.number };
  const snapshot: InvoiceSnapshotV2 = {
    version: 2,
    kind: "invoice",
    number: facts.number,
    issueDate: facts.issueDate,
    language: quote.language,
    currency: "EUR",
    seller: facts.seller,
    buyer: {
      kind: "business",
      name: quote.buyer.company,
      contactName: quote.buyer.contactName,
      address: quote.buyer.address,
      ...(quote.buyer.vatId && { vatId: quote.buyer.vatId }),
      ...(quote.buyer.registrationNumber && {
        registrationNumber: quote.buyer.registrationNumber,
      }),
      email: quote.buyer.invoiceEmail ?? quote.buyer.contactEmail,
      reference,
    },
    supply: supply ?? { start: facts.issueDate, end: facts.issueDate },
    ...(isReverseCharged && facts.vatIdCheck && { vatIdCheck: facts.vatIdCheck }),
    vatBreakdown: breakdown,
    totals: breakdownTotals(breakdown),
    dueDate: addDays(facts.issueDate, paymentDays),
    paymentReference: facts.number,
    source: { kind: "quote", quoteId: facts.quoteId, number: quote.number, version: quote.version },
    lines,
  };
  return { snapshot };
}

type Lines =
  | { lines: UnitLine[]; supply?: { start: string; end: string } }
  | { problems: string[] };

function linesOf(facts: QuoteInvoiceFacts): Lines {
  const { quote, part } = facts;
  const words = dictionaries[quote.language].invoice.fromQuote;
  const scheduled = quote.lines.filter((line) => !line.isInvoicedAsWorked);
  switch (part.kind) {
    case "all":
      if (quote.milestones.length > 0) {
        return { problems: ["This quote is invoiced by its milestones, not all at once."] };
      }
      return { lines: scheduled.map((line) => unitLine(line, line.quantityHundredths)) };
    case "milestone": {
      const milestone = quote.milestones[part.index];
      if (!milestone) return { problems: [`The quote has no milestone ${part.index + 1}.`] };
      const detail = fill(words.milestone, {
        position: String(part.index + 1),
        count: String(quote.milestones.length),
        number: quote.number,
      });
      return {
        lines: shareOut(milestone.amountExclVat, scheduled)
          .filter(([, amount]) => amount > 0)
          .map(([line, amount]) => ({
            description: milestone.description,
            detail,
            unit: "C62",
            quantity: 1,
            unitPriceExclVat: amount,
            totalExclVat: amount,
            vatCategory: line.vatCategory,
            vatRate: line.vatRate,
          })),
      };
    }
    case "worked": {
      const lines: UnitLine[] = [];
      for (const entry of part.worked) {
        const line = quote.lines[entry.lineIndex];
        if (!line?.isInvoicedAsWorked) {
          return {
            problems: [`Line ${entry.lineIndex + 1} of the quote is not invoiced as worked.`],
          };
        }
        const month = new Intl.DateTimeFormat(languageSettings[quote.language].intlLocale, {
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        }).format(new Date(`${part.month}-15T12:00:00Z`));
        lines.push({
          ...unitLine(line, entry.quantityHundredths),
          detail: fill(words.worked, { month, number: quote.number }),
        });
      }
      const days = part.worked.flatMap((entry) => [entry.firstDay, entry.lastDay]).sort();
      const [start] = days;
      const end = days.at(-1);
      return { lines, ...(start && end && { supply: { start, end } }) };
    }
  }
}

/**
 * A quote's line as an invoice's: its UN/ECE unit (a half day is half a DAY:
 * the quantity in days, the price per half day with 0.5 DAY as its base
 * quantity, BT-149), the price as quoted, the amount reckoned once.
 */
function unitLine(line: QuoteSnapshotLine, hundredths: number): UnitLine {
  const { code, per } = unitCodes[line.unit];
  const isHalfDays = per !== 1 && hundredths % 2 === 0;
  const quantity = isHalfDays ? hundredths / 200 : hundredths / 100;
  const unit = per !== 1 && !isHalfDays ? "C62" : code;
  const priced = {
    quantity,
    ...(isHalfDays && { baseQuantity: per }),
    unitPriceExclVat: line.unitPriceExclVat,
  };
  return {
    description: line.description,
    unit,
    ...priced,
    totalExclVat: unitLineAmount(priced),
    vatCategory: line.vatCategory,
    vatRate: line.vatRate,
  };
}

/**
 * `amount` shared over the VAT categories (and rates) of `lines`, in
 * proportion to their amounts, each rounded to the cent and the last taking
 * what is left: the parts add up to `amount` exactly.
 */
function shareOut(amount: Cents, lines: readonly QuoteSnapshotLine[]) {
  const groups = new Map<string, { line: QuoteSnapshotLine; total: Cents }>();
  for (const line of lines) {
    const key = `${line.vatCategory} ${line.vatRate}`;
    const group = groups.get(key);
    groups.set(key, {
      line: group?.line ?? line,
      total: sumOfCents([group?.total ?? noCents, line.totalExclVat]),
    });
  }
  const whole = sumOfCents([...groups.values()].map((group) => group.total));
  let left = amount;
  const entries = [...groups.values()];
  return entries.map((group, index): [QuoteSnapshotLine, Cents] => {
    const share =
      index === entries.length - 1 || whole === 0 ? left : scaleCents(amount, group.total, whole);
    left = subtractCents(left, share);
    return [group.line, share];
  });
}
