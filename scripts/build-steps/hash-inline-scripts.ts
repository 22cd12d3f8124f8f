import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  baseSecurityHeaders,
  type CspManifest,
  contentSecurityPolicy,
  cspManifestPath,
  type PageHashes,
} from "#server/http/security-headers.ts";
import { adminHeaders, adminPath, isAdminPath } from "#server/http/admin-policy.ts";
import { editorAccountPath } from "#src/admin/editor-paths.ts";
import { findTags, type HtmlTag } from "#scripts/html-tags.ts";

/**
 * A page may carry a few inline scripts (its speculation rules; on a page
 * with an island, Astro's island loader) and cards with style attributes. A
 * Content-Security-Policy without 'unsafe-inline' must list their sha256
 * hashes, page by page. This step finds them in the built HTML and writes
 *   - build/csp-hashes.json (beside build/client, not public): our server's;
 *   - build/client/_headers: the same policies for Netlify, per page path.
 * It must run after every step that changes HTML, and before compression.
 */
export async function hashInlineScripts(client: string): Promise<CspManifest> {
  const manifest: CspManifest = {};
  for (const file of await htmlFiles(client)) {
    const html = await readFile(path.join(client, file), "utf8");
    manifest[file] = pageHashes(html);
    if (isNotFoundFile(file)) {
      await writeFile(path.join(client, file), withPolicyMeta(html, manifest[file]));
    }
  }
  await writeFile(cspManifestPath(client), `${JSON.stringify(manifest, null, 2)}\n`);
  const account = await editorAccountHashes(client);
  await writeFile(path.join(client, "_headers"), netlifyHeaders(manifest, { account }));
  return manifest;
}

/** The file of the editor's account page (src/pages/admin/account.astro). */
export const editorAccountFile = `${editorAccountPath.slice(1)}.html`;

/**
 * The account page's hashes, or undefined in a build without it. On Netlify
 * it is under /admin/* too, so the editor's policy, which lists no hashes,
 * applies to it beside its own: an inline script there would be refused by
 * the browser, so it stops the build here instead.
 */
async function editorAccountHashes(client: string): Promise<PageHashes | undefined> {
  const html = await readFile(path.join(client, editorAccountFile), "utf8").catch(() => undefined);
  if (html === undefined) return undefined;
  const hashes = pageHashes(html);
  if (hashes.scripts.length > 0) {
    throw new Error(
      `${editorAccountFile} has an inline script, which the editor's policy on ${adminPath}/* (server/http/admin-policy.ts) blocks: make it a module of its own.`,
    );
  }
  return hashes;
}

/** "404.html", "nl/404.html": served at unknown paths, never at their own. */
function isNotFoundFile(file: string): boolean {
  return /(^|\/)404\.html$/.test(file);
}

/**
 * A not-found page carries its own policy in a <meta> element. Netlify serves
 * it at whatever unknown path was asked for, which _headers cannot name (and
 * a policy on /* would be joined to every page's own, both enforced). The
 * meta policy is the page's header policy without frame-ancestors, which a
 * meta policy may not hold (X-Frame-Options, sent for every path, covers
 * it). It adds no script or style, so the page's hashes stay as they are.
 */
export function withPolicyMeta(html: string, hashes: PageHashes): string {
  const policy = contentSecurityPolicy(hashes)
    .split("; ")
    .filter((directive) => !directive.startsWith("frame-ancestors"))
    .join("; ");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  // First in <head>, after the charset: a meta policy covers only what follows it.
  const tags = findTags(html, ["head", "meta"]);
  const charset = tags.find((tag) => tag.name === "meta" && tag.attributes.charset !== undefined);
  const at = (charset ?? tags.find((tag) => tag.name === "head"))?.location?.startTagEnd;
  if (at === undefined)
    throw new Error("A not-found page without a <head>: nowhere to put its policy");
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

/** The hashes one page needs. JSON-LD and other data blocks are never run and need none. */
export function pageHashes(html: string): PageHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const styleAttributes = new Set<string>();
  for (const tag of findTags(html)) {
    if (tag.name === "script" && tag.attributes.src === undefined && isScriptType(tag)) {
      scripts.add(sha256(tag.text));
    }
    if (tag.name === "style") styles.add(sha256(tag.text));
    // The browser hashes the attribute's value as parsed: entities decoded.
    if (tag.attributes.style !== undefined) styleAttributes.add(sha256(tag.attributes.style));
  }
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...styleAttributes] };
}

/** Scripts the browser runs, and inline speculation rules, which script-src governs too. */
function isScriptType(script: HtmlTag): boolean {
  const type = script.attributes.type?.trim().toLowerCase();
  return (
    !type ||
    type === "module" ||
    type === "text/javascript" ||
    type === "application/javascript" ||
    type === "speculationrules"
  );
}

function sha256(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

async function htmlFiles(client: string): Promise<string[]> {
  const entries = await readdir(client, { recursive: true, withFileTypes: true });
  return (
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
      .map((entry) =>
        path.relative(client, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
      )
      // The editor's page has its own fixed policy (server/http/admin-policy.ts).
      .filter((file) => !isAdminPath(`/${file}`))
      .sort()
  );
}

/**
 * Netlify's _headers: the shared headers once for every path, each page's CSP
 * on the path that serves it ("about.html" at "/about"; "/about/" is only
 * Netlify's redirect to it). A header named by two matching rules would be joined into one value
 * (two policies, both enforced), so the CSP appears only in per-page rules.
 * Unknown paths get 404.html (or nl/404.html), whose policy is a <meta> in
 * the page itself (withPolicyMeta); HSTS is on since Netlify serves HTTPS only. The editor under /admin gets its own
 * policy and noindex, on its paths only.
 *
 * The editor's account page (/admin/account; `account`, its hashes) needs
 * no eval: it gets the strict policy of a public page on its own path. The
 * /admin/* rule matches it too. Joined into one header value (as above), the
 * two are two policies and the browser enforces both: only what both allow.
 * A host that lets the last matching rule win (`netlify dev` does) sends the
 * strict one, which comes last. Either way the page works: no inline script,
 * no eval, nothing from another origin (tests/e2e/netlify-identity.test.ts
 * serves it with both).
 */
export function netlifyHeaders(
  manifest: CspManifest,
  options: { account?: PageHashes } = {},
): string {
  const lines = [
    "# Written by scripts/build-steps/hash-inline-scripts.ts; do not edit.",
    "/*",
    ...Object.entries(baseSecurityHeaders({ hsts: true })).map(
      ([name, value]) => `  ${name}: ${value}`,
    ),
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
  ];
  for (const urlPath of [adminPath, `${adminPath}/*`]) {
    lines.push(
      urlPath,
      ...Object.entries(adminHeaders).map(([name, value]) => `  ${name}: ${value}`),
    );
  }
  for (const [file, hashes] of Object.entries(manifest)) {
    // Not-found pages ("404.html", "nl/404.html") are served at unknown paths only.
    if (isNotFoundFile(file)) continue;
    const page = file === "index.html" ? "/" : `/${file.replace(/\.html$/, "")}`;
    lines.push(page, `  Content-Security-Policy: ${contentSecurityPolicy(hashes)}`);
  }
  if (options.account) {
    lines.push(
      editorAccountPath,
      `  Content-Security-Policy: ${contentSecurityPolicy(options.account)}`,
    );
  }
  return `${lines.join("\n")}\n`;
}
