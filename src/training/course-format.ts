/**
 * How course facts read, in one place and in both languages: the hub, the
 * course page, the catalogue, the menus and the enquiry message all use
 * these. Runs at build time only (Node has full ICU), so the browser ships
 * no formatting tables.
 */
export type { Language } from "#src/i18n/languages.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { type Language, languageSettings } from "#src/i18n/languages.ts";
import { plural } from "#src/i18n/plural.ts";
import { type Cents, isWholeEuros } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { type VatSetting, vatAmounts } from "./vat-amounts.ts";

export type { VatSetting } from "./vat-amounts.ts";

export interface CourseFacts {
  days: number;
  hours: number;
  feeCents: Cents;
}

/** A fee in whole euro: "€1,999" (en), "€ 1.999" (nl). */
export function formatFee(feeCents: Cents, lang: Language = "en"): string {
  return formatMoney(feeCents, lang, { wholeEuros: true });
}

/** "3 days", "1 dag" */
export function formatDays(days: number, lang: Language = "en"): string {
  return plural(lang, days, dictionaries[lang].format.days);
}

/** "24 hours", "24 uur" */
export function formatHours(hours: number, lang: Language = "en"): string {
  return plural(lang, hours, dictionaries[lang].format.hours);
}

/** "1 March 2027" (en), "1 maart 2027" (nl), from "2027-03-01". */
export function formatDate(date: string, lang: Language = "en"): string {
  return new Intl.DateTimeFormat(languageSettings[lang].intlLocale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "1–3 March 2027", "30 March – 1 April 2027", or one date for a one-day run. */
export function formatDateRange(start: string, end: string, lang: Language = "en"): string {
  if (start === end) return formatDate(start, lang);
  return new Intl.DateTimeFormat(languageSettings[lang].intlLocale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`));
}

/** A rate as its language writes it: "5.5" (en), "5,5" (nl). */
function percent(rate: number, lang: Language): string {
  return new Intl.NumberFormat(languageSettings[lang].intlLocale, {
    maximumFractionDigits: 2,
  }).format(rate);
}

export interface FeeText {
  /** "€1,499" */
  amount: string;
  /** "excl. VAT", "incl. VAT" or "VAT-exempt" */
  basis: string;
  /** With fees exclusive of VAT, what a consumer pays: "€1,813.79 incl. 21% VAT". */
  withVat?: string;
  /** The same, in its parts, to set the amount as large as (or larger than) `amount`. */
  withVatParts?: { amount: string; basis: string };
  /** Show `withVat` first, as the large amount (VatSetting `emphasis: inclusive`). */
  isVatIncludedFirst?: boolean;
}

/** A fee with its VAT basis, as every page that shows a fee writes it. */
export function feeText(feeCents: Cents, vat: VatSetting, lang: Language = "en"): FeeText {
  const words = dictionaries[lang].format.vat;
  const amount = formatFee(feeCents, lang);
  switch (vat.basis) {
    case "exclusive": {
      const gross = vatAmounts(feeCents, vat).inclVatCents;
      const parts = {
        // Whole euros where VAT leaves none ("€1,208.79", but "€1,210").
        amount: formatMoney(gross, lang, { wholeEuros: isWholeEuros(gross) }),
        basis: fill(words.inclRate, { rate: percent(vat.rate, lang) }),
      };
      return {
        amount,
        basis: words.excl,
        withVat: `${parts.amount} ${parts.basis}`,
        withVatParts: parts,
        isVatIncludedFirst: vat.emphasis === "inclusive",
      };
    }
    case "inclusive":
      return { amount, basis: words.incl };
    case "exempt":
      return { amount, basis: words.exempt };
  }
}

/**
 * "€1,499.00 excl. VAT (€1,813.79 incl. 21% VAT)": a fee in one line of text,
 * both amounts in the same type and, side by side, with the same precision
 * ("€ 1.499 … (€ 1.813,79 …)" reads as two kinds of number); with `emphasis:
 * inclusive` the amount incl. VAT comes first.
 */
export function formatFeeWithVat(feeCents: Cents, vat: VatSetting, lang: Language = "en"): string {
  const text = feeText(feeCents, vat, lang);
  if (!text.withVat) return `${text.amount} ${text.basis}`;
  const hasCents =
    vat.basis === "exclusive" && !isWholeEuros(vatAmounts(feeCents, vat).inclVatCents);
  const amount = hasCents ? formatMoney(feeCents, lang) : text.amount;
  return text.isVatIncludedFirst
    ? `${text.withVat} (${amount} ${text.basis})`
    : `${amount} ${text.basis} (${text.withVat})`;
}

/**
 * How a total reads for the company's VAT basis, with `{incl}` and `{excl}`
 * left for the amounts: "{incl} incl. 21% VAT ({excl} excl. VAT)". The
 * enrolment form fills them in the browser for the participants chosen.
 */
export function totalAmounts(vat: VatSetting, lang: Language = "en"): string {
  const words = dictionaries[lang].format.vat;
  switch (vat.basis) {
    case "exclusive":
      return `{incl} ${fill(words.inclRate, { rate: percent(vat.rate, lang) })} ({excl} ${words.excl})`;
    case "inclusive":
      return `{incl} ${words.incl}`;
    case "exempt":
      return `{incl} ${words.exempt}`;
  }
}

/**
 * "3 days · 24 hours · €999 excl. VAT (€1,208.79 incl. 21% VAT)", or the honest
 * line for a course offered on request.
 */
export function formatCourseFacts(
  facts: CourseFacts | undefined,
  vat: VatSetting,
  lang: Language = "en",
): string {
  if (!facts) return dictionaries[lang].format.onRequest;
  return `${formatDays(facts.days, lang)} · ${formatHours(facts.hours, lang)} · ${formatFeeWithVat(facts.feeCents, vat, lang)}`;
}
