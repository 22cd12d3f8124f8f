import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtPages } from "#scripts/built-pages.ts";
import { notFoundPaths, sitePages } from "#src/routing/site-map.server.ts";
import { axeViolations, describeViolations, sidewaysScroll, withAxe } from "#tests/support/axe.ts";
import {
  baseUrl,
  launchBrowser,
  openPage,
  siteUrl,
  viewports,
  waitForPageReady,
} from "./browser.ts";

// Every built page in a browser at the phone width, once its page script and
// islands run: axe-core (any violation fails), no sideways scroll, no request
// to another origin, and a Content-Security-Policy of its own with script
// hashes that the page never violates; plus the open menus. At the desktop
// width the same checks run on one page of each template in each language:
// a page's desktop layout is its template's (the text that could overflow or
// clash is the same at both widths, and the narrow one is where it shows), and
// walking all of them again took 70 s of a suite that must stay under ten
// minutes. One browser and one page per width, reused across routes.
const everyRoute = builtPages().map((page) => page.path);
const routesByWidth: Record<keyof typeof viewports, string[]> = {
  phone: everyRoute,
  desktop: [
    ...new Map(
      sitePages().map((page) => [`${page.template} ${page.language}`, page.path] as const),
    ).values(),
    ...notFoundPaths,
  ],
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])("at %s width", (viewport) => {
  const routes = routesByWidth[viewport];
  let context: BrowserContext;
  let page: Page;
  // No page may load anything (image, font, script, style, beacon) from another origin.
  const foreign: string[] = [];
  const cspViolations: string[] = [];
  beforeAll(async () => {
    // Reduced motion: cards below the fold are shown, not mid-animation, when axe checks contrast.
    ({ context, page } = await openPage(browser, viewport, { reducedMotion: "reduce" }));
    await withAxe(context);
    const origin = new URL(baseUrl()).origin;
    context.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol !== "data:" && url.origin !== origin) {
        foreign.push(`${page.url()} -> ${request.url()}`);
      }
    });
    await context.exposeFunction("reportViolation", (text: string) => cspViolations.push(text));
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
        );
      });
    });
  });
  afterAll(async () => {
    await context?.close();
  });

  async function visit(tab: Page, path: string) {
    const response = await tab.goto(siteUrl(path), { waitUntil: "load" });
    // No violation is no proof when there is no policy: every page has its own.
    const policy = response?.headers()["content-security-policy"] ?? "";
    if (!/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/.test(policy)) {
      cspViolations.push(`${path}: no script hashes in its policy: ${policy || "none"}`);
    }
    await waitForPageReady(tab);
  }

  // The same visit checks the layout fits the width: no page scrolls sideways
  // (WCAG 1.4.10 reflow at 375 px, and a careless-looking page at any width).
  // Two tabs take turns over the pages: the browser's work is most of the
  // time here, and this machine has two cores for it.
  it(`${viewport === "phone" ? "every page" : "a page of each template"} has no axe violations and no horizontal scroll`, async () => {
    const problems: string[] = [];
    const queue = [...routes];
    const second = await context.newPage();
    for (const tab of [page, second]) {
      tab.on("console", (message) => {
        if (/Content.Security.Policy|Permissions-Policy/i.test(message.text())) {
          cspViolations.push(`${tab.url()}: ${message.text()}`);
        }
      });
    }
    await Promise.all(
      [page, second].map(async (tab) => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          await visit(tab, path);
          problems.push(
            ...describeViolations(await axeViolations(tab)).map((line) => `${path}: ${line}`),
          );
          const overflow = await sidewaysScroll(tab);
          if (overflow !== 0) problems.push(`${path}: ${overflow} px wider than the window`);
        }
      }),
    );
    await second.close();
    expect(routes.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  }, 480_000);

  it("no page requested anything from another origin, or broke its policy", async () => {
    // The last page's late requests too.
    await page.waitForLoadState("networkidle");
    expect(routes.length).toBeGreaterThan(0);
    expect(foreign).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  it("the open menus have no axe violations", async () => {
    await visit(page, "/");
    const found: string[] = [];
    const check = async (state: string) => {
      found.push(
        ...describeViolations(await axeViolations(page, "header")).map(
          (line) => `${state}: ${line}`,
        ),
      );
    };
    // Every menu panel and every training family's list, opened one at a time.
    const openFamilies = async (menuId: string, label: string) => {
      const families = page.locator(
        `#${menuId} details[name="training-family"], #${menuId} ul ul details`,
      );
      // An empty list would check nothing and pass.
      expect(await families.count(), `training families in ${label}`).toBeGreaterThan(0);
      for (let index = 0; index < (await families.count()); index++) {
        const family = families.nth(index);
        await family.evaluate((details) => {
          (details as HTMLDetailsElement).open = true;
        });
        await check(`${label}, ${await family.locator("summary").textContent()}`);
      }
    };
    if (viewport === "desktop") {
      // By keyboard: hover menus would close as the pointer jumps between buttons.
      const open = async (panel: string) => {
        await page.locator(`[popovertarget="${panel}"]`).focus();
        await page.keyboard.press("Enter");
        await expect
          .poll(() => page.locator(`#${panel}`).evaluate((el) => el.matches(":popover-open")))
          .toBe(true);
      };
      await open("menu-services");
      await check("Services menu");
      await open("menu-training");
      await openFamilies("menu-training", "Training menu");
    } else {
      await page.locator('header button[popovertarget="mobile-menu"]').click();
      const menu = page.locator("#mobile-menu");
      await menu.locator("summary", { hasText: "Services" }).first().click();
      await check("mobile menu, Services");
      await menu.locator("summary", { hasText: "Training" }).first().click();
      await openFamilies("mobile-menu", "mobile menu, Training");
    }
    expect(found).toEqual([]);
  });
});
