import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { redirects } from "../app/content/site-map.server.ts";

const toml = readFileSync(new URL("../netlify.toml", import.meta.url), "utf8");

describe("netlify.toml", () => {
  it("builds the site and publishes build/client with Node 24", () => {
    expect(toml).toMatch(/command = "npm run build"/);
    expect(toml).toMatch(/publish = "build\/client"/);
    expect(toml).toMatch(/NODE_VERSION = "24"/);
  });

  it("redirects exactly the aliases of the site map, with 301", () => {
    const blocks = toml.split("[[redirects]]").slice(1);
    const found = Object.fromEntries(
      blocks.map((block) => [
        /from = "([^"]+)"/.exec(block)?.[1],
        { to: /to = "([^"]+)"/.exec(block)?.[1], status: /status = (\d+)/.exec(block)?.[1] },
      ]),
    );
    expect(found).toEqual(
      Object.fromEntries(
        Object.entries(redirects).map(([from, to]) => [from, { to, status: "301" }]),
      ),
    );
  });
});
