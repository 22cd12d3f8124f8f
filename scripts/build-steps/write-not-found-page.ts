import { copyFile, rm } from "node:fs/promises";
import path from "node:path";

/**
 * The not-found page was prerendered at /404 (a prerender must answer 200);
 * static hosts and our server expect it at /404.html, and /404 itself is not a
 * page.
 */
export async function writeNotFoundPage(client: string) {
  await copyFile(path.join(client, "404", "index.html"), path.join(client, "404.html"));
  await rm(path.join(client, "404"), { recursive: true });
  await rm(path.join(client, "404.data"), { force: true });
}
