import { type Language, languages } from "#src/i18n/languages.ts";
import { notFoundPagePaths } from "./fixed-paths.ts";
import { coursePath, hubPath, pagePath, type StaticPage, servicePath } from "./paths.server.ts";
import { servicesIn } from "#src/content/services.server.ts";
import { trainingFamiliesIn } from "#src/content/training.server.ts";

export { redirects } from "./redirects.ts";

/**
 * Every page of the site in every language, derived from the content: the
 * one table that maps each page to both of its addresses and its template.
 * The route entry (src/pages/[...path].astro), the sitemap, the language
 * switcher, the build steps and the tests all read it.
 */
export type PageTemplate =
  | "home"
  | "about"
  | "services"
  | "service"
  | "training"
  | "hub"
  | "course"
  | "contact"
  | "contact-thanks"
  | "enrolment-thanks"
  | "privacy"
  | "course-terms";

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

const staticPages: { page: StaticPage; template: PageTemplate }[] = [
  { page: "home", template: "home" },
  { page: "about", template: "about" },
  { page: "services", template: "services" },
  { page: "training", template: "training" },
  { page: "contact", template: "contact" },
  { page: "contactThanks", template: "contact-thanks" },
  { page: "enrolmentThanks", template: "enrolment-thanks" },
  { page: "privacy", template: "privacy" },
  { page: "courseTerms", template: "course-terms" },
];

function pagesIn(language: Language): PageOfLanguage[] {
  const page = (entry: Omit<PageOfLanguage, "language">) => ({ ...entry, language });
  const byStatic = (name: StaticPage) => {
    const entry = staticPages.find((candidate) => candidate.page === name);
    if (!entry) throw new Error(`no static page ${name}`);
    return page({ key: entry.template, path: pagePath(name, language), template: entry.template });
  };
  return [
    byStatic("home"),
    byStatic("about"),
    byStatic("services"),
    ...servicesIn(language).map((service) =>
      page({
        key: `service/${service.slug}`,
        path: servicePath(service, language),
        template: "service",
        serviceSlug: service.slug,
      }),
    ),
    byStatic("training"),
    ...trainingFamiliesIn(language).flatMap((family) => [
      page({
        key: `hub/${family.slug}`,
        path: hubPath(family, language),
        template: "hub",
        familySlug: family.slug,
      }),
      ...family.groups.flatMap((group) =>
        group.courses.map((course) =>
          page({
            key: `course/${family.slug}/${course.slug}`,
            path: coursePath(family, course, language),
            template: "course",
            familySlug: family.slug,
            courseSlug: course.slug,
          }),
        ),
      ),
    ]),
    byStatic("contact"),
    byStatic("contactThanks"),
    byStatic("enrolmentThanks"),
    byStatic("privacy"),
    byStatic("courseTerms"),
  ];
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

export const sitePages: SitePage[] = buildSitePages();

/** Pages that are not for search engines or the sitemap: the thank-you pages. */
export const unlistedPaths = new Set(
  sitePages
    .filter((page) => page.template === "contact-thanks" || page.template === "enrolment-thanks")
    .map((page) => page.path),
);

/** The not-found page of each language, prerendered and served for unknown paths. */
export const notFoundPaths: string[] = languages.map((language) => notFoundPagePaths[language]);

/** The English not-found page (served for every unknown path outside /nl/). */
export const notFoundPath = notFoundPagePaths.en;

const pagesByPath = new Map(sitePages.map((page) => [page.path, page]));

/** The page at an address, for code that has one (the switcher, tests). */
export function pageWithPath(path: string): SitePage | undefined {
  return pagesByPath.get(path);
}
