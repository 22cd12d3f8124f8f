import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { sitePages } from "#src/routing/site-map.server.ts";
import { builtPages } from "#scripts/built-pages.ts";
import { pageWeight } from "#scripts/page-weight.ts";

/**
 * Size budgets for every built page, in KB of 1000 bytes, gzip level 9
 * (sizes, not timings: they do not wobble with the machine), as
 * scripts/page-weight.ts measures them: the JavaScript a page runs when it
 * loads, its CSS, and its weight (HTML + CSS + JavaScript + images).
 * Pages are documents: a content page's script (hover menus, dates kept true,
 * the cards' entrance) may cost 3 KB; a page with an island (the contact
 * form, the course finder) runs React, about 70 KB of it.
 */
// everyIslandJs: a page with every island started (the contact page once its enrolment form is touched).
// islandJs was raised to 76 when runs showed their places (issue 24) and the training overview
// reached 75.2 KB, the contact page with every island 80.2 KB; back at 75 after the islands were
// trimmed: the finder's plural by the page's locale (no language table), its sorts as one
// comparator, the islands' shared modules in React's chunk (one request less), the two forms'
// <form>, post and class strings written once. Now: training overview 74.9 KB (/nl the same),
// contact page 3.8 KB first-load and 79.9 KB with every island, content pages 1.8 KB.
// everyIslandJs 83 since the enrolment form names each participant and takes the address in parts,
// a VAT ID and the request without obligation (issues 30, 32, 34): the same rules run in the
// browser as on the server (src/forms: participants, address and Dutch postal codes, checkVatId),
// 2.8 KB more once the form is touched; the page's first load stays 3.8 KB.
const budgets = {
  contentJs: 3,
  islandJs: 75,
  everyIslandJs: 83,
  css: 20,
  total: 250,
  scriptOverhead: 5,
};

const client = path.join(inject("buildDir"), "client");
const kb = (bytes: number) => bytes / 1000;

const islandTemplates = new Set(["contact", "training"]);
const islandPaths = new Set(
  sitePages()
    .filter((page) => islandTemplates.has(page.template))
    .map((page) => page.path),
);

describe("size budgets", async () => {
  const rows = await Promise.all(
    builtPages().map(async (page) => ({
      path: page.path,
      ...(await pageWeight(client, page.file)),
    })),
  );
  console.log(
    [
      "| page | first-load JS | all JS | modules | CSS | HTML | images | total | without scripts |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
      ...rows.map(
        (row) =>
          `| ${row.path} | ${kb(row.js).toFixed(1)} | ${kb(row.allJs).toFixed(1)} | ${row.modules.size} | ${kb(row.css).toFixed(1)} | ${kb(row.html).toFixed(1)} | ${kb(row.images).toFixed(1)} | ${kb(row.total).toFixed(1)} | ${kb(row.totalWithoutScripts).toFixed(1)} |`,
      ),
      `KB = 1000 bytes, gzip -9. Budgets: JS ≤ ${budgets.contentJs} KB on content pages, ≤ ${budgets.islandJs} with an island (≤ ${budgets.everyIslandJs} with every island started); CSS ≤ ${budgets.css}; total ≤ ${budgets.total}.`,
    ].join("\n"),
  );
  const contentRows = rows.filter((row) => !islandPaths.has(row.path));

  it.each(rows.map((row) => [row.path, row] as const))(
    "%s stays within budget",
    (pagePath, row) => {
      const jsBudget = islandPaths.has(pagePath) ? budgets.islandJs : budgets.contentJs;
      expect(kb(row.js), "JavaScript, KB gzipped").toBeLessThanOrEqual(jsBudget);
      if (islandPaths.has(pagePath)) {
        expect(kb(row.allJs), "JavaScript, every island started").toBeLessThanOrEqual(
          budgets.everyIslandJs,
        );
      }
      expect(kb(row.css), "CSS, KB gzipped").toBeLessThanOrEqual(budgets.css);
      expect(kb(row.total), "page weight, KB gzipped").toBeLessThanOrEqual(budgets.total);
    },
  );

  it.each(contentRows.map((row) => [row.path, row] as const))(
    "%s weighs at most 5 KB more than itself with its scripts removed",
    (_, row) => {
      expect(kb(row.total - row.totalWithoutScripts)).toBeLessThanOrEqual(budgets.scriptOverhead);
    },
  );

  it("runs no script on a content page but the one shared page script", () => {
    // Written into each page (it has no imports and is small: no request for
    // the first paint to wait behind), the same on every page.
    const shared = new Set<string>();
    for (const row of contentRows) {
      const executable = row.scripts.filter(
        (script) =>
          !["application/ld+json", "speculationrules"].includes(script.attributes.type ?? ""),
      );
      expect(
        executable.map((script) => script.attributes),
        row.path,
      ).toEqual([{ type: "module" }]);
      shared.add(executable[0]?.body ?? "");
    }
    expect(shared.size).toBe(1);
  });

  it("loads each island's code only on the pages that host it", () => {
    const islandModules = new Set(
      rows.filter((row) => islandPaths.has(row.path)).flatMap((row) => [...row.modules]),
    );
    const contentModules = new Set(contentRows.flatMap((row) => [...row.modules]));
    expect(islandModules.size).toBeGreaterThan(contentModules.size);
    for (const module of contentModules) {
      // React and the island code never reach a content page.
      expect(module).not.toMatch(/react|client|contact-form|course-finder/);
    }
  });
});
