import { type Language, languageSettings } from "#src/i18n/languages.ts";

/**
 * How an invoice writes its rates and countries in its language: "21%" in
 * both. Amounts are formatMoney's ("€ 1.234,56", "€1,234.56";
 * src/money/money.ts); dates formatDate and formatDateRange
 * (src/training/course-format.ts), as the site and the mails write them.
 */
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
