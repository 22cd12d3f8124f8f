import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentDir } from "~/content/load-content.server";
import { notFoundPaths, prerenderPaths, sitePages } from "~/content/site-map.server";
import { languages } from "~/i18n/languages";
import routes from "~/routes";

// The route table as a system: whatever the content folder holds, every page
// file gets exactly one route, and nothing else does. The original site's list
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

const pageRoutes = routes.filter((route) => route.path !== "*");
const englishPages = sitePages.filter((page) => page.language === "en");
const routePath = (route: (typeof routes)[number]) => (route.index ? "/" : `/${route.path}`);

describe("route table", () => {
  it("gives every content file its page", () => {
    const paths = sitePages.map((page) => page.path);
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

  it("has one page per language for each template that is not drawn from a content file", () => {
    for (const language of languages) {
      const single = sitePages.filter(
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
      expect(sitePages.filter((page) => page.language === language)).toHaveLength(
        englishPages.length,
      );
    }
    const byPath = new Map(sitePages.map((page) => [page.path, page]));
    for (const page of sitePages) {
      expect(page.alternates[page.language], page.path).toBe(page.path);
      for (const language of languages) {
        const twin = byPath.get(page.alternates[language]);
        expect(twin?.language, page.path).toBe(language);
        expect(twin?.alternates, page.path).toEqual(page.alternates);
      }
    }
  });

  it("has one route per site page, with the page's id and path", () => {
    expect(pageRoutes.map((route) => ({ id: route.id, path: routePath(route) }))).toEqual(
      sitePages.map((page) => ({ id: page.routeId, path: page.path })),
    );
  });

  it("gives every route a unique id and a unique path", () => {
    const ids = routes.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = routes.map(routePath);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("draws the pages of one template with one module, and every module exists", () => {
    const moduleOf = new Map<string, string>();
    sitePages.forEach((page, index) => {
      const file = pageRoutes[index]?.file ?? "";
      expect(moduleOf.get(page.template) ?? file, page.path).toBe(file);
      moduleOf.set(page.template, file);
    });
    for (const route of routes) {
      expect(existsSync(path.join("src", route.file)), route.file).toBe(true);
    }
  });

  it("ends with the splat route of the not-found page", () => {
    const last = routes.at(-1);
    expect(last?.path).toBe("*");
    expect(last?.file).toMatch(/not-found-page\.tsx$/);
    expect(routes.filter((route) => route.path === "*")).toHaveLength(1);
  });

  it("prerenders every page and the 404 page", () => {
    expect(prerenderPaths).toEqual([...sitePages.map((page) => page.path), ...notFoundPaths]);
  });
});
