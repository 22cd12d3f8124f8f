import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePages } from "#src/routing/site-map.server.ts";
import { launchBrowser, openPage, siteUrl, viewports, waitForPageReady } from "./browser.ts";

// Keyboard use of the site: Tab reaches every menu item and every field of
// the form; at every stop the focus is visible and not hidden under the fixed
// header (WCAG 2.4.7, 2.4.11); every target is at least 24×24 px or spaced
// (2.5.8). One page per template, at both widths.
const templatePages = [
  ...new Map(sitePages().map((page) => [page.template, page.path])).values(),
  "/404",
];

interface FocusStop {
  description: string;
  isInHeader: boolean;
  isCollapsedButton: boolean;
  href: string | null;
  /** Set by a test on the elements it wants reached. */
  mark: string | null;
  isFocusVisible: boolean;
  isObscured: boolean;
}

/** What the browser shows for the focused element. Runs in the page. */
function inspectFocus(): FocusStop | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const style = getComputedStyle(element);
  const hasOutline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 1;
  const hasRing = style.boxShadow !== "none";
  // Not hidden: some point of the element, within the viewport, is on top there.
  const rect = element.getBoundingClientRect();
  const left = Math.max(rect.left, 0);
  const right = Math.min(rect.right, window.innerWidth);
  const top = Math.max(rect.top, 0);
  const bottom = Math.min(rect.bottom, window.innerHeight);
  let isVisibleSomewhere = false;
  for (const fx of [0.1, 0.5, 0.9]) {
    for (const fy of [0.1, 0.5, 0.9]) {
      if (right <= left || bottom <= top) continue;
      const hit = document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy);
      if (hit && (hit === element || element.contains(hit))) isVisibleSomewhere = true;
    }
  }
  const text = (element.getAttribute("aria-label") ?? element.textContent ?? "")
    .trim()
    .replace(/\s+/g, " ");
  return {
    description: `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${text.slice(0, 40)}"`,
    isInHeader: Boolean(element.closest("header")),
    // A menu button whose panel (a popover) is closed, or the summary of a closed group.
    isCollapsedButton:
      Boolean(element.closest("header")) &&
      ((element.tagName === "BUTTON" &&
        !document
          .getElementById(element.getAttribute("popovertarget") ?? "")
          ?.matches(":popover-open")) ||
        (element.tagName === "SUMMARY" && !(element.parentElement as HTMLDetailsElement).open)),
    href: element.getAttribute("href"),
    mark: element.getAttribute("data-test-mark"),
    isFocusVisible: hasOutline || hasRing,
    isObscured: !isVisibleSomewhere,
  };
}

/**
 * Tabs through the page from the top, opening every collapsed menu button met
 * on the way (Enter) when `openMenus` is set, until focus leaves the page or
 * (with `headerOnly`) moves on from the header to the content.
 */
async function tabWalk(page: Page, options: { openMenus?: boolean; headerOnly?: boolean } = {}) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const stops: FocusStop[] = [];
  for (let step = 0; step < 600; step++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(inspectFocus);
    if (!stop) break;
    if (options.headerOnly && !stop.isInHeader && stops.some((earlier) => earlier.isInHeader))
      break;
    if (stop.description === stops[0]?.description && stop.href === stops[0]?.href) break;
    stops.push(stop);
    if (options.openMenus && stop.isCollapsedButton) {
      await page.keyboard.press("Enter");
      // Tab on once the panel or group is open and shown: until then its links
      // are not focusable yet, and Tab would skip them.
      await page.waitForFunction(
        () => {
          const control = document.activeElement;
          const opened =
            control?.tagName === "SUMMARY"
              ? control.parentElement
              : document.getElementById(control?.getAttribute("popovertarget") ?? "");
          const isOpen =
            opened instanceof HTMLDetailsElement ? opened.open : opened?.matches(":popover-open");
          return isOpen && opened?.checkVisibility({ visibilityProperty: true });
        },
        null,
        { polling: "raf" },
      );
    }
  }
  return stops;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])(
  "keyboard at %s width",
  (viewport) => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await openPage(browser, viewport, { reducedMotion: "reduce" }));
    });
    afterAll(async () => {
      await context?.close();
    });
    async function visit(path: string) {
      await page.goto(siteUrl(path), { waitUntil: "load" });
      await waitForPageReady(page);
    }

    it("Tab reaches every menu item", async () => {
      await visit("/");
      // Course links share their hub's address, so each menu link gets a mark to be recognised by.
      const menuLinks = await page
        .locator(
          viewport === "desktop"
            ? "header nav[aria-label='Main']:not(#mobile-menu) a[href]"
            : "#mobile-menu a[href]",
        )
        .evaluateAll((links) =>
          links.map((link, index) => {
            link.setAttribute("data-test-mark", String(index));
            return `${index}: ${link.textContent?.trim()} (${link.getAttribute("href")})`;
          }),
        );
      expect(menuLinks.length).toBeGreaterThan(20);
      const stops = await tabWalk(page, { openMenus: true, headerOnly: true });
      const reached = new Set(stops.map((stop) => stop.mark));
      expect(menuLinks.filter((_, index) => !reached.has(String(index)))).toEqual([]);
    });

    it("Tab reaches every field of the contact form", async () => {
      await visit("/contact");
      const stops = await tabWalk(page);
      const fields = await page
        .locator("form :is(input, textarea, select, button)")
        .evaluateAll((elements) =>
          elements
            .filter(
              (element) =>
                (element as HTMLElement).checkVisibility({ visibilityProperty: true }) &&
                (element as HTMLElement).tabIndex >= 0,
            )
            .map(
              (element) =>
                `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}>`,
            ),
        );
      expect(fields.length).toBeGreaterThanOrEqual(5);
      const reached = stops.map((stop) => stop.description);
      expect(fields.filter((field) => !reached.some((stop) => stop.startsWith(field)))).toEqual([]);
      expect(
        reached.some((stop) => stop.includes("bot-field")),
        "the honeypot is out of the tab order",
      ).toBe(false);
    });

    it.each(templatePages)(
      "on %s every focus stop is visible and not hidden under the header",
      async (path) => {
        await visit(path);
        const stops = await tabWalk(page);
        expect(stops.length).toBeGreaterThan(5);
        expect(
          stops.filter((stop) => !stop.isFocusVisible).map((stop) => stop.description),
          "no focus indicator",
        ).toEqual([]);
        expect(
          stops.filter((stop) => stop.isObscured).map((stop) => stop.description),
          "focus hidden",
        ).toEqual([]);
      },
    );

    it.each(templatePages)("on %s every target is at least 24×24 px or spaced", async (path) => {
      await visit(path);
      const small = await page.evaluate(() => {
        const selector =
          "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex='-1'])";
        const targets = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) =>
          element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
        );
        const rects = targets.map((element) => element.getBoundingClientRect());
        // WCAG 2.5.8 exception: a link inside a sentence, sized by its line of text.
        const isInline = (element: HTMLElement) =>
          getComputedStyle(element).display === "inline" &&
          [...(element.parentElement?.childNodes ?? [])].some(
            (node) =>
              node !== element &&
              node.nodeType === Node.TEXT_NODE &&
              (node.textContent ?? "").trim() !== "",
          );
        const distance = (x: number, y: number, rect: DOMRect) =>
          Math.hypot(
            Math.max(rect.left - x, 0, x - rect.right),
            Math.max(rect.top - y, 0, y - rect.bottom),
          );
        return targets.flatMap((element, index) => {
          const rect = element.getBoundingClientRect();
          if (rect.width >= 24 && rect.height >= 24) return [];
          if (isInline(element)) return [];
          // Spacing exception: a 24 px circle on the target's centre meets no other target
          // (and no other undersized target's circle).
          const cx = (rect.left + rect.right) / 2;
          const cy = (rect.top + rect.bottom) / 2;
          const isSpaced = rects.every((other, otherIndex) => {
            if (
              otherIndex === index ||
              targets[otherIndex]?.contains(element) ||
              element.contains(targets[otherIndex] ?? null)
            )
              return true;
            const isOtherSmall = other.width < 24 || other.height < 24;
            if (isOtherSmall) {
              return (
                Math.hypot(
                  cx - (other.left + other.right) / 2,
                  cy - (other.top + other.bottom) / 2,
                ) >= 24
              );
            }
            return distance(cx, cy, other) >= 12;
          });
          if (isSpaced) return [];
          const text = (element.getAttribute("aria-label") ?? element.textContent ?? "")
            .trim()
            .replace(/\s+/g, " ");
          return [
            `<${element.tagName.toLowerCase()}> "${text.slice(0, 40)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
          ];
        });
      });
      expect(small).toEqual([]);
    });
  },
);
