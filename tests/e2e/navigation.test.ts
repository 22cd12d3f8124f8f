import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { navigation } from "~/content/navigation.server";
import { trainingFamilies } from "~/content/training.server";
import { launchBrowser, openPage, siteUrl, waitForHydration } from "./browser";

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
  await waitForHydration(page);
  return { context, page };
}

const desktopNav = (page: Page) => page.getByRole("navigation", { name: "Main" }).first();

describe("desktop menus", () => {
  it("open on hover and close when the pointer leaves", async () => {
    const { context, page } = await visit("/");
    const services = desktopNav(page).getByRole("button", { name: "Services" });
    await expect(services.getAttribute("aria-expanded")).resolves.toBe("false");
    await services.hover();
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("true");
    await expect
      .poll(() =>
        desktopNav(page).getByRole("link", { name: firstService.label, exact: true }).isVisible(),
      )
      .toBe(true);
    for (const { label } of serviceLinks) {
      expect(
        await desktopNav(page).getByRole("link", { name: label, exact: true }).isVisible(),
        label,
      ).toBe(true);
    }
    await page.mouse.move(640, 700);
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });

  it("open with Enter and Space, close with Escape and give focus back to the button", async () => {
    const { context, page } = await visit("/");
    const services = desktopNav(page).getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(firstService.label);
    await page.keyboard.press("Escape");
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("false");
    expect(await services.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press(" ");
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("true");
    await context.close();
  });

  it("close when focus leaves the menu", async () => {
    const { context, page } = await visit("/");
    const services = desktopNav(page).getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    // The services and "All services", then on to the Training button.
    for (let i = 0; i < serviceLinks.length + 2; i++) await page.keyboard.press("Tab");
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Training");
    await context.close();
  });

  it("list each training family's courses in its submenu", async () => {
    const { context, page } = await visit("/");
    const nav = desktopNav(page);
    await nav.getByRole("button", { name: "Training" }).hover();
    for (const family of menus.training) {
      await nav.getByRole("button", { name: family.label, exact: true }).hover();
      for (const course of [family.courses[0], family.courses.at(-1)]) {
        if (!course) continue;
        await expect
          .poll(() => nav.getByRole("link", { name: course.label, exact: true }).isVisible())
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
    await page.evaluate(() => window.scrollTo(0, 600));
    const services = desktopNav(page).getByRole("button", { name: "Services" });
    await services.click();
    await desktopNav(page).getByRole("link", { name: lastService.label, exact: true }).click();
    await page.waitForURL(siteUrl(lastService.href));
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2000 }).toBe(0);
    await context.close();
  });

  it.runIf(scrollingCourse)(
    "open the hub at the course's section when a course is chosen in the Training menu",
    async () => {
      if (!scrollingCourse) return;
      const { family, group, course } = scrollingCourse;
      const { context, page } = await visit("/");
      const nav = desktopNav(page);
      await nav.getByRole("button", { name: "Training" }).click();
      await nav.getByRole("button", { name: family.menuTitle, exact: true }).click();
      await nav.getByRole("link", { name: course.title, exact: true }).click();
      await page.waitForURL(siteUrl(`/training/${family.slug}`));
      expect(await page.evaluate(() => history.state?.usr?.scrollTo)).toBe(group.id);
      // The hub waits about 100 ms, then scrolls smoothly to the section.
      await expect
        .poll(
          () =>
            page
              .locator(`#${group.id}`)
              .evaluate((el) => Math.round(el.getBoundingClientRect().top)),
          {
            timeout: 5000,
          },
        )
        .toBeLessThan(200);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await context.close();
    },
  );
});

describe("mobile menu", () => {
  it("opens by click, shows the same items, and closes when a link is chosen", async () => {
    const { context, page } = await visit("/", "phone");
    const menuButton = page.getByRole("button", { name: "Menu" });
    expect(await desktopNav(page).isVisible()).toBe(false);
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator("#mobile-menu").isVisible()).toBe(false);

    await menuButton.click();
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    const menu = page.locator("#mobile-menu");
    await expect.poll(() => menu.isVisible()).toBe(true);
    for (const label of ["Services", "Training"]) {
      expect(await menu.getByRole("button", { name: label, exact: true }).isVisible(), label).toBe(
        true,
      );
    }
    expect(await menu.getByRole("link", { name: menus.about.label }).isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: menus.consultation.label }).isVisible()).toBe(true);

    await menu.getByRole("button", { name: "Services", exact: true }).click();
    await menu.getByRole("link", { name: lastService.label, exact: true }).click();
    await page.waitForURL(siteUrl(lastService.href));
    await expect.poll(() => menuButton.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => menu.isVisible()).toBe(false);
    await context.close();
  });

  it("is a link to the footer's site links before JavaScript runs", async () => {
    const { context, page } = await openPage(browser, "phone", { javaScriptEnabled: false });
    await page.goto(siteUrl("/services"));
    await page.getByRole("link", { name: "Menu" }).click();
    expect(new URL(page.url()).hash).toBe("#site-footer");
    const footer = page.locator("#site-footer");
    for (const name of [
      menus.about.label,
      "Contact Us",
      ...menus.footerServices.map((link) => link.label),
      ...menus.footerTraining.map((link) => link.label),
    ]) {
      expect(await footer.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
    }
    await context.close();
  });

  it("closes again with its button", async () => {
    const { context, page } = await visit("/about", "phone");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    await menuButton.click();
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => page.locator("#mobile-menu").isVisible()).toBe(false);
    await context.close();
  });

  it.runIf(scrollingCourse)("reaches a course's hub section from the Training menu", async () => {
    if (!scrollingCourse) return;
    const { family, group, course } = scrollingCourse;
    const { context, page } = await visit("/", "phone");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.locator("#mobile-menu");
    await menu.getByRole("button", { name: "Training", exact: true }).click();
    await menu.getByRole("button", { name: family.menuTitle, exact: true }).click();
    await menu.getByRole("link", { name: course.title, exact: true }).click();
    await page.waitForURL(siteUrl(`/training/${family.slug}`));
    await expect
      .poll(
        () =>
          page.locator(`#${group.id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)),
        {
          timeout: 5000,
        },
      )
      .toBeLessThan(200);
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
    await page.setViewportSize({ width: 1100, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains("is-resizing")))
      .toBe(true);
    await page.waitForTimeout(400);
    expect(
      await page.evaluate(() => document.documentElement.classList.contains("is-resizing")),
    ).toBe(false);
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
    expect(await lastCard.getAttribute("data-reveal")).toBe("pending");
    expect(await lastCard.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(() => lastCard.getAttribute("data-reveal")).toBe("shown");
    await expect
      .poll(() => lastCard.evaluate((el) => getComputedStyle(el).opacity), { timeout: 3000 })
      .toBe("1");
    await context.close();
  });

  it("does not animate cards for visitors who prefer reduced motion", async () => {
    const { context, page } = await openPage(browser, "desktop", { reducedMotion: "reduce" });
    await page.goto(siteUrl("/"));
    await waitForHydration(page);
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
