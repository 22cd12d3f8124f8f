import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { type Language, languageSettings } from "#src/i18n/languages.ts";
import { plural } from "#src/i18n/plural.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { formatDate } from "#src/training/course-format.ts";
import { formatRate } from "#server/invoices/invoice-format.ts";
import type { QuoteSnapshot, QuoteSnapshotLine } from "./quote-snapshot.ts";

/**
 * How a quote writes its quantities, VAT and milestones in its language, the
 * same for the PDF, the quote's page and its mails: "2.5 days" and
 * "2,5 dagen", "21%" or what stands instead of a rate.
 */
export function quantityWithUnit(line: QuoteSnapshotLine, lang: Language): string {
  const count = line.quantityHundredths / 100;
  const number = new Intl.NumberFormat(languageSettings[lang].intlLocale, {
    maximumFractionDigits: 2,
  }).format(count);
  return plural(lang, count, dictionaries[lang].quote.units[line.unit]).replace(
    String(count),
    number,
  );
}

/** "€1,250.00 per day", "€5,000.00 fixed". */
export function unitPrice(line: QuoteSnapshotLine, lang: Language): string {
  return `${formatMoney(line.unitPriceExclVat, lang)} ${dictionaries[lang].quote.perUnit[line.unit]}`;
}

/** The VAT column: "21%", or exempt, reverse charge, none. */
export function lineVatText(line: QuoteSnapshotLine, lang: Language): string {
  return line.vatCategory === "S"
    ? formatRate(line.vatRate, lang)
    : dictionaries[lang].quote.lineVat[line.vatCategory];
}

/** A VAT breakdown's line: "VAT 21% on €8,550.00", "VAT reverse charged: €8,550.00". */
export function vatPartText(part: QuoteSnapshot["vatBreakdown"][number], lang: Language): string {
  const words = dictionaries[lang].quote.totals;
  const base = formatMoney(part.taxableAmount, lang);
  switch (part.category) {
    case "S":
      return fill(words.vat, { rate: formatRate(part.rate, lang), base });
    case "E":
      return fill(words.exempt, { base });
    case "AE":
      return fill(words.reverseCharge, { base });
    case "O":
      return fill(words.outsideScope, { base });
  }
}

/** "14 February 2027", "14 februari 2027": a day as the quote's page and mails write it. */
export function quoteDay(date: string, lang: Language): string {
  return formatDate(date, lang);
}

/** When a milestone is invoiced: "at acceptance", "on 1 March 2027", "on delivery". */
export function milestoneDue(due: QuoteSnapshot["milestones"][number]["due"], lang: Language) {
  const words = dictionaries[lang].quote.invoicing.due;
  return due.kind === "date"
    ? fill(words.date, { date: formatDate(due.date, lang) })
    : words[due.kind];
}

/** "30%" of a milestone given as a percentage, else nothing. */
export function milestonePercent(
  milestone: QuoteSnapshot["milestones"][number],
  lang: Language,
): string | undefined {
  return milestone.basisPoints === undefined
    ? undefined
    : formatRate(milestone.basisPoints / 100, lang);
}

/** "Quote Q2026-0001", with its version from the second on. */
export function quoteTitle(snapshot: Pick<QuoteSnapshot, "number" | "version" | "language">) {
  const words = dictionaries[snapshot.language].quote;
  return snapshot.version > 1
    ? fill(words.titleVersion, { number: snapshot.number, version: snapshot.version })
    : fill(words.title, { number: snapshot.number });
}

/** The notes the VAT needs: the exemption's provision, the reverse charge, outside the scope. */
export function vatNotes(snapshot: QuoteSnapshot): string[] {
  const words = dictionaries[snapshot.language].quote.notes;
  const categories = new Set(snapshot.vatBreakdown.map((part) => part.category));
  return [
    ...(categories.has("E") ? [words.exempt] : []),
    ...(categories.has("AE")
      ? [fill(words.reverseCharge, { vatId: snapshot.buyer.vatId ?? "" })]
      : []),
    ...(categories.has("O")
      ? [fill(words.outsideScope, { registration: snapshot.buyer.registrationNumber ?? "" })]
      : []),
  ];
}

/** The PDF's file name: "quote-Q2026-0001-v1.pdf". */
export function quoteFileName(snapshot: Pick<QuoteSnapshot, "number" | "version" | "language">) {
  return fill(dictionaries[snapshot.language].quote.file, {
    number: snapshot.number,
    version: snapshot.version,
  });
}
