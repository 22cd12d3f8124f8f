import { requestPath } from "../modules/request-path.ts";
import { coursePath, courseTermsPath, hubPath, notFoundPagePaths, servicePath } from "./paths.ts";
import { services } from "./services.server.ts";
import { trainingFamilies } from "./training.server.ts";

export { redirects } from "./redirects.ts";

/**
 * Every page of the site, derived from the content. routes.ts, the prerender
 * list, the sitemap, the build steps and the tests all read this one list, and
 * page loaders find their content through it (`pageAt`) instead of parsing
 * their own address.
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
  | "privacy"
  | "course-terms";

export interface SitePage {
  path: string;
  template: PageTemplate;
  /** Unique route id; several pages share one template module. */
  routeId: string;
  /** The content file's slug(s) for templates that serve many pages. */
  serviceSlug?: string;
  familySlug?: string;
  courseSlug?: string;
}

export const sitePages: SitePage[] = [
  { path: "/", template: "home", routeId: "home" },
  { path: "/about", template: "about", routeId: "about" },
  { path: "/services", template: "services", routeId: "services" },
  ...services.map((service) => ({
    path: servicePath(service),
    template: "service" as const,
    routeId: `service/${service.slug}`,
    serviceSlug: service.slug,
  })),
  { path: "/training", template: "training", routeId: "training" },
  ...trainingFamilies.flatMap((family) => [
    {
      path: hubPath(family),
      template: "hub" as const,
      routeId: `hub/${family.slug}`,
      familySlug: family.slug,
    },
    ...family.groups.flatMap((group) =>
      group.courses.map((course) => ({
        path: coursePath(family, course),
        template: "course" as const,
        routeId: `course/${family.slug}/${course.slug}`,
        familySlug: family.slug,
        courseSlug: course.slug,
      })),
    ),
  ]),
  { path: "/contact", template: "contact", routeId: "contact" },
  { path: "/contact/thanks", template: "contact-thanks", routeId: "contact-thanks" },
  { path: "/privacy", template: "privacy", routeId: "privacy" },
  { path: courseTermsPath(), template: "course-terms", routeId: "course-terms" },
];

/** Pages that are not for search engines or the sitemap. */
export const unlistedPaths = new Set(["/contact/thanks"]);

/** The not-found page is prerendered here and served for every unknown path. */
export const notFoundPath = notFoundPagePaths.en;

/**
 * Every not-found page the site prerenders, one per language that has pages:
 * the build writes each as "<path>.html" and the server answers an unknown
 * path with its language's one (English when that language has none).
 */
export const notFoundPaths: string[] = [notFoundPath];

export const prerenderPaths = [...sitePages.map((page) => page.path), ...notFoundPaths];

const pagesByPath = new Map(sitePages.map((page) => [page.path, page]));

/** The page a loader renders, found by its request's path. */
export function pageAt(request: Request): SitePage | undefined {
  return pagesByPath.get(requestPath(request));
}
