/**
 * The site's languages. English pages keep the addresses they always had; the
 * Dutch edition lives under /nl/. No redirect or content switch by
 * Accept-Language or cookie: the address alone says the language.
 */
export const languages = ["en", "nl"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

export interface LanguageSettings {
  /** Its name in itself, for the language switcher. */
  name: string;
  /** What every address in the language starts with: "" for the default language. */
  prefix: string;
  /** og:locale */
  ogLocale: string;
  /** The locale numbers, dates, amounts and plurals are written in (Intl). */
  intlLocale: string;
}

/** Everything a language needs besides its words (those are in its dictionary). */
export const languageSettings: Record<Language, LanguageSettings> = {
  en: { name: "English", prefix: "", ogLocale: "en_GB", intlLocale: "en-GB" },
  nl: { name: "Nederlands", prefix: "/nl", ogLocale: "nl_NL", intlLocale: "nl-NL" },
};

/** The prefix of every Dutch address. */
export const dutchPrefix = languageSettings.nl.prefix;

/** The language of a page, from its address: /nl and /nl/… are Dutch. */
export function languageOfPath(pathname: string): Language {
  return (
    languages.find((language) => {
      const { prefix } = languageSettings[language];
      return prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`));
    }) ?? defaultLanguage
  );
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}
