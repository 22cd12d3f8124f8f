import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languageOfPath, languages } from "#src/i18n/languages.ts";
import { notFoundPagePaths } from "#src/routing/fixed-paths.ts";
import { redirects } from "#src/routing/site-map.server.ts";
import { netlifyRedirects } from "#scripts/build-steps/write-netlify-redirects.ts";

const toml = readFileSync(new URL("../../../netlify.toml", import.meta.url), "utf8");

describe("netlify.toml", () => {
  it("builds the site and publishes build/client with Node 24", () => {
    expect(toml).toMatch(/command = "npm run build"/);
    expect(toml).toMatch(/publish = "build\/client"/);
    expect(toml).toMatch(/NODE_VERSION = "24"/);
  });

  it("leaves redirects to the _redirects file the build writes (one source)", () => {
    expect(toml).not.toMatch(/^\s*\[\[redirects\]\]/m);
  });
});

describe("_redirects", () => {
  const rules = netlifyRedirects()
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.trim().split(/\s+/));

  it("redirects exactly the aliases of the site map first, with a forced 301", () => {
    const aliases = Object.entries(redirects).map(([from, to]) => [from, to, "301!"]);
    expect(rules.slice(0, aliases.length)).toEqual(aliases);
  });

  it("answers unknown paths under each language's prefix with that language's 404 page, one rule each", () => {
    const notFoundRules = rules.filter((rule) => rule[2] === "404");
    const expected = languages.flatMap((language) => {
      const prefix = path.posix.dirname(notFoundPagePaths[language]);
      // The language at the root: Netlify answers its unknown paths with /404.html by itself.
      if (prefix === "/") return [];
      expect(languageOfPath(`${prefix}/no-such-page`), prefix).toBe(language);
      return [[`${prefix}/*`, `${prefix}/404.html`, "404"]];
    });
    expect(expected, "a language with a prefix").not.toEqual([]);
    expect(notFoundRules).toEqual(expected);
    // After the redirects: Netlify takes the first rule that matches.
    expect(rules.slice(Object.keys(redirects).length)).toEqual(notFoundRules);
  });
});
