import { describe, expect, it } from "vitest";
import { type Language, languages } from "~/i18n/languages";
import { uiStrings } from "~/i18n/ui-strings.server";

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
});
