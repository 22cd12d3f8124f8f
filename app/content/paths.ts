import type { Language } from "../i18n/languages.ts";

/**
 * Every page address, built here and nowhere else: the site map, menus, links
 * between pages and the tests all call these.
 */
export function servicePath(service: { slug: string }): string {
  return `/services/${service.slug}`;
}

export function hubPath(family: { slug: string }): string {
  return `/training/${family.slug}`;
}

export function coursePath(family: { slug: string }, course: { slug: string }): string {
  return `/training/${family.slug}/${course.slug}`;
}

/** Where Enroll Now and Get Started lead: the contact page, told which course. */
export function courseEnquiryPath(family: { slug: string }, course: { slug: string }): string {
  return `/contact?course=${family.slug}/${course.slug}`;
}

/** The hub section of a course group, e.g. /training/testing#automation-testing. */
export function groupPath(family: { slug: string }, group: { id: string }): string {
  return `${hubPath(family)}#${group.id}`;
}

/** The terms under which visitors enrol in a course. */
export function courseTermsPath(): string {
  return "/course-terms";
}

/**
 * The contact form's pages per language: the form, and the thank-you page it
 * posts to without JavaScript and the receiver's 303 leads to. Plain data, so
 * the server (server/enquiry-receiver.ts) reads the same addresses.
 */
export const contactPaths: Record<Language, { form: string; thanks: string }> = {
  en: { form: "/contact", thanks: "/contact/thanks" },
  nl: { form: "/nl/contact", thanks: "/nl/contact/bedankt" },
};

/**
 * Where each language's not-found page is prerendered. The build writes it as
 * "<path>.html" (scripts/build-steps/write-not-found-page.ts) and the server
 * answers an unknown path with the one of the path's language.
 */
export const notFoundPagePaths: Record<Language, string> = { en: "/404", nl: "/nl/404" };
