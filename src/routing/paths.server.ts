import { defaultLanguage, dutchPrefix, type Language } from "#src/i18n/languages.ts";
import { contentFiles } from "#src/content/content-files.ts";
import { contactPaths, notFoundPagePaths } from "./fixed-paths.ts";
import { loadContent } from "#src/content/load-content.server.ts";

/**
 * Every page address, built here and nowhere else (the fixed ones come from
 * fixed-paths.ts): the site map, routes,
 * menus, links between pages, the sitemap, the language switcher and the
 * tests all call these. English pages keep the addresses the site always had;
 * Dutch ones live under /nl/, each segment the page's own Dutch slug from its
 * content file (`slug:` in its `nl:` section), or the English one when it has
 * none.
 */
export type StaticPage =
  | "home"
  | "about"
  | "services"
  | "training"
  | "contact"
  | "contactThanks"
  | "enrolmentThanks"
  | "privacy"
  | "courseTerms"
  | "notFound";

const englishPaths: Record<StaticPage, string> = {
  home: "/",
  about: "/about",
  services: "/services",
  training: "/training",
  contact: "/contact",
  contactThanks: "/contact/thanks",
  enrolmentThanks: "/contact/enrolled",
  privacy: "/privacy",
  courseTerms: "/course-terms",
  notFound: "/404",
};

export function pagePath(page: StaticPage, lang: Language = defaultLanguage): string {
  // The contact pages and the 404s are fixed: the receiver and Netlify Forms post to them.
  if (page === "contact") return contactPaths[lang].form;
  if (page === "contactThanks") return contactPaths[lang].thanks;
  if (page === "enrolmentThanks") return contactPaths[lang].enrolled;
  if (page === "notFound") return notFoundPagePaths[lang];
  if (lang === defaultLanguage) return englishPaths[page];
  const slugs = loadContent(lang).pageSlugs;
  const segment = (file: string, english: string) => slugs[file] ?? english;
  switch (page) {
    case "home":
      return dutchPrefix;
    default: {
      const file = contentFiles[`${page}Page`].file;
      return `${dutchPrefix}/${segment(file, englishPaths[page].slice(1))}`;
    }
  }
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

/** The terms under which visitors enrol in a course. */
export function courseTermsPath(lang: Language = defaultLanguage): string {
  return pagePath("courseTerms", lang);
}
