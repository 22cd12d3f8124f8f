import { writeFile } from "node:fs/promises";
import path from "node:path";
import { sitePages, unlistedPaths } from "../../app/content/site-map.server.ts";
import { adminPath } from "../../server/admin-policy.ts";
import { buildSiteUrl } from "../build-site-url.ts";

/**
 * sitemap.xml lists every page search engines should know, from the same list
 * the routes come from (not the thank-you page, not the 404), and robots.txt
 * points to it and keeps crawlers out of the editor. Both need the absolute origin, so both are written here.
 */
export async function writeSitemap(client: string, siteUrl = buildSiteUrl) {
  const paths = sitePages
    .map((page) => page.path)
    .filter((pagePath) => !unlistedPaths.has(pagePath));
  const entries = paths.map(
    (pagePath) => `  <url><loc>${escapeXml(siteUrl + pagePath)}</loc></url>`,
  );
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
  // The editor at /admin is for staff: never crawled (its page and headers also say noindex).
  const robots = [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${adminPath}`,
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  await writeFile(path.join(client, "sitemap.xml"), sitemap);
  await writeFile(path.join(client, "robots.txt"), robots);
  return paths;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
