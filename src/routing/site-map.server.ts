import { contentDir } from "#src/content/load-content.server.ts";
import { type PageId, type PageRecord, pageIds, pageTable } from "#src/content/page-table.ts";
import { servicesIn } from "#src/content/services.server.ts";
import { trainingFamiliesIn } from "#src/content/training.server.ts";
import { type Language, languages } from "#src/i18n/languages.ts";
import { notFoundPagePaths } from "./fixed-paths.ts";
import { coursePath, hubPath, pagePath, servicePath } from "./paths.server.ts";

export { redirects } from "./redirects.ts";

/**
 * Every page of the site in every language, derived from the content: the
 * one table that maps each page to both of its addresses and its template.
 * The route entry (src/pages/[...path].astro), the sitemap, the language
 * switcher, the build steps and the tests all read it.
 */

/** The pages written once that the site map lists; the not-found page is built apart (no twins, served for unknown paths). */
export type SiteMapPageId = Exclude<PageId, "notFound">;

/** A page written once is drawn by its own template; each service, hub and course page by its kind's. */
export type PageTemplate = SiteMapPageId | "service" | "hub" | "course";

export interface SitePage {
  /** The page in every language: "about", "service/test-automation", "course/testing/istqb-foundation". */
  key: string;
  language: Language;
  path: string;
  /** The same page's address in each language (hreflang, the switcher, the sitemap). */
  alternates: Record<Language, string>;
  template: PageTemplate;
  /** The content file's slug(s) for templates that serve many pages. */
  serviceSlug?: string;
  familySlug?: string;
  courseSlug?: string;
}

type PageOfLanguage = Omit<SitePage, "alternates">;

const siteMapPageIds = pageIds.filter((id): id is SiteMapPageId => id !== "notFound");

/** The pages drawn from a folder of content, listed after the overview whose address they extend. */
const pagesBelow: Partial<Record<SiteMapPageId, (language: Language) => PageOfLanguage[]>> = {
  services: (language) =>
    servicesIn(language).map((service) => ({
      key: `service/${service.slug}`,
      language,
      path: servicePath(service, language),
      template: "service",
      serviceSlug: service.slug,
    })),
  training: (language) =>
    trainingFamiliesIn(language).flatMap((family) => [
      {
        key: `hub/${family.slug}`,
        language,
        path: hubPath(family, language),
        template: "hub" as const,
        familySlug: family.slug,
      },
      ...family.groups.flatMap((group) =>
        group.courses.map((course) => ({
          key: `course/${family.slug}/${course.slug}`,
          language,
          path: coursePath(family, course, language),
          template: "course" as const,
          familySlug: family.slug,
          courseSlug: course.slug,
        })),
      ),
    ]),
};

function pagesIn(language: Language): PageOfLanguage[] {
  return siteMapPageIds.flatMap((id) => [
    { key: id, language, path: pagePath(id, language), template: id },
    ...(pagesBelow[id]?.(language) ?? []),
  ]);
}

function buildSitePages(): SitePage[] {
  const perLanguage = languages.map((language) => pagesIn(language));
  const pathOf = new Map<string, Record<string, string>>();
  for (const pages of perLanguage) {
    for (const page of pages) {
      pathOf.set(page.key, { ...pathOf.get(page.key), [page.language]: page.path });
    }
  }
  return perLanguage.flat().map((page) => ({
    ...page,
    alternates: pathOf.get(page.key) as Record<Language, string>,
  }));
}

/** The site map as made from the content folder, once per folder (tests load content of their own). */
const siteMaps = new Map<string, { pages: SitePage[]; byPath: Map<string, SitePage> }>();

function siteMap() {
  const dir = contentDir();
  let map = siteMaps.get(dir);
  if (!map) {
    const pages = buildSitePages();
    map = { pages, byPath: new Map(pages.map((page) => [page.path, page])) };
    siteMaps.set(dir, map);
  }
  return map;
}

/** Every page of the site map, language by language, each in the page table's order. */
export function sitePages(): SitePage[] {
  return siteMap().pages;
}

/** Pages that are not for search engines or the sitemap: the thank-you pages. */
export function unlistedPaths(): Set<string> {
  return new Set(
    sitePages()
      .filter((page) => unlistedTemplates.has(page.template))
      .map((page) => page.path),
  );
}

const unlistedTemplates = new Set<string>(
  pageIds.filter((id) => (pageTable[id] as PageRecord).isUnlisted),
);

/** The not-found page of each language, prerendered and served for unknown paths. */
export const notFoundPaths: string[] = languages.map((language) => notFoundPagePaths[language]);

/** The English not-found page (served for every unknown path outside /nl/). */
export const notFoundPath = notFoundPagePaths.en;

/** The page at an address, for code that has one (the switcher, tests). */
export function pageWithPath(path: string): SitePage | undefined {
  return siteMap().byPath.get(path);
}
