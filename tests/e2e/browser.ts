import type { Browser, BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";
import { fileBrowser } from "#tests/support/worker-browser.ts";

/**
 * Debian's Chromium, started the way this workplace requires (no network of
 * its own): the test worker's one Chromium, as this file's own (its contexts;
 * `close()` closes them), tests/support/worker-browser.ts.
 */
export function launchBrowser(): Promise<Browser> {
  return fileBrowser();
}

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

export function baseUrl(): string {
  return inject("baseUrl");
}

export function siteUrl(path: string): string {
  return `${baseUrl()}${path}`;
}

/** A fresh context and page at one of the two widths we design for. */
export async function openPage(
  browser: Browser,
  viewport: keyof typeof viewports = "desktop",
  options: { javaScriptEnabled?: boolean; reducedMotion?: "reduce" | "no-preference" } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Waits until the page's own script has run (hover menus, dates kept true):
 * a module script, so it has run once the page has loaded.
 */
export async function waitForPageScript(page: Page) {
  await page.waitForLoadState("load");
}

export type IslandName = "ContactForm" | "EnrolmentForm" | "CourseFinder";

/**
 * Waits until an island of the page runs React. Astro drops the island's
 * `ssr` attribute once it has hydrated; a `client:visible` island (the
 * finder) starts only when scrolled into view, which this does.
 */
export async function waitForIsland(page: Page, name: IslandName) {
  await waitForPageScript(page);
  const island = page.locator(`astro-island[component-export="${name}"]`);
  await island.scrollIntoViewIfNeeded();
  // A form's island starts on the visitor's first touch (client:interaction).
  if ((await island.getAttribute("client")) === "interaction") {
    await island.dispatchEvent("focusin");
  }
  await page
    .locator(`astro-island[component-export="${name}"]:not([ssr])`)
    .waitFor({ state: "attached" });
}

/**
 * For checks over every page (axe, keyboard, requests): the page script has
 * run and each island on the page has hydrated; the page is left scrolled to
 * the top, as a visitor finds it.
 */
export async function waitForPageReady(page: Page) {
  await waitForPageScript(page);
  // page.evaluate, not a locator: a locator first loads Playwright's selector
  // engine into the page, 50 ms of the browser's time at each of the hundreds
  // of pages the walks visit, and most pages have no island.
  const islands = await page.evaluate(() =>
    [...document.querySelectorAll("astro-island[component-export]")].map((element) =>
      element.getAttribute("component-export"),
    ),
  );
  if (islands.length === 0) return;
  for (const name of islands) await waitForIsland(page, name as IslandName);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}
