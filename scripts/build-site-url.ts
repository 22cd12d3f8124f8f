import { companyIn } from "#src/content/company.server.ts";

/**
 * The public origin for everything the build writes (bundle, canonical links,
 * sitemap, robots.txt, share images): SITE_URL when set, else the company
 * config. astro.config.ts hands the same value to the pages as VITE_SITE_URL, so
 * the Node steps and the pages can never disagree.
 */
export const buildSiteUrl: string = normalizeSiteUrl(process.env.SITE_URL || companyIn().siteUrl);

function normalizeSiteUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must be an http(s) origin, got ${value}`);
  }
  return url.origin + url.pathname.replace(/\/+$/, "");
}
