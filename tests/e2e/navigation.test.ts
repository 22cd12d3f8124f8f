import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { navigation } from "#src/components/layout/navigation.server.ts";
import { trainingFamiliesIn } from "#src/content/training.server.ts";
import { launchBrowser, openPage, siteUrl, waitForPageScript } from "./browser.ts";

const trainingFamilies = trainingFamiliesIn("en");

// Menu entries come from the content (content/navigation.yml, the services and
// courses), so the labels and pages these tests use are read from it too.
const menus = navigation();
const serviceLinks = menus.services;
const firstService = serviceLinks[0];
const lastService = serviceLinks.at(-1);
if (!firstService || !lastService) throw new Error("The Services menu lists no service");
/** A course in a hub's later group, so that choosing it must scroll the hub. */
const scrollingCourse = trainingFamilies
  .filter((family) => family.hubLayout === "sections")
  .flatMap((family) =>
    family.groups
      .slice(1)
      .flatMap((group) => group.courses.map((course) => ({ family, group, course }))),
  )[0];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function visit(path: string, viewport: "phone" | "desktop" = "desktop") {
  const { context, page } = await openPage(browser, viewport);
  await page.goto(siteUrl(path));
  await waitForPageScript(page);
  return { context, page };
}

const desktopNav = (page: Page) => page.getByRole("navigation", { name: "Main" }).first();

/** Whether a menu's panel (a popover) is open. */
const isOpen = (page: Page, panelId: string) =>
  page.locator(`#${panelId}`).evaluate((panel) => panel.matches(":popover-open"));

/** What a screen reader is told of a button: its accessible name and expanded state (Chromium's tree). */
async function expandedState(page: Page, selector: string): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  const { nodeId } = await session.send("DOM.querySelector", {
    nodeId: (await session.send("DOM.getDocument")).root.nodeId,
    selector,
  });
  const { nodes } = await session.send("Accessibility.getPartialAXTree", {
    nodeId,
    fetchRelatives: false,
  });
  await session.detach();
  const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
  return expanded?.value.value as boolean | undefined;
}

/** Where a section sits below the top of the window, in px. */
const topOf = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top));

/** A link's accessible name that begins with `text` (a menu course may add its next date). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** Whether a section has come to rest just below the fixed 80 px bar. */
const isBelowBar = async (page: Page, id: string) => {
  const top = await topOf(page, id);
  return top >= 80 && top < 200;
};

/** Opens a family of a Training menu (desktop panel or mobile menu) unless it is open. */
async function openFamily(page: Page, menuId: string, label: string) {
  const family = page.locator(`#${menuId} details`, {
    has: page.locator(":scope > summary", { hasText: label }),
  });
  if (!(await family.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await family.locator(":scope > summary").click();
  }
}

describe("desktop menus", () => {
  it("open on hover and close when the pointer leaves", async () => {
    const { context, page } = await visit("/");
    const services = desktopNav(page).getByRole("button", { name: "Services" });
    expect(await isOpen(page, "menu-services")).toBe(false);
    await services.hover();
    await expect.poll(() => isOpen(page, "menu-services")).toBe(true);
    for (const { label } of serviceLinks) {
      expect(
        await desktopNav(page).getByRole("link", { name: label, exact: true }).isVisible(),
        label,
      ).toBe(true);
    }
    // A click right after hover opened it keeps it open.
    await services.click();
    expect(await isOpen(page, "menu-services")).toBe(true);
    await page.mouse.move(640, 700);
    await expect.poll(() => isOpen(page, "menu-services")).toBe(false);
    await context.close();
  });

  it("tell screen readers whether they are expanded", async () => {
    const { context, page } = await visit("/");
    const button = '[popovertarget="menu-services"]';
    expect(await expandedState(page, button)).toBe(false);
    await page.locator(button).click();
    await expect.poll(() => expandedState(page, button)).toBe(true);
    await context.close();
  });

  it("open with Enter and Space, close with Escape and give focus back to the button", async () => {
    const { context, page } = await visit("/");
    const services = desktopNav(page).getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => isOpen(page, "menu-services")).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(firstService.label);
    await page.keyboard.press("Escape");
    await expect.poll(() => isOpen(page, "menu-services")).toBe(false);
    expect(await services.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press(" ");
    await expect.poll(() => isOpen(page, "menu-services")).toBe(true);
    await context.close();
  });

  it("close when focus leaves the menu", async () => {
    const { context, page } = await visit("/");
    const services = desktopNav(page).getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    // The services and "All services", then on to the Training button.
    for (let i = 0; i < serviceLinks.length + 2; i++) await page.keyboard.press("Tab");
    await expect.poll(() => isOpen(page, "menu-services")).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Training");
    await context.close();
  });

  it("close on a click outside", async () => {
    const { context, page } = await visit("/about");
    await desktopNav(page).getByRole("button", { name: "Training" }).click();
    expect(await isOpen(page, "menu-training")).toBe(true);
    // Below the panel, on the page.
    await page.mouse.click(20, 880);
    await expect.poll(() => isOpen(page, "menu-training")).toBe(false);
    await context.close();
  });

  it("list each training family's courses in its submenu, opened by hover", async () => {
    const { context, page } = await visit("/");
    const nav = desktopNav(page);
    await nav.getByRole("button", { name: "Training" }).hover();
    await expect.poll(() => isOpen(page, "menu-training")).toBe(true);
    for (const family of menus.training) {
      await page.locator("#menu-training summary", { hasText: family.label }).hover();
      for (const course of [family.courses[0], family.courses.at(-1)]) {
        if (!course) continue;
        await expect
          .poll(() =>
            nav
              .getByRole("link", { name: startsWith(course.label) })
              .first()
              .isVisible(),
          )
          .toBe(true);
      }
    }
    await context.close();
  });

  it("mark the current page with aria-current", async () => {
    const { context, page } = await visit(lastService.href);
    // The menu is closed, so its links are outside the accessibility tree until it opens.
    const menuLink = (name: string) =>
      desktopNav(page).getByRole("link", { name, exact: true, includeHidden: true });
    expect(await menuLink(lastService.label).getAttribute("aria-current")).toBe("page");
    expect(await menuLink(firstService.label).getAttribute("aria-current")).toBeNull();
    await context.close();
  });

  it("close after a link is chosen, and the new page starts at the top", async () => {
    const { context, page } = await visit("/");
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    await desktopNav(page).getByRole("button", { name: "Services" }).click();
    await desktopNav(page).getByRole("link", { name: lastService.label, exact: true }).click();
    await page.waitForURL(siteUrl(lastService.href));
    expect(await isOpen(page, "menu-services")).toBe(false);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2000 }).toBe(0);
    await context.close();
  });

  it("work without JavaScript: a click opens a menu and its links lead on", async () => {
    const { context, page } = await openPage(browser, "desktop", { javaScriptEnabled: false });
    await page.goto(siteUrl("/about"));
    await desktopNav(page).getByRole("button", { name: "Services" }).click();
    expect(await isOpen(page, "menu-services")).toBe(true);
    await desktopNav(page).getByRole("link", { name: firstService.label, exact: true }).click();
    await page.waitForURL(siteUrl(firstService.href));
    await context.close();
  });

  it.runIf(scrollingCourse)(
    "open the hub at the course's section, below the fixed bar, when a course is chosen in the Training menu",
    async () => {
      if (!scrollingCourse) return;
      const { family, group, course } = scrollingCourse;
      const { context, page } = await visit("/");
      const nav = desktopNav(page);
      await nav.getByRole("button", { name: "Training" }).click();
      await openFamily(page, "menu-training", family.menuTitle);
      await nav.getByRole("link", { name: startsWith(course.title) }).click();
      await page.waitForURL(siteUrl(`/training/${family.slug}#${group.id}`));
      await expect.poll(() => isBelowBar(page, group.id), { timeout: 5000 }).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

      // On the hub itself, the same choice scrolls there and closes the menu.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await nav.getByRole("button", { name: "Training" }).click();
      await openFamily(page, "menu-training", family.menuTitle);
      await nav.getByRole("link", { name: startsWith(course.title) }).click();
      await expect.poll(() => isOpen(page, "menu-training")).toBe(false);
      await expect.poll(() => isBelowBar(page, group.id), { timeout: 5000 }).toBe(true);
      await context.close();
    },
  );
});

describe("mobile menu", () => {
  const mobileMenuButton = (page: Page) => page.locator('button[popovertarget="mobile-menu"]');

  it("opens by tap, shows the same items, and closes when a link is chosen", async () => {
    const { context, page } = await visit("/", "phone");
    expect(await desktopNav(page).isVisible()).toBe(false);
    const menuButton = page.getByRole("button", { name: "Menu" });
    expect(await page.locator("#mobile-menu").isVisible()).toBe(false);

    await menuButton.click();
    const menu = page.locator("#mobile-menu");
    await expect.poll(() => menu.isVisible()).toBe(true);
    for (const label of ["Services", "Training"]) {
      expect(await menu.locator("summary", { hasText: label }).first().isVisible(), label).toBe(
        true,
      );
    }
    expect(await menu.getByRole("link", { name: menus.about.label }).isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: menus.consultation.label }).isVisible()).toBe(true);

    await menu.locator("summary", { hasText: "Services" }).click();
    await menu.getByRole("link", { name: lastService.label, exact: true }).click();
    await page.waitForURL(siteUrl(lastService.href));
    expect(await menu.isVisible()).toBe(false);
    expect(await isOpen(page, "mobile-menu")).toBe(false);
    await context.close();
  });

  it("opens without JavaScript too, reaching every page the footer lists", async () => {
    const { context, page } = await openPage(browser, "phone", { javaScriptEnabled: false });
    await page.goto(siteUrl("/services"));
    await mobileMenuButton(page).click();
    const menu = page.locator("#mobile-menu");
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.locator("summary", { hasText: "Services" }).click();
    for (const { label } of serviceLinks) {
      expect(await menu.getByRole("link", { name: label, exact: true }).isVisible(), label).toBe(
        true,
      );
    }
    await context.close();
  });

  it("closes again with its button, and with Escape", async () => {
    const { context, page } = await visit("/about", "phone");
    await mobileMenuButton(page).click();
    await expect.poll(() => isOpen(page, "mobile-menu")).toBe(true);
    await mobileMenuButton(page).click();
    await expect.poll(() => isOpen(page, "mobile-menu")).toBe(false);
    await mobileMenuButton(page).click();
    await page.keyboard.press("Escape");
    await expect.poll(() => isOpen(page, "mobile-menu")).toBe(false);
    await context.close();
  });

  it.runIf(scrollingCourse)("reaches a course's hub section from the Training menu", async () => {
    if (!scrollingCourse) return;
    const { family, group, course } = scrollingCourse;
    const { context, page } = await visit("/", "phone");
    await mobileMenuButton(page).click();
    const menu = page.locator("#mobile-menu");
    await openFamily(page, "mobile-menu", "Training");
    await openFamily(page, "mobile-menu", family.menuTitle);
    await menu.getByRole("link", { name: startsWith(course.title) }).click();
    await page.waitForURL(siteUrl(`/training/${family.slug}#${group.id}`));
    await expect.poll(() => isBelowBar(page, group.id), { timeout: 5000 }).toBe(true);
    await context.close();
  });
});

describe("layout", () => {
  it("keeps an 80 px header fixed at the top while the page scrolls", async () => {
    const { context, page } = await visit("/services");
    const header = page.locator("header").first();
    expect(await header.evaluate((el) => el.getBoundingClientRect().height)).toBe(80);
    await page.evaluate(() => window.scrollTo(0, 800));
    expect(await header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    await context.close();
  });

  it("suppresses menu transitions while the window is resized, and restores them 250 ms after", async () => {
    const { context, page } = await visit("/");
    // Every change of <html>'s class, as it happens, with its time and a menu
    // chevron's transition then: the test reads what happened, not what is
    // left when a busy machine lets it look.
    await page.evaluate(() => {
      const root = document.documentElement;
      const chevron = document.querySelector(".menu-chevron");
      if (!chevron) throw new Error("No menu chevron on the page");
      const changes: { isResizing: boolean; at: number; transition: string }[] = [];
      Object.assign(window, { resizeChanges: changes });
      new MutationObserver(() =>
        changes.push({
          isResizing: root.classList.contains("is-resizing"),
          at: performance.now(),
          transition: getComputedStyle(chevron).transitionProperty,
        }),
      ).observe(root, { attributes: true, attributeFilter: ["class"] });
    });
    type Change = { isResizing: boolean; at: number; transition: string };
    const recorded = () => (window as unknown as { resizeChanges: Change[] }).resizeChanges;
    await page.setViewportSize({ width: 1100, height: 900 });
    // The class comes with the resize and goes once no resize has come for a while.
    await page.waitForFunction(() => {
      const changes = (window as unknown as { resizeChanges: Change[] }).resizeChanges;
      return changes.some((change) => change.isResizing) && changes.at(-1)?.isResizing === false;
    });
    const changes = await page.evaluate(recorded);
    const lastAdded = changes.findLast((change) => change.isResizing);
    const removed = changes.at(-1);
    expect(lastAdded?.transition).toBe("none");
    expect(removed?.transition).not.toBe("none");
    // The timer waits 250 ms after the last resize. Both times are when the observer ran, which a
    // busy machine delays, the first more than the second at times (244.7 ms seen): so a wide
    // margin, still far above the few milliseconds a removal without the wait would take.
    expect((removed?.at ?? 0) - (lastAdded?.at ?? 0)).toBeGreaterThanOrEqual(200);
    await context.close();
  });

  it("shows every card without JavaScript", async () => {
    const { context, page } = await openPage(browser, "desktop", { javaScriptEnabled: false });
    await page.goto(siteUrl("/services"));
    const opacities = await page
      .locator("[data-reveal]")
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).opacity));
    expect(opacities.length).toBeGreaterThanOrEqual(6);
    expect(new Set(opacities)).toEqual(new Set(["1"]));
    await context.close();
  });

  it("lets cards below the fold fade in once as they scroll into view", async () => {
    const { context, page } = await visit("/");
    const lastCard = page.locator("#training-and-coaching [data-reveal]").last();
    const card = await lastCard.elementHandle();
    // The observer's first report comes some time after load: wait for it, not for a time.
    await page.waitForFunction((element) => element?.getAttribute("data-reveal") !== "", card);
    expect(await lastCard.getAttribute("data-reveal")).toBe("pending");
    expect(await lastCard.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    await lastCard.scrollIntoViewIfNeeded();
    await page.waitForFunction((element) => element?.getAttribute("data-reveal") === "shown", card);
    // The fade itself: wait until it has run to its end.
    await lastCard.evaluate((el) => Promise.all(el.getAnimations().map((run) => run.finished)));
    expect(await lastCard.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    // Once: scrolled away and back, it stays as it is and nothing runs again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await lastCard.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => frame(null))));
    expect(await lastCard.getAttribute("data-reveal")).toBe("shown");
    expect(
      await lastCard.evaluate(
        (el) => el.getAnimations().filter((run) => run.playState === "running").length,
      ),
    ).toBe(0);
    expect(await lastCard.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await context.close();
  });

  it("does not animate cards for visitors who prefer reduced motion", async () => {
    const { context, page } = await openPage(browser, "desktop", { reducedMotion: "reduce" });
    await page.goto(siteUrl("/"));
    await waitForPageScript(page);
    const states = await page
      .locator("[data-reveal]")
      .evaluateAll((cards) =>
        cards.map(
          (card) => `${card.getAttribute("data-reveal")}:${getComputedStyle(card).opacity}`,
        ),
      );
    expect(new Set(states)).toEqual(new Set([":1"]));
    await context.close();
  });
});
