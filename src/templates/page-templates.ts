import type { ComponentType, ReactNode } from "react";
import type { PageTemplate, SitePage } from "#src/routing/site-map.server.ts";
import type { HeadTag } from "#src/seo/page-meta.ts";
import * as about from "./about-page.tsx";
import * as contact from "./contact-page.tsx";
import * as contactThanks from "./contact-thanks-page.tsx";
import * as course from "./course-page.tsx";
import * as courseTerms from "./course-terms-page.tsx";
import * as home from "./home-page.tsx";
import * as hub from "./hub-page.tsx";
import * as privacy from "./privacy-page.tsx";
import * as service from "./service-page.tsx";
import * as services from "./services-page.tsx";
import * as serviceTerms from "./service-terms-page.tsx";
import * as training from "./training-page.tsx";
import * as withdraw from "./withdraw-page.tsx";

/**
 * Each page template of the site map: the function that gathers its props
 * from the content at build time, and the React component that draws them.
 * A template that hosts an island (a form, the finder) places its `children`.
 * Its keys are the page table's pages (src/content/page-table.ts) and the
 * kinds of page made from content folders: a page added to the table without
 * its template here is a type error.
 */
export const pageTemplates = {
  home: { load: home.load, Page: home.HomePage },
  about: { load: about.load, Page: about.AboutPage },
  services: { load: services.load, Page: services.ServicesPage },
  service: { load: service.load, Page: service.ServicePage },
  training: { load: training.load, Page: training.TrainingPage },
  hub: { load: hub.load, Page: hub.HubPage },
  course: { load: course.load, Page: course.CoursePage },
  contact: { load: contact.load, Page: contact.ContactPage },
  contactThanks: { load: contactThanks.load, Page: contactThanks.ContactThanksPage },
  enrolmentThanks: {
    load: contactThanks.loadEnrolmentThanks,
    Page: contactThanks.ContactThanksPage,
  },
  enrolmentWaiting: {
    load: contactThanks.loadEnrolmentWaiting,
    Page: contactThanks.ContactThanksPage,
  },
  privacy: { load: privacy.load, Page: privacy.PrivacyPage },
  courseTerms: { load: courseTerms.load, Page: courseTerms.CourseTermsPage },
  serviceTerms: { load: serviceTerms.load, Page: serviceTerms.ServiceTermsPage },
  withdraw: { load: withdraw.load, Page: withdraw.WithdrawPage },
} satisfies Record<
  PageTemplate,
  {
    load: (page: SitePage) => { meta: HeadTag[] };
    // biome-ignore lint/suspicious/noExplicitAny: each template takes its own load's result
    Page: ComponentType<any & { children?: ReactNode }>;
  }
>;

export type TemplateProps<T extends PageTemplate> = ReturnType<(typeof pageTemplates)[T]["load"]>;
