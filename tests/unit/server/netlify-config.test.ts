import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
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

  it("answers unknown paths under a language's prefix with that language's 404 page", () => {
    const notFoundRules = rules.filter((rule) => rule[2] === "404");
    for (const [from, to] of notFoundRules) {
      expect(from).toMatch(/^\/[a-z]{2}\/\*$/);
      expect(to).toBe(`${from?.slice(0, -2)}/404.html`);
    }
    expect(rules.slice(Object.keys(redirects).length)).toEqual(notFoundRules);
  });
});
