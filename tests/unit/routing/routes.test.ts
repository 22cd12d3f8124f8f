import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentDir } from "#src/content/load-content.server.ts";
import { pageIds } from "#src/content/page-table.ts";
import { pagePath } from "#src/routing/paths.server.ts";
import { notFoundPaths, sitePages } from "#src/routing/site-map.server.ts";
import { languages } from "#src/i18n/languages.ts";
import { pagesToBuild } from "#src/templates/page-view.server.ts";

// The site map as a system: whatever the content folder holds, every page
// file gets exactly one page, built once, and nothing else does. The original site's list
// of pages is checked by `npm run check:content-baseline`, not here.

/** The slugs of the .yml files in a folder of the content, read from disk. */
function slugsIn(...folder: string[]): string[] {
  const dir = path.join(contentDir(), ...folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".yml"))
    .map((name) => name.slice(0, -".yml".length));
}

function familyFolders(): string[] {
  return readdirSync(path.join(contentDir(), "courses"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Every page a content file makes: one per service, training family and course. */
function pagesFromFiles(): string[] {
  return [
    ...slugsIn("services").map((slug) => `/services/${slug}`),
    ...slugsIn("training").map((family) => `/training/${family}`),
    ...familyFolders().flatMap((family) =>
      slugsIn("courses", family).map((slug) => `/training/${family}/${slug}`),
    ),
  ];
}

const englishPages = sitePages().filter((page) => page.language === "en");
const built = pagesToBuild();
const builtPath = (entry: (typeof built)[number]) =>
  entry.params.path === undefined ? "/" : `/${entry.params.path}`;

describe("site map", () => {
  it("gives every content file its page", () => {
    const paths = sitePages().map((page) => page.path);
    const fromFiles = pagesFromFiles();
    expect(fromFiles.length).toBeGreaterThan(0);
    for (const page of fromFiles) expect(paths, page).toContain(page);
  });

  it("has no service, hub or course page without a content file", () => {
    const fromFiles = new Set(pagesFromFiles());
    const contentPages = englishPages.filter((page) =>
      ["service", "hub", "course"].includes(page.template),
    );
    for (const page of contentPages) expect(fromFiles.has(page.path), page.path).toBe(true);
  });

  it("lists each page of the page table once per language, at its address, with its own template", () => {
    const listed = pageIds.filter((id) => id !== "notFound");
    expect(listed.length).toBeGreaterThan(0);
    for (const language of languages) {
      for (const id of listed) {
        const pages = sitePages().filter((page) => page.language === language && page.key === id);
        expect(pages, `${id} ${language}`).toHaveLength(1);
        expect(pages[0]?.template).toBe(id);
        expect(pages[0]?.path).toBe(pagePath(id, language));
      }
    }
  });

  it("has one page per language for each template that is not drawn from a content file", () => {
    for (const language of languages) {
      const single = sitePages().filter(
        (page) =>
          page.language === language && !["service", "hub", "course"].includes(page.template),
      );
      const templates = single.map((page) => page.template);
      expect(templates.length).toBeGreaterThan(0);
      expect(new Set(templates).size).toBe(templates.length);
    }
    expect(englishPages.map((page) => page.path)).toContain("/");
  });

  it("gives every page a twin in every language, each naming the other as its alternate", () => {
    for (const language of languages) {
      expect(sitePages().filter((page) => page.language === language)).toHaveLength(
        englishPages.length,
      );
    }
    const byPath = new Map(sitePages().map((page) => [page.path, page]));
    for (const page of sitePages()) {
      expect(page.alternates[page.language], page.path).toBe(page.path);
      for (const language of languages) {
        const twin = byPath.get(page.alternates[language]);
        expect(twin?.language, page.path).toBe(language);
        expect(twin?.alternates, page.path).toEqual(page.alternates);
      }
    }
  });

  it("builds every site page once, at its own address, with its own template", () => {
    const pages = built.filter((entry) => entry.props.view.body.template !== "not-found");
    expect(pages.map(builtPath)).toEqual(sitePages().map((page) => page.path));
    pages.forEach((entry, index) => {
      const page = sitePages()[index];
      expect(entry.props.view.path, page?.path).toBe(page?.path);
      expect(entry.props.view.body.template, page?.path).toBe(page?.template);
      expect(entry.props.view.language, page?.path).toBe(page?.language);
    });
    const paths = built.map(builtPath);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("builds each language's not-found page, kept out of search results", () => {
    const notFound = built.filter((entry) => entry.props.view.body.template === "not-found");
    expect(notFound.map(builtPath)).toEqual(notFoundPaths);
    for (const entry of notFound) {
      expect(entry.props.view.head).toContainEqual({ name: "robots", content: "noindex" });
    }
  });
});
