import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { notFoundPath, prerenderPaths, sitePages } from "~/content/site-map.server";

// The route table of the spec (section 2.2), written out by hand so that a
// route lost or renamed in the content is caught here.
const specRoutes = [
  "/",
  "/about",
  "/services",
  "/contact",
  "/training",
  "/training/testing",
  "/training/devops",
  "/training/scrum",
  ...[
    "agile-coaching",
    "testing-services",
    "devops-services",
    "digital-transformation",
    "outsourcing",
    "content-management",
    "scrum-implementation",
    "safe-implementation",
    "team-empowerment",
    "agile-transformation",
    "test-automation",
    "performance-testing",
    "security-testing",
    "test-process-improvement",
    "cicd-implementation",
    "cloud-migration",
    "infrastructure-automation",
    "monitoring-solutions",
    "strategy-consulting",
    "process-automation",
    "legacy-modernization",
    "digital-innovation",
  ].map((slug) => `/services/${slug}`),
  ...[
    "istqb-foundation",
    "advanced-manager",
    "technical-analyst",
    "process-improvement",
    "performance-testing-essentials",
    "advanced-performance-testing",
    "chaos-engineering",
    "test-metrics",
    "agile-testing-leadership",
    "risk-based-testing",
    "ui-automation",
    "api-automation",
    "bdd",
    "tdd",
  ].map((slug) => `/training/testing/${slug}`),
  ...[
    "cloud-essentials",
    "devops-management",
    "cicd",
    "sre",
    "phoenix-project",
    "docker",
    "code-quality",
    "ansible",
    "github-actions",
    "azure-pipelines",
    "gitlab",
  ].map((slug) => `/training/devops/${slug}`),
  "/training/scrum/psm",
  "/training/scrum/pspo",
];

// Routes we add on purpose beyond the spec's table.
const addedRoutes = ["/contact/thanks", "/privacy", "/training/devops/terraform"];

function routePaths(): string[] {
  return routes.map((route) => (route.index ? "/" : `/${route.path}`));
}

describe("route table", () => {
  it("has the spec's 57 routes", () => {
    expect(specRoutes).toHaveLength(57);
    expect(new Set(specRoutes).size).toBe(57);
  });

  it("generates every route of the spec", () => {
    const paths = routePaths();
    for (const path of specRoutes) expect(paths, path).toContain(path);
  });

  it("generates no route beyond the spec's, the deliberate additions and the 404 page", () => {
    const extra = routePaths().filter((path) => !specRoutes.includes(path));
    for (const path of extra) expect([...addedRoutes, "/*"], path).toContain(path);
  });

  it("prerenders every page and the 404 page", () => {
    expect(prerenderPaths).toEqual([...sitePages.map((page) => page.path), notFoundPath]);
    for (const path of specRoutes) expect(prerenderPaths).toContain(path);
  });

  it("gives every route a unique id", () => {
    const ids = routes.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
