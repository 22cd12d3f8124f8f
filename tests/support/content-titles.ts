import { pageContent, type PagesContent } from "#src/content/pages.server.ts";
import { findService } from "#src/content/services.server.ts";
import { findCourse, findFamily } from "#src/content/training.server.ts";
import type { Language } from "#src/i18n/languages.ts";
import type { SitePage } from "#src/routing/site-map.server.ts";

/**
 * A page's title as its content gives it (what its h1 says), for the Dutch
 * edition's tests (tests/built/dutch-edition.test.ts, tests/e2e/dutch-edition.test.ts).
 */
const pageKeys: Partial<Record<SitePage["template"], keyof PagesContent>> = {
  home: "home",
  about: "about",
  services: "services",
  training: "training",
  contact: "contact",
  contactThanks: "contactThanks",
  enrolmentThanks: "enrolmentThanks",
  privacy: "privacy",
  courseTerms: "courseTerms",
  serviceTerms: "serviceTerms",
  withdraw: "withdraw",
};

/** The page's title in its language, from the content it is built from: its h1. */
export function contentTitle(page: SitePage, language: Language = page.language): string {
  const key = pageKeys[page.template];
  if (key) return pageContent(key, language).title;
  // The waiting-list page's texts are a section of the enrolment thank-you page's file.
  if (page.template === "enrolmentWaiting") {
    return pageContent("enrolmentWaiting", language).waiting.title;
  }
  if (page.template === "service") {
    return findService(page.serviceSlug ?? "", language)?.title ?? "missing service";
  }
  if (page.template === "hub") return findFamily(page.familySlug ?? "", language)?.title ?? "";
  return findCourse(page.familySlug ?? "", page.courseSlug ?? "", language)?.course.title ?? "";
}
