import { describe, expect, it } from "vitest";
import { type Language, languages } from "#src/i18n/languages.ts";
import { formStrings } from "#src/i18n/form-strings.ts";
import { uiStrings } from "#src/i18n/ui-strings.server.ts";

/** Every key path of a dictionary, with its value. */
function entries(value: unknown, prefix = ""): [string, unknown][] {
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      entries(inner, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [[prefix, value]];
}

describe("interface dictionaries", () => {
  const [first, ...others] = languages;

  it.each(others)("%s has exactly the keys en has", (language) => {
    const keys = (lang: Language) =>
      entries(uiStrings[lang])
        .map(([key]) => key)
        .sort();
    expect(keys(language)).toEqual(keys(first));
  });

  it.each(languages)("%s has no empty text", (language) => {
    const empty = entries(uiStrings[language]).filter(
      ([, value]) => typeof value === "string" && value.trim() === "",
    );
    expect(empty).toEqual([]);
  });

  // The values components fill in (src/i18n/fill.ts); a misspelt one would show as written.
  const placeholders = new Set(["{name}", "{title}", "{count}", "{link}"]);

  it.each(languages)("%s uses only the placeholders components fill", (language) => {
    const unknown = entries(uiStrings[language].shell).flatMap(([key, text]) =>
      typeof text === "string"
        ? (text.match(/\{[^}]*\}/g) ?? [])
            .filter((found) => !placeholders.has(found))
            .map((found) => `${key}: ${found}`)
        : [],
    );
    expect(unknown).toEqual([]);
  });

  it.each(languages)("%s's shell is plain JSON (it travels as loader data)", (language) => {
    const shell = uiStrings[language].shell;
    expect(JSON.parse(JSON.stringify(shell))).toEqual(shell);
  });

  /**
   * Words Dutch writes as English does. Anything else equal in both tables is
   * an entry left untranslated ("Course Fee" on a Dutch page). A search of the
   * Dutch pages for English words cannot find it: a phrase both tables hold
   * reads as a shared word there (tests/e2e/dutch-edition.test.ts).
   */
  const sameInBothLanguages = new Set(["Menu", "Contact", "Privacy", "KvK", "Home", "Online"]);

  /** Every text of a table, with the texts its functions write for one and for two. */
  function texts(value: unknown, prefix = ""): [string, string][] {
    if (typeof value === "function") {
      return [1, 2].map((count) => [`${prefix}(${count})`, String(value(count))]);
    }
    if (value !== null && typeof value === "object") {
      return Object.entries(value).flatMap(([key, inner]) =>
        texts(inner, prefix ? `${prefix}.${key}` : key),
      );
    }
    return [[prefix, String(value)]];
  }

  it.each(others)("%s translates every text but the shared words", (language) => {
    for (const tables of [uiStrings, formStrings] as const) {
      const english = new Map(texts(tables[first]));
      const untranslated = texts(tables[language]).filter(
        ([key, text]) =>
          english.get(key) === text && /\p{L}/u.test(text) && !sameInBothLanguages.has(text),
      );
      expect(untranslated).toEqual([]);
    }
  });
});
