import { copyFile, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { notFoundPaths } from "../../src/content/site-map.server.ts";
import { builtFile } from "../built-pages.ts";

/**
 * Each not-found page (one per language the site map lists: "/404",
 * "/nl/404") was prerendered at "<path>/index.html" (a prerender must answer
 * 200); static hosts and our server expect it at "<path>.html", and the path
 * itself is not a page. Returns the files written.
 */
export async function writeNotFoundPage(client: string): Promise<string[]> {
  const written: string[] = [];
  for (const pagePath of notFoundPaths) {
    const folder = path.join(client, pagePath.slice(1));
    const file = builtFile(pagePath);
    await copyFile(path.join(folder, "index.html"), path.join(client, file));
    await rm(folder, { recursive: true });
    await rm(`${folder}.data`, { force: true });
    // "/nl/404" may have been the only thing in "nl/" so far; a folder with pages stays.
    if (path.dirname(folder) !== client) await rmdir(path.dirname(folder)).catch(() => undefined);
    written.push(file);
  }
  return written;
}
