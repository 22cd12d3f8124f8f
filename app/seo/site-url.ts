import { company } from "~/content/company";

/**
 * The one place the public origin is decided: SITE_URL at build time, else the
 * company config's placeholder. vite.config.ts defines VITE_SITE_URL from
 * scripts/build-site-url.ts, the same module the Node build steps (sitemap,
 * robots.txt) read, so pages and files always agree.
 */
export const siteUrl: string = (import.meta.env?.VITE_SITE_URL || company.siteUrl).replace(
  /\/$/,
  "",
);

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path === "/" ? "/" : path}`;
}
