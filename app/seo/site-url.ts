import { company } from "~/content/company";

/**
 * The one place the public origin is decided: SITE_URL at build time (exposed
 * to the bundle by vite.config.ts), else the company config's placeholder.
 */
export const siteUrl: string = (import.meta.env?.VITE_SITE_URL || company.siteUrl).replace(
  /\/$/,
  "",
);

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path === "/" ? "/" : path}`;
}
