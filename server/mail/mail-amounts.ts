import { type Language, languageSettings } from "#src/i18n/languages.ts";

/** An amount in euros with cents, as the language writes it: "€2,998.00", "€ 2.998,00". */
export function euro(amount: number, lang: Language): string {
  return new Intl.NumberFormat(languageSettings[lang].intlLocale, {
    style: "currency",
    currency: "EUR",
  }).format(Math.round(amount * 100) / 100);
}

/** An amount in whole cents, written as `euro` writes euros. */
export function euroFromCents(cents: number, lang: Language): string {
  return euro(cents / 100, lang);
}
