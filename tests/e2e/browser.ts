import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import { chromiumFlags, chromiumPath } from "../../scripts/chromium.ts";

/** Debian's Chromium, started the way this workplace requires (no network of its own). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
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

/** Waits until React has hydrated the page (root.tsx marks <html>), so clicks are handled by the app. */
export async function waitForHydration(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}
