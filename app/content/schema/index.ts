import { company } from "../company.ts";
import { navigation } from "../navigation.ts";
import { services } from "../services.ts";
import { redirects, sitePages } from "../site-map.ts";
import { trainingFamilies } from "../training.ts";
import { validateTraining } from "./courses-schema.ts";
import { validateServices } from "./services-schema.ts";

/**
 * Every check of the content, run when the site builds (react-router.config.ts):
 * a broken fact stops the build with a message naming the page and the field.
 */
export function validateContent(): string[] {
  return [...validateServices(services), ...validateTraining(trainingFamilies), ...validateSite()];
}

export function assertValidContent(): void {
  const problems = validateContent();
  if (problems.length > 0) {
    throw new Error(`The content has ${problems.length} problem(s):\n- ${problems.join("\n- ")}`);
  }
}

/** Checks across content modules: paths, menus and the company details. */
function validateSite(): string[] {
  const problems: string[] = [];
  const paths = new Set<string>();
  for (const page of sitePages) {
    if (paths.has(page.path))
      problems.push(`site map: the path "${page.path}" is used by two pages`);
    paths.add(page.path);
  }
  for (const [from, to] of Object.entries(redirects)) {
    if (paths.has(from)) problems.push(`redirects: "${from}" is a page and cannot redirect`);
    if (!paths.has(to))
      problems.push(`redirects: "${from}" points to "${to}", which is not a page`);
  }
  const menuLinks = [
    ...navigation.services,
    ...navigation.footerServices,
    ...navigation.footerTraining,
    ...navigation.training.flatMap((family) => [family, ...family.courses]),
  ];
  for (const link of menuLinks) {
    if (!paths.has(link.href))
      problems.push(`navigation: "${link.label}" links to "${link.href}", which is not a page`);
  }
  if (!/^https?:\/\/[^/]+$/.test(company.siteUrl.replace(/\/$/, ""))) {
    problems.push(
      `company: siteUrl "${company.siteUrl}" must be an origin like https://www.example.com`,
    );
  }
  if (!/^\+\d{6,15}$/.test(company.phone.dial)) {
    problems.push(
      `company: phone.dial "${company.phone.dial}" must be + and digits, for the tel: link`,
    );
  }
  return problems;
}
