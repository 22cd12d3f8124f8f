import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
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
    const keys = (lang: typeof first) =>
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

  it.each(languages)("%s keeps each template's placeholders", (language) => {
    const placeholders = (text: unknown) =>
      typeof text === "string" ? (text.match(/\{\w+\}/g) ?? []).sort() : [];
    const english = new Map(entries(uiStrings.en.shell));
    const differing = entries(uiStrings[language].shell).filter(
      ([key, text]) =>
        JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(english.get(key))),
    );
    expect(differing).toEqual([]);
  });

  it.each(languages)("%s's shell is plain JSON (it travels as loader data)", (language) => {
    const shell = uiStrings[language].shell;
    expect(JSON.parse(JSON.stringify(shell))).toEqual(shell);
  });
});
