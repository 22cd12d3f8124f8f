/**
 * The site's languages. English pages keep the addresses they always had; the
 * Dutch edition lives under /nl/. No redirect or content switch by
 * Accept-Language or cookie: the address alone says the language.
 */
export const languages = ["en", "nl"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

/** The prefix of every Dutch address. */
export const dutchPrefix = "/nl";

/** The language of a page, from its address: /nl and /nl/… are Dutch. */
export function languageOfPath(pathname: string): Language {
  return pathname === dutchPrefix || pathname.startsWith(`${dutchPrefix}/`) ? "nl" : "en";
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** Open Graph locales (og:locale). */
export const ogLocales: Record<Language, string> = { en: "en_GB", nl: "nl_NL" };

/** Each language's name in that language, for the switcher. */
export const languageNames: Record<Language, string> = { en: "English", nl: "Nederlands" };
