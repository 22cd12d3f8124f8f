import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import { sitePages } from "~/content/site-map.server";
import { builtPages } from "../../scripts/built-pages";
import { findTags } from "../../scripts/html-tags";

/**
 * Size budgets for every built page, in KB of 1000 bytes, gzip level 9
 * (sizes, not timings: they do not wobble with the machine).
 * - JavaScript: every script the page runs when it loads: inline scripts, the
 *   module scripts it names (an island's component and renderer included)
 *   and every module those import, each counted once;
 * - CSS: every stylesheet it links;
 * - weight: HTML + CSS + JavaScript + the images it loads (img, its icon).
 * Pages are documents: a content page's script (hover menus, dates kept true,
 * the cards' entrance) may cost 3 KB; a page with an island (the contact
 * form, the course finder) runs React, about 70 KB of it.
 */
const budgets = { contentJs: 3, islandJs: 75, css: 20, total: 250, scriptOverhead: 5 };

const client = path.join(inject("buildDir"), "client");
const gzipCache = new Map<string, number>();
const kb = (bytes: number) => bytes / 1000;
const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;

async function gzippedFile(file: string): Promise<number> {
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const size = gzipSync(await readFile(path.join(client, file)), { level: 9 }).length;
  gzipCache.set(file, size);
  return size;
}

/** A built module and every module it imports, statically or not ("/assets/x.js"). */
async function moduleClosure(entries: string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const asset = queue.pop() as string;
    if (seen.has(asset)) continue;
    seen.add(asset);
    const code = await readFile(path.join(client, asset), "utf8");
    for (const [, specifier = ""] of code.matchAll(
      /(?:from|import)\s*\(?\s*["']([^"']+\.js)["']/g,
    )) {
      queue.push(path.posix.join(path.posix.dirname(asset), specifier));
    }
  }
  return seen;
}

/** Script elements the browser runs (not JSON-LD, not speculation rules, which are data). */
function isExecutable(attributes: Record<string, string>): boolean {
  const type = attributes.type?.toLowerCase();
  return !type || type === "module" || type === "text/javascript";
}

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

async function pageWeight(file: string) {
  const html = await readFile(path.join(client, file), "utf8");
  const scripts = [...html.matchAll(scriptPattern)].map(
    ([element, rawAttributes = "", body = ""]) => ({
      element,
      attributes: findTags(`<script${rawAttributes}>`)[0]?.attributes ?? {},
      body,
    }),
  );
  const inline = scripts.filter(
    (script) => isExecutable(script.attributes) && !script.attributes.src,
  );
  // Module scripts, and what Astro's island loader imports: its component and renderer.
  const named = new Set<string>([
    ...scripts.flatMap((script) => (script.attributes.src ? [script.attributes.src.slice(1)] : [])),
    ...findTags(html, ["astro-island"]).flatMap((island) =>
      [island.attributes["component-url"], island.attributes["renderer-url"]].flatMap((url) =>
        url ? [url.slice(1)] : [],
      ),
    ),
  ]);
  const modules = await moduleClosure([...named]);
  const tags = findTags(html);
  const stylesheets = tags
    .filter((tag) => tag.name === "link" && tag.attributes.rel === "stylesheet")
    .map((tag) => (tag.attributes.href ?? "").slice(1));
  const images = [
    ...tags
      .filter((tag) => tag.name === "img" && tag.attributes.src?.startsWith("/"))
      .map((tag) => tag.attributes.src ?? ""),
    // The browser fetches one icon: the SVG where it is supported.
    ...tags
      .filter(
        (tag) =>
          tag.name === "link" &&
          tag.attributes.rel === "icon" &&
          tag.attributes.type === "image/svg+xml",
      )
      .map((tag) => tag.attributes.href ?? ""),
  ].map((url) => url.slice(1));
  const sum = async (files: Iterable<string>) =>
    (await Promise.all([...new Set(files)].map(gzippedFile))).reduce((a, b) => a + b, 0);
  const js =
    (await sum(modules)) + inline.reduce((total, script) => total + gzipped(script.body), 0);
  const css = await sum(stylesheets);
  const imageBytes = await sum(images);
  const htmlBytes = gzipped(html);
  // The same page with its scripts removed: no script element runs, no module loads.
  const withoutScripts = html.replace(scriptPattern, (element, rawAttributes: string) =>
    isExecutable(findTags(`<script${rawAttributes}>`)[0]?.attributes ?? {}) ? "" : element,
  );
  const htmlWithoutScripts = gzipped(withoutScripts);
  return {
    js,
    css,
    images: imageBytes,
    html: htmlBytes,
    total: js + css + imageBytes + htmlBytes,
    totalWithoutScripts: css + imageBytes + htmlWithoutScripts,
    modules,
    scripts,
  };
}

const islandTemplates = new Set(["contact", "training"]);
const islandPaths = new Set(
  sitePages.filter((page) => islandTemplates.has(page.template)).map((page) => page.path),
);

describe("size budgets", async () => {
  const rows = await Promise.all(
    builtPages().map(async (page) => ({ path: page.path, ...(await pageWeight(page.file)) })),
  );
  console.log(
    [
      "| page | JS | modules | CSS | HTML | images | total | without scripts |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
      ...rows.map(
        (row) =>
          `| ${row.path} | ${kb(row.js).toFixed(1)} | ${row.modules.size} | ${kb(row.css).toFixed(1)} | ${kb(row.html).toFixed(1)} | ${kb(row.images).toFixed(1)} | ${kb(row.total).toFixed(1)} | ${kb(row.totalWithoutScripts).toFixed(1)} |`,
      ),
      `KB = 1000 bytes, gzip -9. Budgets: JS ≤ ${budgets.contentJs} KB on content pages, ≤ ${budgets.islandJs} with an island; CSS ≤ ${budgets.css}; total ≤ ${budgets.total}.`,
    ].join("\n"),
  );
  const contentRows = rows.filter((row) => !islandPaths.has(row.path));

  it.each(rows.map((row) => [row.path, row] as const))(
    "%s stays within budget",
    (pagePath, row) => {
      const jsBudget = islandPaths.has(pagePath) ? budgets.islandJs : budgets.contentJs;
      expect(kb(row.js), "JavaScript, KB gzipped").toBeLessThanOrEqual(jsBudget);
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
    const shared = new Set<string>();
    for (const row of contentRows) {
      for (const script of row.scripts) {
        const type = script.attributes.type;
        if (type === "application/ld+json" || type === "speculationrules") continue;
        expect(type, `${row.path}: ${script.element.slice(0, 80)}`).toBe("module");
        expect(script.attributes.src, `${row.path}: an inline script`).toBeTruthy();
        shared.add(script.attributes.src ?? "");
      }
    }
    expect([...shared]).toHaveLength(1);
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
