import { defaultLanguage, type Language, languages } from "#src/i18n/languages.ts";
import { fill } from "#src/i18n/fill.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { loadContent } from "#src/content/load-content.server.ts";
import { nextRunOf } from "#src/training/next-run.server.ts";
import type { NextRun } from "#src/training/next-run.ts";
import { coursePath, hubPath, pagePath, servicePath } from "#src/routing/paths.server.ts";
import { findService, serviceFamilies } from "#src/content/services.server.ts";
import { trainingFamiliesIn } from "#src/content/training.server.ts";

export interface NavLink {
  label: string;
  href: string;
}

export interface TrainingMenuCourse extends NavLink {
  /** The hub the menu opens, and the section it scrolls to (navigation state `scrollTo`). */
  hubHref: string;
  scrollTo: string;
  nextRun?: NextRun;
}

export interface TrainingMenuFamily extends NavLink {
  /** The family's full title ("Testing Training"); `label` is its menu title. */
  title: string;
  courses: TrainingMenuCourse[];
}

export interface Navigation {
  home: string;
  services: NavLink[];
  servicesOverview: string;
  training: TrainingMenuFamily[];
  trainingOverview: string;
  /** "All training programs", closing the Training menus. */
  allTraining: NavLink;
  about: NavLink;
  contact: string;
  consultation: NavLink;
  footerServices: NavLink[];
  footerTraining: NavLink[];
  privacy: string;
  courseTerms: string;
  /** The withdrawal function's page; absent on a build without our server. */
  withdraw?: string;
  serviceTerms: string;
  /** Each language's home page: where the language switcher leads from a page that has no counterpart (the 404). */
  languageHomes: Record<Language, string>;
}

/**
 * The menus and the footer's links in one language, derived from the content
 * at build time: a view of the site map's addresses, the menu labels of
 * content/navigation.yml and each course's next run, for the layout's
 * components (every page's shell, src/templates/page-view.server.ts). A view
 * helper, it sits with the components, above both the routing whose addresses
 * it lists and the training domain whose next runs it shows: training uses
 * routing's addresses, so routing may not use training.
 */
export function navigation(lang: Language = defaultLanguage): Navigation {
  const labels = loadContent(lang).navigation;
  const serviceLink = (service: { urlSlug: string; menuTitle: string }): NavLink => ({
    label: service.menuTitle,
    href: servicePath(service, lang),
  });
  const families = trainingFamiliesIn(lang);
  return {
    home: pagePath("home", lang),
    services: labels.servicesMenu.flatMap((slug) => {
      const service = findService(slug, lang);
      return service ? [serviceLink(service)] : [];
    }),
    servicesOverview: pagePath("services", lang),
    training: families.map((family) => ({
      label: family.menuTitle,
      title: family.title,
      href: hubPath(family, lang),
      courses: family.groups.flatMap((group) =>
        group.courses.map((course) => ({
          label: course.title,
          href: coursePath(family, course, lang),
          hubHref: hubPath(family, lang),
          scrollTo: group.id,
          nextRun: nextRunOf(family, course, lang),
        })),
      ),
    })),
    trainingOverview: pagePath("training", lang),
    allTraining: { label: labels.allTrainingLabel, href: pagePath("training", lang) },
    about: { label: labels.aboutLabel, href: pagePath("about", lang) },
    contact: pagePath("contact", lang),
    consultation: { label: labels.consultationLabel, href: pagePath("contact", lang) },
    footerServices: serviceFamilies(lang).map(serviceLink),
    footerTraining: [
      { label: labels.allTrainingLabel, href: pagePath("training", lang) },
      ...families.map((family) => ({
        label: fill(dictionaries[lang].shell.links.familyTraining, {
          name: family.menuTitle,
          title: family.title,
        }),
        href: hubPath(family, lang),
      })),
    ],
    privacy: pagePath("privacy", lang),
    courseTerms: pagePath("courseTerms", lang),
    serviceTerms: pagePath("serviceTerms", lang),
    // The withdrawal function needs our server: the Netlify build (NETLIFY=true) links no form it cannot take.
    withdraw: process.env.NETLIFY === "true" ? undefined : pagePath("withdraw", lang),
    languageHomes: Object.fromEntries(
      languages.map((language) => [language, pagePath("home", language)]),
    ) as Record<Language, string>,
  };
}
