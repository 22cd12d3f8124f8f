import { findService, services } from "./services.ts";
import { coursePath, groupId, hubPath, trainingFamilies } from "./training.ts";

/** Menus and footer, derived from the content. Sent to the page as root loader data. */
export interface NavLink {
  label: string;
  href: string;
}

export interface TrainingMenuCourse extends NavLink {
  /** The hub the menu opens, and the section it scrolls to (navigation state `scrollTo`). */
  hubHref: string;
  scrollTo: string;
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

const serviceMenuSlugs = [
  "agile-coaching",
  "testing-services",
  "devops-services",
  "content-management",
];

function serviceLink(slug: string): NavLink {
  const service = findService(slug);
  if (!service) throw new Error(`Navigation names an unknown service: ${slug}`);
  return { label: service.menuTitle, href: `/services/${service.slug}` };
}

export const navigation: Navigation = {
  services: serviceMenuSlugs.map(serviceLink),
  training: trainingFamilies.map((family) => ({
    label: family.menuTitle,
    href: hubPath(family),
    courses: family.groups.flatMap((group) =>
      group.courses.map((course) => ({
        label: course.title,
        href: coursePath(family, course),
        hubHref: hubPath(family),
        scrollTo: groupId(group),
      })),
    ),
  })),
  about: { label: "About Us", href: "/about" },
  consultation: { label: "Get a Free Consultation", href: "/contact" },
  // The old footer linked /services/testing and /services/devops; we link the
  // real pages and keep the old addresses as redirects (site-map.ts).
  footerServices: services.filter((service) => !service.parent).map((s) => serviceLink(s.slug)),
  footerTraining: [
    { label: "All training programs", href: "/training" },
    ...trainingFamilies.map((family) => ({
      label: `${family.menuTitle} training`,
      href: hubPath(family),
    })),
  ],
};
