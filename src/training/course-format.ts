/**
 * How course facts read, in one place and in both languages: the hub, the
 * course page, the catalogue, the menus and the enquiry message all use
 * these. Runs at build time only (Node has full ICU), so the browser ships
 * no formatting tables.
 */
export type { Language } from "#src/i18n/languages.ts";
import type { Language } from "#src/i18n/languages.ts";

export interface CourseFacts {
  days: number;
  hours: number;
  fee: number;
}

/** The company's VAT setting (content/company.yml). */
export interface VatSetting {
  basis: "exclusive" | "inclusive" | "exempt";
  /** Percent, when fees are exclusive: 21 in the Netherlands. */
  rate: number;
  /**
   * With fees exclusive of VAT, how the two amounts stand: "equal" (the
   * default), or "inclusive", the amount incl. VAT first and large. Never the
   * amount excl. VAT larger: a private buyer must see the total price at least
   * as prominently.
   */
  emphasis?: "equal" | "inclusive";
}

const locales: Record<Language, string> = { en: "en-GB", nl: "nl-NL" };

function euro(amount: number, lang: Language, fractionDigits: 0 | 2): string {
  return new Intl.NumberFormat(locales[lang], {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

/** A fee in whole euro: "€1,999" (en), "€ 1.999" (nl). */
export function formatFee(fee: number, lang: Language = "en"): string {
  return euro(fee, lang, 0);
}

export function formatDays(days: number, lang: Language = "en"): string {
  if (lang === "nl") return days === 1 ? "1 dag" : `${days} dagen`;
  return days === 1 ? "1 day" : `${days} days`;
}

export function formatHours(hours: number, lang: Language = "en"): string {
  if (lang === "nl") return `${hours} uur`;
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

/** "1 March 2027" (en), "1 maart 2027" (nl), from "2027-03-01". */
export function formatDate(date: string, lang: Language = "en"): string {
  return new Intl.DateTimeFormat(locales[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "1–3 March 2027", "30 March – 1 April 2027", or one date for a one-day run. */
export function formatDateRange(start: string, end: string, lang: Language = "en"): string {
  if (start === end) return formatDate(start, lang);
  return new Intl.DateTimeFormat(locales[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`));
}

/** A rate as its language writes it: "5.5" (en), "5,5" (nl). */
function percent(rate: number, lang: Language): string {
  return new Intl.NumberFormat(locales[lang], { maximumFractionDigits: 2 }).format(rate);
}

const vatWords = {
  en: {
    excl: "excl. VAT",
    incl: "incl. VAT",
    exempt: "VAT-exempt",
    inclRate: (rate: number) => `incl. ${percent(rate, "en")}% VAT`,
  },
  nl: {
    excl: "excl. btw",
    incl: "incl. btw",
    exempt: "vrijgesteld van btw",
    inclRate: (rate: number) => `incl. ${percent(rate, "nl")}% btw`,
  },
} as const;

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
export function feeText(fee: number, vat: VatSetting, lang: Language = "en"): FeeText {
  const words = vatWords[lang];
  const amount = formatFee(fee, lang);
  switch (vat.basis) {
    case "exclusive": {
      const gross = Math.round(fee * (100 + vat.rate)) / 100;
      const parts = {
        amount: euro(gross, lang, Number.isInteger(gross) ? 0 : 2),
        basis: words.inclRate(vat.rate),
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
 * "€1,499 excl. VAT (€1,813.79 incl. 21% VAT)": a fee in one line of text,
 * both amounts in the same type; with `emphasis: inclusive` the amount incl.
 * VAT comes first.
 */
export function formatFeeWithVat(fee: number, vat: VatSetting, lang: Language = "en"): string {
  const text = feeText(fee, vat, lang);
  if (!text.withVat) return `${text.amount} ${text.basis}`;
  return text.isVatIncludedFirst
    ? `${text.withVat} (${text.amount} ${text.basis})`
    : `${text.amount} ${text.basis} (${text.withVat})`;
}

const onRequest: Record<Language, string> = {
  en: "Dates and fee on request",
  nl: "Data en prijs op aanvraag",
};

/**
 * "3 days · 24 hours · €999 excl. VAT (€1,208.79 incl. 21% VAT)", or the honest
 * line for a course offered on request.
 */
export function formatCourseFacts(
  facts: CourseFacts | undefined,
  vat: VatSetting,
  lang: Language = "en",
): string {
  if (!facts) return onRequest[lang];
  return `${formatDays(facts.days, lang)} · ${formatHours(facts.hours, lang)} · ${formatFeeWithVat(facts.fee, vat, lang)}`;
}
