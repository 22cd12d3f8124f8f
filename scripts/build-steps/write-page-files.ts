import { rename, rmdir } from "node:fs/promises";
import path from "node:path";
import { builtPages } from "../built-pages.ts";

/**
 * React Router prerenders each page as `<path>/index.html`. For such a file
 * Netlify's CDN answers `/about` with a 301 to `/about/` (its documented,
 * not configurable behaviour), so every first visit, canonical URL and link
 * would go through a redirect. As `<path>.html` Netlify serves it at `/about`
 * and redirects `/about/` to `/about`, which is what our links say. Our server
 * (server/static-files.ts) resolves the same layout. `/` stays `index.html`.
 * Must run after write-not-found-page.ts and before any step reading pages.
 */
export async function writePageFiles(client: string): Promise<string[]> {
  const moved: string[] = [];
  // Deepest first, so a folder a page leaves empty can go.
  const pages = builtPages()
    .filter((page) => page.path !== "/" && !page.isNotFound)
    .sort((a, b) => b.path.split("/").length - a.path.split("/").length);
  for (const page of pages) {
    const folder = path.join(client, page.path.slice(1));
    await rename(path.join(folder, "index.html"), path.join(client, page.file));
    // A folder that still holds deeper pages or data stays.
    await rmdir(folder).catch(() => undefined);
    moved.push(page.file);
  }
  return moved;
}
