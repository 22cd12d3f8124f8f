import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { type PageTemplate, sitePages } from "./content/site-map.server.ts";

// The route table, generated from the content: a page added to the data gets
// its route here, and every page of one template shares one module.
const templateModules: Record<PageTemplate, string> = {
  home: "pages/home-page.tsx",
  about: "pages/about-page.tsx",
  services: "pages/services-page.tsx",
  service: "pages/service-page.tsx",
  training: "pages/training-page.tsx",
  hub: "pages/hub-page.tsx",
  course: "pages/course-page.tsx",
  contact: "pages/contact-page.tsx",
  "contact-thanks": "pages/contact-thanks-page.tsx",
  privacy: "pages/privacy-page.tsx",
  "course-terms": "pages/course-terms-page.tsx",
};

export default [
  ...sitePages.map((page) =>
    page.path === "/"
      ? index(templateModules[page.template], { id: page.routeId })
      : route(page.path.slice(1), templateModules[page.template], { id: page.routeId }),
  ),
  route("*", "pages/not-found-page.tsx", { id: "not-found" }),
] satisfies RouteConfig;
