import { type Language, languageSettings } from "#src/i18n/languages.ts";
import { type Cents, formatMoneyInLocale, type MoneyFormat } from "./money.ts";

/**
 * The one way an amount is written for a person, in a language: "€1,813.79",
 * "€ 1.813,79", "-€5.00", "€ -5,00"; with `wholeEuros` "€1,499", "€ 1.499".
 * Pages, islands, mails, PDFs and the back office (English) all write with it.
 */
export function formatMoney(amount: Cents, language: Language, format: MoneyFormat = {}): string {
  return formatMoneyInLocale(amount, languageSettings[language].intlLocale, format);
}
