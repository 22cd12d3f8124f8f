import path from "node:path";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { redirects } from "#src/routing/site-map.server.ts";
import { builtPages } from "#scripts/built-pages.ts";
import { checkLinks } from "#scripts/check-links.ts";
import { siteFetch } from "#tests/support/site-fetch.ts";
import { siteUrl } from "#tests/e2e/browser.ts";

describe("links", () => {
  it("every internal address and #anchor on every page resolves, and every page is reachable from /", async () => {
    const report = await checkLinks(path.join(inject("buildDir"), "client"));
    expect(report.pages).toBe(builtPages().length);
    expect(report.links).toBeGreaterThan(report.pages * 20);
    expect(report.broken.map((link) => `${link.page}: ${link.href} — ${link.problem}`)).toEqual([]);
    expect(report.unreachable).toEqual([]);
  });

  it.each(Object.entries(redirects))(
    "the old address %s redirects to %s, a page",
    async (from, to) => {
      const response = await siteFetch(siteUrl(from), { redirect: "manual" });
      expect(response.status).toBe(301);
      expect(new URL(response.headers.get("location") ?? "", siteUrl("/")).pathname).toBe(to);
      expect((await siteFetch(siteUrl(to))).status).toBe(200);
    },
  );
});
