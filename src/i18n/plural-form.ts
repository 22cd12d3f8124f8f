import { fill } from "./fill.ts";

/**
 * A word with a count, in each plural form its language has: `other` always,
 * and `one` (English and Dutch), or any other category Intl.PluralRules names
 * for a language added later. `{count}` is filled with the number.
 */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/**
 * The form an Intl locale's plural rules pick for `count`, filled in. By
 * locale, not by language: an island gets its page's locale as a prop and
 * ships no language table (src/i18n/languages.ts).
 */
export function pluralForm(locale: string, count: number, forms: PluralForms): string {
  return fill(forms[new Intl.PluralRules(locale).select(count)] ?? forms.other, { count });
}
