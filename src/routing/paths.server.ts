import { defaultLanguage, dutchPrefix, type Language } from "#src/i18n/languages.ts";
import { loadContent } from "#src/content/load-content.server.ts";
import { type PageId, pageTable } from "#src/content/page-table.ts";

/**
 * Every page address, built here and nowhere else: the site map, routes,
 * menus, links between pages, the sitemap, the language switcher and the
 * tests all call these. English pages keep the addresses the site always had
 * (the page table's, src/content/page-table.ts); Dutch ones live under /nl/,
 * each segment the page's own Dutch slug from its content file (`slug:` in
 * its `nl:` section), or the English one when it has none.
 */
export function pagePath(page: PageId, lang: Language = defaultLanguage): string {
  const { file, path } = pageTable[page];
  // Fixed in every language (the contact pages and the 404s): the server knows them too.
  if (typeof path !== "string") return path[lang];
  if (lang === defaultLanguage) return path;
  if (path === "/") return dutchPrefix;
  return `${dutchPrefix}/${loadContent(lang).pageSlugs[file] ?? path.slice(1)}`;
}

/** Objects as the loader gives them in `lang`: their `urlSlug` is that language's. */
interface HasUrlSlug {
  urlSlug: string;
}

export function servicePath(service: HasUrlSlug, lang: Language = defaultLanguage): string {
  return `${pagePath("services", lang)}/${service.urlSlug}`;
}

export function hubPath(family: HasUrlSlug, lang: Language = defaultLanguage): string {
  return `${pagePath("training", lang)}/${family.urlSlug}`;
}

export function coursePath(
  family: HasUrlSlug,
  course: HasUrlSlug,
  lang: Language = defaultLanguage,
): string {
  return `${hubPath(family, lang)}/${course.urlSlug}`;
}

/** Where Enroll Now and Get Started lead: the contact page, told which course (by its file). */
export function courseEnquiryPath(
  family: { slug: string },
  course: { slug: string },
  lang: Language = defaultLanguage,
): string {
  return `${pagePath("contact", lang)}?course=${family.slug}/${course.slug}`;
}

/** The enrolment form on the contact page, with the course (and the run: its key, "none" or "in-company") chosen. */
export function enrolPath(
  family: { slug: string },
  course: { slug: string },
  lang: Language = defaultLanguage,
  run?: string,
): string {
  return `${courseEnquiryPath(family, course, lang)}${run ? `&run=${run}` : ""}#enrol`;
}

/** A run as a calendar file in a language, written at build time (scripts/build-steps/write-enrolment-files.ts). */
export function runCalendarPath(
  family: { slug: string },
  course: { slug: string },
  runKey: string,
  lang: Language = defaultLanguage,
) {
  return `/calendar/${family.slug}-${course.slug}-${runKey}${lang === defaultLanguage ? "" : `.${lang}`}.ics`;
}

/** The hub section of a course group, e.g. /training/testing#automation-testing. */
export function groupPath(
  family: HasUrlSlug,
  group: { id: string },
  lang: Language = defaultLanguage,
): string {
  return `${hubPath(family, lang)}#${group.id}`;
}
