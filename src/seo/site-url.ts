/**
 * The one place the public origin is read: astro.config.ts (its Vite settings)
 * and vitest.config.ts define VITE_SITE_URL from scripts/build-site-url.ts, the
 * module the Node build steps (sitemap, robots.txt) read, so pages and files
 * always agree.
 */
export const siteUrl: string = String(import.meta.env.VITE_SITE_URL ?? "").replace(/\/$/, "");

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path === "/" ? "/" : path}`;
}
