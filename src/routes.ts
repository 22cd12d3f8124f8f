import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { type PageTemplate, sitePages } from "./content/site-map.server.ts";

// The route table, generated from the content: a page added to the data gets
// its route here, and every page of one template shares one module.
const templateModules: Record<PageTemplate, string> = {
  home: "templates/home-page.tsx",
  about: "templates/about-page.tsx",
  services: "templates/services-page.tsx",
  service: "templates/service-page.tsx",
  training: "templates/training-page.tsx",
  hub: "templates/hub-page.tsx",
  course: "templates/course-page.tsx",
  contact: "templates/contact-page.tsx",
  "contact-thanks": "templates/contact-thanks-page.tsx",
  privacy: "templates/privacy-page.tsx",
  "course-terms": "templates/course-terms-page.tsx",
};

export default [
  ...sitePages.map((page) =>
    page.path === "/"
      ? index(templateModules[page.template], { id: page.routeId })
      : route(page.path.slice(1), templateModules[page.template], { id: page.routeId }),
  ),
  route("*", "templates/not-found-page.tsx", { id: "not-found" }),
] satisfies RouteConfig;
