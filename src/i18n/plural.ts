import { fill } from "./fill.ts";
import { type Language, languageSettings } from "./languages.ts";

/**
 * A word with a count, in each plural form its language has: `other` always,
 * and `one` (English and Dutch), or any other category Intl.PluralRules names
 * for a language added later. `{count}` is filled with the number.
 */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

const rules = new Map<Language, Intl.PluralRules>();

/** "3 days", "1 dag": the form `language`'s plural rules pick for `count`, filled in. */
export function plural(language: Language, count: number, forms: PluralForms): string {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(languageSettings[language].intlLocale);
    rules.set(language, rule);
  }
  return fill(forms[rule.select(count)] ?? forms.other, { count });
}
