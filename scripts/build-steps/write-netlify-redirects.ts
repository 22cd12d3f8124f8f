import { writeFile } from "node:fs/promises";
import path from "node:path";
import { notFoundPaths, redirects } from "#src/routing/site-map.server.ts";
import { builtFile } from "#scripts/built-pages.ts";

/**
 * Netlify's _redirects, from the tables our server reads too, so the two
 * hosts answer alike:
 *   - the old footer addresses (src/routing/redirects.ts), 301, forced;
 *   - each language's not-found page for unknown paths under its prefix
 *     ("/nl/*  /nl/404.html  404"). Not forced, so a page that exists is
 *     served first; Netlify answers the rest with 404.html by itself.
 * Real redirects come first: Netlify takes the first rule that matches.
 */
export function netlifyRedirects(): string {
  const lines = ["# Written by scripts/build-steps/write-netlify-redirects.ts; do not edit."];
  for (const [from, to] of Object.entries(redirects)) lines.push(`${from}  ${to}  301!`);
  for (const pagePath of notFoundPaths) {
    const prefix = path.posix.dirname(pagePath);
    if (prefix === "/") continue;
    lines.push(`${prefix}/*  /${builtFile(pagePath)}  404`);
  }
  return `${lines.join("\n")}\n`;
}

export async function writeNetlifyRedirects(client: string) {
  await writeFile(path.join(client, "_redirects"), netlifyRedirects());
}
