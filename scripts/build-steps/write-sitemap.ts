import { writeFile } from "node:fs/promises";
import path from "node:path";
import { sitePages, unlistedPaths } from "#src/routing/site-map.server.ts";
import { languages } from "#src/i18n/languages.ts";
import { adminPath } from "#server/http/admin-policy.ts";
import { buildSiteUrl } from "#scripts/build-site-url.ts";

/**
 * sitemap.xml lists every page search engines should know, in both languages,
 * from the same table the routes come from (not the thank-you pages, not the
 * 404s), each with its alternates in every language (x-default: English), and
 * robots.txt points to it and keeps crawlers out of the editor. Both need the
 * absolute origin, so both are written here.
 */
export async function writeSitemap(client: string, siteUrl = buildSiteUrl) {
  const unlisted = unlistedPaths();
  const pages = sitePages().filter((page) => !unlisted.has(page.path));
  const link = (hreflang: string, pagePath: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(siteUrl + pagePath)}"/>`;
  const entries = pages.map((page) =>
    [
      `  <url>`,
      `    <loc>${escapeXml(siteUrl + page.path)}</loc>`,
      ...languages.map((language) => link(language, page.alternates[language])),
      link("x-default", page.alternates.en),
      `  </url>`,
    ].join("\n"),
  );
  const paths = pages.map((page) => page.path);
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
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
