import { copyFile, rm } from "node:fs/promises";
import path from "node:path";
import { notFoundPaths } from "../../app/content/site-map.server.ts";
import { languages } from "../../app/i18n/languages.ts";

/**
 * The not-found page of each language was prerendered at /404 and /nl/404 (a
 * prerender must answer 200); static hosts and our server expect it at
 * 404.html and nl/404.html, and /404 itself is not a page.
 */
export async function writeNotFoundPage(client: string) {
  for (const language of languages) {
    const page = notFoundPaths[language].slice(1);
    await copyFile(path.join(client, page, "index.html"), path.join(client, `${page}.html`));
    await rm(path.join(client, page), { recursive: true });
    await rm(path.join(client, `${page}.data`), { force: true });
  }
}
