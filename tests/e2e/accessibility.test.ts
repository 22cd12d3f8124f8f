import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtPages } from "../../scripts/built-pages";
import { launchBrowser, openPage, siteUrl, viewports, waitForHydration } from "./browser";

// axe-core on every prerendered page at both widths we design for, after
// hydration, plus the open menus. Any violation fails. One browser and one
// page per width, reused across routes, keep this to a couple of minutes.
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const routes = builtPages().map((page) => page.path);

// The axe-core engine @axe-core/playwright pins. Its AxeBuilder injects the
// 500 KB engine again on every analyze(), which doubled this file's run time
// (about 1 s against 0.4 s a page); loading it as an init script of the context
// has it ready in every page, and the checks are the same axe.run.
const axeSource = await readFile(
  createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve(
    "axe-core/axe.min.js",
  ),
  "utf8",
);

async function runAxe(page: Page, include?: string): Promise<AxeResults> {
  return page.evaluate(
    ([runOnly, selector]) => {
      const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
      return axe.run(selector ? { include: [[selector]] } : document, {
        runOnly: { type: "tag", values: runOnly },
        resultTypes: ["violations"],
      });
    },
    [tags, include] as const,
  );
}

/** One line per violation: rule, impact, help, and where. */
function describeViolations(results: AxeResults): string[] {
  return results.violations.map((violation) => {
    const nodes = violation.nodes.map((node) => node.target.join(" ")).slice(0, 4);
    const summary =
      violation.nodes[0]?.failureSummary?.split("\n").slice(1, 3).join(" ").trim() ?? "";
    return `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.length} node(s): ${nodes.join(" | ")}${summary ? ` — ${summary}` : ""}`;
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])("at %s width", (viewport) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    // Reduced motion: cards below the fold are shown, not mid-animation, when axe checks contrast.
    ({ context, page } = await openPage(browser, viewport, { reducedMotion: "reduce" }));
    await context.addInitScript({ content: axeSource });
  });
  afterAll(async () => {
    await context?.close();
  });

  async function visit(path: string) {
    await page.goto(siteUrl(path), { waitUntil: "load" });
    await waitForHydration(page);
  }

  // The same visit checks the layout fits the width: no page scrolls sideways
  // (WCAG 1.4.10 reflow at 375 px, and a careless-looking page at any width).
  it.each(routes)("%s has no axe violations and no horizontal scroll", async (path) => {
    await visit(path);
    expect(describeViolations(await runAxe(page))).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "page is wider than the window").toBe(0);
  });

  it("the open menus have no axe violations", async () => {
    await visit("/");
    const found: string[] = [];
    const check = async (state: string) => {
      found.push(
        ...describeViolations(await runAxe(page, "header")).map((line) => `${state}: ${line}`),
      );
    };
    if (viewport === "desktop") {
      // By keyboard: hover menus would close as the pointer jumps between buttons.
      const open = async (button: ReturnType<Page["locator"]>) => {
        await button.waitFor({ state: "visible" });
        if ((await button.getAttribute("aria-expanded")) === "true") return;
        await button.focus();
        await page.keyboard.press("Enter");
        await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
      };
      const nav = page.locator("header nav[aria-label='Main']").first();
      await open(nav.getByRole("button", { name: "Services" }));
      await check("Services menu");
      await open(nav.getByRole("button", { name: "Training" }));
      const families = nav.locator("#menu-training button[aria-expanded]");
      // An empty list would check nothing and pass.
      expect(await families.count(), "training families in the menu").toBeGreaterThan(0);
      for (let index = 0; index < (await families.count()); index++) {
        await open(families.nth(index));
        await check(`Training menu, ${await families.nth(index).textContent()}`);
      }
    } else {
      await page.locator("header button[aria-controls='mobile-menu']").click();
      const menu = page.locator("#mobile-menu");
      await menu.getByRole("button", { name: "Services" }).click();
      await check("mobile menu, Services");
      await menu.getByRole("button", { name: "Training" }).click();
      const families = menu.locator("ul ul button[aria-expanded]");
      expect(await families.count(), "training families in the mobile menu").toBeGreaterThan(0);
      for (let index = 0; index < (await families.count()); index++) {
        await families.nth(index).click();
        await check(`mobile menu, Training, ${await families.nth(index).textContent()}`);
      }
    }
    expect(found).toEqual([]);
  });
});
