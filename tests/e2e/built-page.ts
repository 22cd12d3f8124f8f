import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { builtFile } from "#scripts/built-pages.ts";

/**
 * A page as the build wrote it (<BUILD_DIR>/client/<path>.html), parsed
 * with the DOMParser of the test file's jsdom environment: no browser, no
 * server. Each page is read once per test file.
 */
const documents = new Map<string, Document>();

export function builtPage(pagePath: string): Document {
  const cached = documents.get(pagePath);
  if (cached) return cached;
  const file = path.join(inject("buildDir"), "client", builtFile(pagePath));
  if (!existsSync(file)) {
    throw new Error(`${file} does not exist: build the site first (BUILD_DIR=… npm run build)`);
  }
  const document = new DOMParser().parseFromString(readFileSync(file, "utf8"), "text/html");
  documents.set(pagePath, document);
  return document;
}

/** An element's text as a reader sees it: whitespace collapsed, "" when there is none. */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** The page's structured data of one @type (JSON-LD), or undefined. */
export function structuredData(
  document: Document,
  type: string,
): Record<string, unknown> | undefined {
  return [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>)
    .find((data) => data?.["@type"] === type);
}

/** The page's <main>; pages without one fail here, not with a null later. */
export function mainOf(document: Document): HTMLElement {
  const main = document.querySelector<HTMLElement>("main");
  if (!main) throw new Error("The page has no <main>");
  return main;
}
