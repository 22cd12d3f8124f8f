import { type Language, languageSettings } from "./languages.ts";
import { type PluralForms, pluralForm } from "./plural-form.ts";

export type { PluralForms };

/** "3 days", "1 dag": the form `language`'s plural rules pick for `count`, filled in. */
export function plural(language: Language, count: number, forms: PluralForms): string {
  return pluralForm(languageSettings[language].intlLocale, count, forms);
}
