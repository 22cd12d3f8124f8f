import type * as z from "zod";
import type { Language } from "#src/i18n/languages.ts";
import {
  aboutPageSchema,
  contactPageSchema,
  contactThanksPageSchema,
  courseTermsPageSchema,
  enrolmentThanksPageSchema,
  homePageSchema,
  notFoundPageSchema,
  privacyPageSchema,
  serviceTermsPageSchema,
  servicesPageSchema,
  trainingPageSchema,
  withdrawPageSchema,
} from "#src/content/schema/page-schemas.ts";

/**
 * The pages written once each (content/pages/): one record per page, read by
 * the loader (load-content.server.ts), the editor's configuration
 * (content-files.ts), the addresses and the site map (src/routing/) and the
 * drafted-texts report (scripts/content-drafted.ts). A new such page is a
 * record here, its content file, and its template in
 * src/templates/page-templates.ts, which the type check then asks for.
 *
 * The record holds the content's side of a page (file, schema, address)
 * and not its template: content sits below the templates that draw it and
 * may not import them, so the templates map these ids to components.
 */
export interface PageRecord<S extends z.ZodType = z.ZodType> {
  /** Under content/. */
  file: string;
  /** Its name in the editor at /admin. */
  label: string;
  schema: S;
  /**
   * The English address. Another language's is its prefix and the file's
   * own `slug:` in that language's section (the English segment when it has
   * none); the home page's is the prefix alone. An address per language is
   * fixed: the server knows it without reading content/ (src/routing/fixed-paths.ts).
   */
  path: string | Record<Language, string>;
  /** Left out of the sitemap and the checks of listed pages (the thank-you pages, which their template marks noindex). */
  isUnlisted?: boolean;
}

export const pageTable = {
  home: { file: "pages/home.yml", label: "Home page", schema: homePageSchema, path: "/" },
  about: {
    file: "pages/about.yml",
    label: "About page",
    schema: aboutPageSchema,
    path: "/about",
  },
  services: {
    file: "pages/services.yml",
    label: "Services overview",
    schema: servicesPageSchema,
    path: "/services",
  },
  training: {
    file: "pages/training.yml",
    label: "Training overview",
    schema: trainingPageSchema,
    path: "/training",
  },
  // The contact pages are fixed: the receiver and Netlify Forms post to them.
  contact: {
    file: "pages/contact.yml",
    label: "Contact page",
    schema: contactPageSchema,
    path: { en: "/contact", nl: "/nl/contact" },
  },
  contactThanks: {
    file: "pages/contact-thanks.yml",
    label: "Thank-you page (after the contact form)",
    schema: contactThanksPageSchema,
    path: { en: "/contact/thanks", nl: "/nl/contact/bedankt" },
    isUnlisted: true,
  },
  enrolmentThanks: {
    file: "pages/enrolment-thanks.yml",
    label: "Thank-you page (after the enrolment form)",
    schema: enrolmentThanksPageSchema,
    path: { en: "/contact/enrolled", nl: "/nl/contact/ingeschreven" },
    isUnlisted: true,
  },
  // The same file's `waiting` section: where an enrolment in a full run leads.
  enrolmentWaiting: {
    file: "pages/enrolment-thanks.yml",
    label: "Thank-you page (after the enrolment form)",
    schema: enrolmentThanksPageSchema,
    path: { en: "/contact/waiting-list", nl: "/nl/contact/wachtlijst" },
    isUnlisted: true,
  },
  privacy: {
    file: "pages/privacy.yml",
    label: "Privacy notice",
    schema: privacyPageSchema,
    path: "/privacy",
  },
  courseTerms: {
    file: "pages/course-terms.yml",
    label: "Course terms",
    schema: courseTermsPageSchema,
    path: "/course-terms",
  },
  serviceTerms: {
    file: "pages/service-terms.yml",
    label: "Terms for services",
    schema: serviceTermsPageSchema,
    path: "/service-terms",
  },
  // Not in the site map: the server answers every unknown path of a language with it.
  // The EU withdrawal function (issue 44): fixed addresses, as the server takes its form's posts.
  withdraw: {
    file: "pages/withdraw.yml",
    label: "Withdrawal page (consumers)",
    schema: withdrawPageSchema,
    path: { en: "/withdraw", nl: "/nl/herroepen" },
  },
  notFound: {
    file: "pages/not-found.yml",
    label: "Page not found (404)",
    schema: notFoundPageSchema,
    path: { en: "/404", nl: "/nl/404" },
  },
} satisfies Record<string, PageRecord>;

export type PageId = keyof typeof pageTable;

/** The pages with a file of their own (the waiting-list page's texts are in enrolmentThanks's file). */
export type PageFileId = Exclude<PageId, "enrolmentWaiting">;

/** The pages in the table's order: the order of the site map and of every list made from it. */
export const pageIds = Object.keys(pageTable) as PageId[];

/**
 * The first page of each file: a file that holds two pages' texts (the
 * enrolment's thank-you pages) is read, checked and edited once.
 */
export const pageFileIds = pageIds.filter(
  (id, index): id is PageFileId =>
    pageIds.findIndex((other) => pageTable[other].file === pageTable[id].file) === index,
);

/** The pages' texts as the schema gives them, placeholders not yet filled in. */
export type PagesContent = { [K in PageId]: z.output<(typeof pageTable)[K]["schema"]> };
