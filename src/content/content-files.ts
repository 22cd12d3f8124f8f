import type * as z from "zod";
import { companySchema } from "#src/content/schema/company-schema.ts";
import { courseSchema } from "#src/content/schema/course-schema.ts";
import { navigationSchema } from "#src/content/schema/navigation-schema.ts";
import {
  aboutPageSchema,
  contactPageSchema,
  contactThanksPageSchema,
  homePageSchema,
  notFoundPageSchema,
  privacyPageSchema,
  courseTermsPageSchema,
  servicesPageSchema,
  trainingPageSchema,
} from "#src/content/schema/page-schemas.ts";
import { serviceSchema } from "#src/content/schema/service-schema.ts";
import { trainingFamilySchema } from "#src/content/schema/training-family-schema.ts";

/**
 * Where each kind of content lives under content/, and the schema it must
 * meet. The loader (load-content.server.ts) and the editor's configuration
 * (scripts/build-steps/write-cms-config.ts) both read this table, so a new
 * page type is added here once.
 *
 * Every file holds one section per language (`en:`, `nl:`), the layout the
 * editor at /admin writes for translated content ("single_file"); facts are
 * written once, in the English section (merge-translation.ts).
 */
export {
  defaultLanguage,
  type Language as ContentLanguage,
  languages as contentLanguages,
} from "#src/i18n/languages.ts";

export interface FolderKind<S extends z.ZodType = z.ZodType> {
  /** Folder under content/; one file per page, named after its slug. */
  folder: string;
  /** Files sit one level deeper, in a folder per training family. */
  isPerFamily?: boolean;
  label: string;
  labelSingular: string;
  schema: S;
  /** The field the editor lists entries by. */
  summaryField: string;
}

export interface FileKind<S extends z.ZodType = z.ZodType> {
  file: string;
  label: string;
  schema: S;
}

export const contentFolders = {
  services: {
    folder: "services",
    label: "Services",
    labelSingular: "Service",
    schema: serviceSchema,
    summaryField: "title",
  },
  trainingFamilies: {
    folder: "training",
    label: "Training families",
    labelSingular: "Training family",
    schema: trainingFamilySchema,
    summaryField: "title",
  },
  courses: {
    folder: "courses",
    isPerFamily: true,
    label: "Courses",
    labelSingular: "Course",
    schema: courseSchema,
    summaryField: "title",
  },
} satisfies Record<string, FolderKind>;

export const contentFiles = {
  company: { file: "company.yml", label: "Company details", schema: companySchema },
  navigation: { file: "navigation.yml", label: "Menus", schema: navigationSchema },
  // The pages written once each: their texts, and which content they feature.
  homePage: { file: "pages/home.yml", label: "Home page", schema: homePageSchema },
  aboutPage: { file: "pages/about.yml", label: "About page", schema: aboutPageSchema },
  servicesPage: {
    file: "pages/services.yml",
    label: "Services overview",
    schema: servicesPageSchema,
  },
  trainingPage: {
    file: "pages/training.yml",
    label: "Training overview",
    schema: trainingPageSchema,
  },
  contactPage: { file: "pages/contact.yml", label: "Contact page", schema: contactPageSchema },
  contactThanksPage: {
    file: "pages/contact-thanks.yml",
    label: "Thank-you page (after the contact form)",
    schema: contactThanksPageSchema,
  },
  enrolmentThanksPage: {
    file: "pages/enrolment-thanks.yml",
    label: "Thank-you page (after the enrolment form)",
    schema: contactThanksPageSchema,
  },
  privacyPage: { file: "pages/privacy.yml", label: "Privacy notice", schema: privacyPageSchema },
  courseTermsPage: {
    file: "pages/course-terms.yml",
    label: "Course terms",
    schema: courseTermsPageSchema,
  },
  notFoundPage: {
    file: "pages/not-found.yml",
    label: "Page not found (404)",
    schema: notFoundPageSchema,
  },
} satisfies Record<string, FileKind>;
