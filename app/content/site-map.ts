import { services } from "./services.ts";
import { coursePath, hubPath, trainingFamilies } from "./training.ts";

/**
 * Every page of the site, derived from the content. routes.ts, the prerender
 * list, the sitemap and the tests all read this one list.
 */
export type PageTemplate =
  | "home"
  | "about"
  | "services"
  | "service"
  | "training"
  | "hub"
  | "course"
  | "contact"
  | "contact-thanks"
  | "privacy";

export interface SitePage {
  path: string;
  template: PageTemplate;
  /** Unique route id; several pages share one template module. */
  routeId: string;
}

export const sitePages: SitePage[] = [
  { path: "/", template: "home", routeId: "home" },
  { path: "/about", template: "about", routeId: "about" },
  { path: "/services", template: "services", routeId: "services" },
  ...services.map((service) => ({
    path: `/services/${service.slug}`,
    template: "service" as const,
    routeId: `service/${service.slug}`,
  })),
  { path: "/training", template: "training", routeId: "training" },
  ...trainingFamilies.flatMap((family) => [
    { path: hubPath(family), template: "hub" as const, routeId: `hub/${family.slug}` },
    ...family.groups.flatMap((group) =>
      group.courses.map((course) => ({
        path: coursePath(family, course),
        template: "course" as const,
        routeId: `course/${family.slug}/${course.slug}`,
      })),
    ),
  ]),
  { path: "/contact", template: "contact", routeId: "contact" },
  { path: "/contact/thanks", template: "contact-thanks", routeId: "contact-thanks" },
  { path: "/privacy", template: "privacy", routeId: "privacy" },
];

/** Pages that are not for search engines or the sitemap. */
export const unlistedPaths = new Set(["/contact/thanks"]);

/** The not-found page is prerendered here and served for every unknown path. */
export const notFoundPath = "/404";

export const prerenderPaths = [...sitePages.map((page) => page.path), notFoundPath];

/**
 * Old addresses the previous site's footer linked. They answer 301 to the
 * real pages (our server, and netlify.toml).
 */
export const redirects: Record<string, string> = {
  "/services/testing": "/services/testing-services",
  "/services/devops": "/services/devops-services",
};
