import { readFile, stat } from "node:fs/promises";
import { siteFolder } from "#server/releases/releases.ts";
import path from "node:path";
import { redirects } from "#src/routing/site-map.server.ts";
import { builtPages } from "./built-pages.ts";
import { findTags } from "./html-tags.ts";

export interface BrokenLink {
  /** The page the link is on. */
  page: string;
  href: string;
  problem: string;
}

export interface LinkReport {
  pages: number;
  links: number;
  broken: BrokenLink[];
  /** Listed pages no chain of links from / reaches. */
  unreachable: string[];
}

/** Attributes that make the browser (or a crawler, or a share preview) request an address. */
const references: [tag: string, attribute: string][] = [
  ["a", "href"],
  ["link", "href"],
  ["img", "src"],
  ["script", "src"],
  ["source", "src"],
  ["form", "action"],
  ["meta", "content"],
];

/**
 * The dead-link check over a built site, like react.dev's: every internal
 * address on every prerendered page (links, assets, canonical and share-image
 * URLs) must resolve to a file of the build (or through one of the redirects
 * in src/routing/site-map.server.ts), every #anchor must name an id on its target
 * page, and every listed page must be reachable from / by following links.
 * Absolute URLs on our own origin (canonical, Open Graph) count as internal.
 */
export async function checkLinks(client: string): Promise<LinkReport> {
  const pages = builtPages();
  const notFoundPaths = new Set(pages.filter((page) => page.isNotFound).map((page) => page.path));
  const documents = new Map<
    string,
    { ids: Set<string>; links: { href: string; isNavigation: boolean }[] }
  >();
  for (const page of pages) {
    const html = await readFile(path.join(client, page.file), "utf8");
    const tags = findTags(html);
    const ids = new Set(
      tags
        .flatMap((tag) => [tag.attributes.id, tag.name === "a" ? tag.attributes.name : undefined])
        .filter((id): id is string => Boolean(id)),
    );
    const links = tags.flatMap((tag) =>
      references
        .filter(([name, attribute]) => tag.name === name && tag.attributes[attribute] !== undefined)
        .filter(
          ([name]) =>
            name !== "meta" ||
            /^(og:image|og:url|twitter:image)$/.test(
              tag.attributes.property ?? tag.attributes.name ?? "",
            ),
        )
        .map(([name, attribute]) => ({
          href: tag.attributes[attribute] ?? "",
          isNavigation: name === "a",
        })),
    );
    documents.set(page.path, { ids, links });
  }
  const origin = canonicalOrigin(await readFile(path.join(client, "index.html"), "utf8"));

  const broken: BrokenLink[] = [];
  const fileCache = new Map<string, Promise<boolean>>();
  const isFile = (file: string) => {
    if (!fileCache.has(file))
      fileCache.set(
        file,
        stat(file).then(
          (info) => info.isFile(),
          () => false,
        ),
      );
    return fileCache.get(file) as Promise<boolean>;
  };
  const pageLinks = new Map<string, Set<string>>();
  let linkCount = 0;
  for (const [pagePath, document] of documents) {
    const targets = new Set<string>();
    pageLinks.set(pagePath, targets);
    for (const { href, isNavigation } of document.links) {
      linkCount++;
      const url = new URL(href, `http://site.invalid${pagePath}`);
      const isOurs =
        url.origin === "http://site.invalid" || (origin !== undefined && url.origin === origin);
      if (!isOurs) {
        if (!/^(https?|mailto|tel):$/.test(url.protocol))
          broken.push({ page: pagePath, href, problem: `unexpected scheme ${url.protocol}` });
        continue;
      }
      let target = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
      if (target !== url.pathname)
        broken.push({ page: pagePath, href, problem: `trailing slash: link ${target}` });
      target = redirects[target] ?? target;
      // Not-found pages are served for unknown paths; no link may lead to one by name.
      const isSamePage = target === pagePath;
      const pageDocument = isSamePage
        ? document
        : notFoundPaths.has(target)
          ? undefined
          : documents.get(target);
      const exists =
        pageDocument !== undefined ||
        (!/\.html$/.test(target) &&
          ![...notFoundPaths].some((notFound) => target.startsWith(notFound)) &&
          (await isFile(path.join(client, decodeURIComponent(target)))));
      if (!exists) {
        broken.push({ page: pagePath, href, problem: "no such page or file" });
        continue;
      }
      if (pageDocument && isNavigation) targets.add(target);
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && !pageDocument?.ids.has(anchor)) {
        broken.push({
          page: pagePath,
          href,
          problem: `no element with id "${anchor}" on ${target}`,
        });
      }
    }
  }

  const reached = new Set(["/"]);
  const queue = ["/"];
  while (queue.length > 0) {
    for (const target of pageLinks.get(queue.shift() as string) ?? []) {
      if (reached.has(target)) continue;
      reached.add(target);
      queue.push(target);
    }
  }
  const unreachable = pages
    .filter((page) => page.isListed && !reached.has(page.path))
    .map((page) => page.path);
  return { pages: pages.length, links: linkCount, broken, unreachable };
}

/** Our public origin, read from the home page's canonical link. */
function canonicalOrigin(homeHtml: string): string | undefined {
  const canonical = findTags(homeHtml, ["link"]).find((tag) => tag.attributes.rel === "canonical");
  return canonical?.attributes.href ? new URL(canonical.attributes.href).origin : undefined;
}

// `node scripts/check-links.ts [build-dir]`: prints the report, exits 1 on any problem.
if (import.meta.main) {
  const buildDir = process.argv[2] ?? process.env.BUILD_DIR ?? "build";
  const client = path.join(siteFolder(buildDir) ?? path.resolve(buildDir), "client");
  const report = await checkLinks(client);
  for (const link of report.broken) console.log(`${link.page}: ${link.href} — ${link.problem}`);
  for (const page of report.unreachable) console.log(`${page}: not reachable from /`);
  console.log(
    `${report.pages} pages, ${report.links} addresses, ${report.broken.length} broken, ${report.unreachable.length} unreachable`,
  );
  process.exitCode = report.broken.length + report.unreachable.length > 0 ? 1 : 0;
}
