import { type Language, languageSettings } from "#src/i18n/languages.ts";

/**
 * How an invoice writes its amounts, rates and countries in its language:
 * "€ 1.234,56" and "21%" in Dutch, "€1,234.56" in English. Dates use
 * formatDate and formatDateRange (src/training/course-format.ts), as the
 * site and the mails do.
 */
export function formatCents(cents: number, lang: Language): string {
  return new Intl.NumberFormat(languageSettings[lang].intlLocale, {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

export function formatRate(rate: number, lang: Language): string {
  return `${new Intl.NumberFormat(languageSettings[lang].intlLocale, { maximumFractionDigits: 2 }).format(rate)}%`;
}

/** "Germany", "Duitsland" for "DE". */
export function countryName(countryCode: string, lang: Language): string {
  return (
    new Intl.DisplayNames([languageSettings[lang].intlLocale], { type: "region" }).of(
      countryCode,
    ) ?? countryCode
  );
}

/** An amount in cents as UBL writes it: "1234.56". */
export function ublAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}
