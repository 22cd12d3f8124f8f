import { describe, expect, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { languages } from "#src/i18n/languages.ts";
import { plural } from "#src/i18n/plural.ts";

/**
 * The dictionaries (src/i18n/*.server.ts). That every language has exactly
 * the keys English has is the type check's job (nl.server.ts is typed by the
 * English table), so it is not tested here.
 */

/** Every key path of a dictionary, with its value. */
function entries(value: unknown, prefix = ""): [string, unknown][] {
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      entries(inner, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [[prefix, value]];
}

const placeholdersIn = (text: string) => text.match(/\{[^}]*\}/g) ?? [];

describe("interface dictionaries", () => {
  const [first, ...others] = languages;

  // The text before or after a link in mid-sentence may be empty ("I accept the {link}").
  it.each(languages)("%s has no empty text", (language) => {
    const empty = entries(dictionaries[language]).filter(
      ([key, value]) =>
        typeof value === "string" && value.trim() === "" && !/\.(before|after)$/.test(key),
    );
    expect(empty).toEqual([]);
  });

  // The values components fill in (src/i18n/fill.ts); a misspelt one would show as written.
  const placeholders = new Set(["{name}", "{title}", "{count}", "{link}"]);

  it.each(languages)("%s uses only the placeholders components fill", (language) => {
    const unknown = entries(dictionaries[language].shell).flatMap(([key, text]) =>
      typeof text === "string"
        ? placeholdersIn(text)
            .filter((found) => !placeholders.has(found))
            .map((found) => `${key}: ${found}`)
        : [],
    );
    expect(unknown).toEqual([]);
  });

  it.each(languages)("%s is plain JSON (it travels as data in the page)", (language) => {
    const dictionary = dictionaries[language];
    expect(JSON.parse(JSON.stringify(dictionary))).toEqual(dictionary);
  });

  /**
   * Words Dutch writes as English does. Anything else equal in both tables is
   * an entry left untranslated ("Course Fee" on a Dutch page). A search of the
   * Dutch pages for English words cannot find it: a phrase both tables hold
   * reads as a shared word there (tests/e2e/dutch-edition.test.ts).
   */
  const sameInBothLanguages = new Set([
    "Menu",
    "Contact",
    "Privacy",
    "KvK",
    "Home",
    "Online",
    "online",
    // The invoice's labels (src/i18n/*-invoice.server.ts), the same in Dutch.
    "E-mail",
    "BIC {bic}",
    // A quote's line kind (src/i18n/*-quotes.server.ts): Dutch says training too.
    "Training",
    "training",
  ]);

  it.each(others)("%s translates every text but the shared words", (language) => {
    const english = new Map(entries(dictionaries[first]));
    const untranslated = entries(dictionaries[language]).filter(
      ([key, text]) =>
        typeof text === "string" &&
        english.get(key) === text &&
        /\p{L}/u.test(text.replace(/\{\w+\}/g, "")) &&
        !sameInBothLanguages.has(text),
    );
    expect(untranslated).toEqual([]);
  });
});

describe("plural", () => {
  it.each(languages)("picks %s's form for one and for more, and fills the count", (language) => {
    const forms = { one: "one {count}", other: "other {count}" };
    expect(plural(language, 1, forms)).toBe("one 1");
    expect(plural(language, 0, forms)).toBe("other 0");
    expect(plural(language, 2, forms)).toBe("other 2");
  });

  it("falls back to `other` for a category the words do not name", () => {
    expect(plural("en", 1, { other: "{count} x" })).toBe("1 x");
  });
});
