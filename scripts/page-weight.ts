import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { init as initModuleLexer, parse as parseModule } from "es-module-lexer";
import { findTags, type HtmlTag } from "./html-tags.ts";

/**
 * What one built page costs a visitor, in bytes gzipped (level 9): the
 * JavaScript it runs when it loads, its CSS, HTML and images, and the same
 * page with its scripts removed. The size budgets (tests/built/budgets.test.ts)
 * and `npm run bench` both measure with this.
 *
 * First-load JavaScript: inline scripts, the module scripts the page names,
 * the islands' renderer (React, unless every island waits for a touch) and
 * every island that starts with the page
 * (`client:idle`, `client:load`), each with every module it imports, each
 * module once; of the islands that start only when scrolled into view
 * (`client:visible`), the heaviest, since a visitor's first screen may hold
 * any one of them. An island that starts when the visitor first touches it
 * (`client:interaction`, the enrolment form) is not first-load: it counts in
 * `allJs`, which counts every island started.
 */
export interface PageWeight {
  js: number;
  /** Every script the page may run, all its islands started. */
  allJs: number;
  css: number;
  images: number;
  html: number;
  total: number;
  totalWithoutScripts: number;
  /** The JavaScript modules it loads ("assets/x.js"). */
  modules: Set<string>;
  scripts: { element: string; attributes: Record<string, string>; body: string }[];
}

const gzipCache = new Map<string, number>();
const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;

async function gzippedFile(client: string, file: string): Promise<number> {
  const key = path.join(client, file);
  const cached = gzipCache.get(key);
  if (cached !== undefined) return cached;
  const size = gzipSync(await readFile(key), { level: 9 }).length;
  gzipCache.set(key, size);
  return size;
}

/**
 * A built module and every module it imports, statically or not
 * ("assets/x.js"), read by an ES module lexer (the one Vite uses): minified
 * code is code, not text to search.
 */
async function moduleClosure(client: string, entries: string[]): Promise<Set<string>> {
  await initModuleLexer;
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const asset = queue.pop() as string;
    if (seen.has(asset)) continue;
    seen.add(asset);
    const [imports] = parseModule(await readFile(path.join(client, asset), "utf8"), asset);
    for (const { n: specifier } of imports) {
      // Our own modules only ("./x.js", "/assets/x.js"); import.meta has no specifier.
      if (!specifier || !/^\.{0,2}\/.*\.js$/.test(specifier)) continue;
      queue.push(decodeURIComponent(new URL(specifier, `file:///${asset}`).pathname.slice(1)));
    }
  }
  return seen;
}

/** Script elements the browser runs (not JSON-LD, not speculation rules, which are data). */
function isExecutable(attributes: Record<string, string>): boolean {
  const type = attributes.type?.trim().toLowerCase();
  return !type || type === "module" || type === "text/javascript";
}

/** `client`: the build's public folder; `file`: the page's file in it ("about.html"). */
export async function pageWeight(client: string, file: string): Promise<PageWeight> {
  const html = await readFile(path.join(client, file), "utf8");
  const tags = findTags(html);
  const scripts = tags
    .filter((tag) => tag.name === "script")
    .map((script) => ({
      element: script.location ? html.slice(script.location.start, script.location.end) : "",
      attributes: script.attributes,
      body: script.text,
    }));
  const inline = scripts.filter(
    (script) => isExecutable(script.attributes) && !script.attributes.src,
  );
  const islands = tags.filter((tag) => tag.name === "astro-island");
  const asset = (url: string | undefined) => (url ? [url.slice(1)] : []);
  // Module scripts, and the islands' renderer once any island starts with the
  // page or on view; islands that wait for a touch bring it themselves.
  const isStartedByTouch = (island: { attributes: Record<string, string> }) =>
    island.attributes.client === "interaction";
  const base = await moduleClosure(client, [
    ...scripts.flatMap((script) => asset(script.attributes.src)),
    ...islands
      .filter((island) => !isStartedByTouch(island))
      .flatMap((island) => asset(island.attributes["renderer-url"])),
  ]);
  const ownModules = await Promise.all(
    islands.map(async (island) => ({
      isOnView: island.attributes.client === "visible",
      isOnInteraction: isStartedByTouch(island),
      modules: [
        ...(await moduleClosure(client, [
          ...asset(island.attributes["component-url"]),
          ...asset(island.attributes["renderer-url"]),
        ])),
      ].filter((module) => !base.has(module)),
    })),
  );
  const stylesheets = tags
    .filter((tag) => tag.name === "link" && tag.attributes.rel === "stylesheet")
    .map((tag) => (tag.attributes.href ?? "").slice(1));
  const images = [
    ...tags
      .filter((tag) => tag.name === "img" && tag.attributes.src?.startsWith("/"))
      .map((tag) => tag.attributes.src ?? ""),
    // The browser fetches one icon: the SVG where it is supported.
    ...tags
      .filter(
        (tag) =>
          tag.name === "link" &&
          tag.attributes.rel === "icon" &&
          tag.attributes.type === "image/svg+xml",
      )
      .map((tag) => tag.attributes.href ?? ""),
  ].map((url) => url.slice(1));
  const sum = async (files: Iterable<string>) =>
    (await Promise.all([...new Set(files)].map((file) => gzippedFile(client, file)))).reduce(
      (a, b) => a + b,
      0,
    );
  const inlineBytes = inline.reduce((total, script) => total + gzipped(script.body), 0);
  const onViewBytes = await Promise.all(
    ownModules.filter((island) => island.isOnView).map((island) => sum(island.modules)),
  );
  const eager = ownModules
    .filter((island) => !island.isOnView && !island.isOnInteraction)
    .flatMap((island) => island.modules);
  const js = inlineBytes + (await sum([...base, ...eager])) + Math.max(0, ...onViewBytes);
  const modules = new Set([...base, ...ownModules.flatMap((island) => island.modules)]);
  const allJs = inlineBytes + (await sum(modules));
  const css = await sum(stylesheets);
  const imageBytes = await sum(images);
  const htmlBytes = gzipped(html);
  const htmlWithoutScripts = gzipped(removeScripts(html, tags));
  return {
    js,
    allJs,
    css,
    images: imageBytes,
    html: htmlBytes,
    total: js + css + imageBytes + htmlBytes,
    totalWithoutScripts: css + imageBytes + htmlWithoutScripts,
    modules,
    scripts,
  };
}

/** The page with its scripts removed: no script element runs, no module loads (JSON-LD and speculation rules stay). */
export function withoutScripts(html: string): string {
  return removeScripts(html, findTags(html, ["script"]));
}

function removeScripts(html: string, tags: HtmlTag[]): string {
  const runs = tags
    .filter((tag) => tag.name === "script" && isExecutable(tag.attributes))
    .flatMap((script) => (script.location ? [script.location] : []));
  let rest = html;
  for (const { start, end } of runs.reverse()) rest = rest.slice(0, start) + rest.slice(end);
  return rest;
}
