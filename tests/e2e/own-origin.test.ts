import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { sitePages } from "~/content/site-map.server";
import { baseUrl, launchBrowser, openPage, siteUrl, waitForPageReady } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// No page may load anything (image, font, script, style, beacon) from another origin.
describe("requests", () => {
  it("stay on our own origin on every page", async () => {
    const { context, page } = await openPage(browser, "phone");
    const foreign: string[] = [];
    const origin = new URL(baseUrl()).origin;
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol !== "data:" && url.origin !== origin)
        foreign.push(`${page.url()} -> ${request.url()}`);
    });
    for (const { path } of sitePages) {
      await page.goto(siteUrl(path), { waitUntil: "networkidle" });
      await waitForPageReady(page);
    }
    expect(foreign).toEqual([]);
    await context.close();
    // Every page waits for half a second of network quiet: about 55 s for the
    // whole site on a loaded machine, too close to the default 60 s.
  }, 150_000);
});
