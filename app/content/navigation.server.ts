import type { NextRun } from "~/components/training/next-run-date";
import { loadContent } from "./load-content.server.ts";
import { nextRunOf } from "./next-run.server.ts";
import { coursePath, hubPath, servicePath } from "./paths.ts";
import { findService, serviceFamilies } from "./services.server.ts";
import { trainingFamilies } from "./training.server.ts";

/** Menus and footer, derived from the content. Sent to the page as root loader data. */
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
  courses: TrainingMenuCourse[];
}

export interface Navigation {
  services: NavLink[];
  training: TrainingMenuFamily[];
  about: NavLink;
  consultation: NavLink;
  footerServices: NavLink[];
  footerTraining: NavLink[];
}

function serviceLink(service: { slug: string; menuTitle: string }): NavLink {
  return { label: service.menuTitle, href: servicePath(service) };
}

export function navigation(): Navigation {
  const labels = loadContent().navigation;
  return {
    services: labels.servicesMenu.flatMap((slug) => {
      const service = findService(slug);
      return service ? [serviceLink(service)] : [];
    }),
    training: trainingFamilies.map((family) => ({
      label: family.menuTitle,
      href: hubPath(family),
      courses: family.groups.flatMap((group) =>
        group.courses.map((course) => ({
          label: course.title,
          href: coursePath(family, course),
          hubHref: hubPath(family),
          scrollTo: group.id,
          nextRun: nextRunOf(course),
        })),
      ),
    })),
    about: { label: labels.aboutLabel, href: "/about" },
    consultation: { label: labels.consultationLabel, href: "/contact" },
    footerServices: serviceFamilies().map(serviceLink),
    footerTraining: [
      { label: labels.allTrainingLabel, href: "/training" },
      ...trainingFamilies.map((family) => ({
        label: `${family.menuTitle} training`,
        href: hubPath(family),
      })),
    ],
  };
}
