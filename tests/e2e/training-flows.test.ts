import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, siteUrl, waitForHydration } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("training hubs", () => {
  it("scroll to the section a shared #id link names, below the fixed header", async () => {
    const { context, page } = await openPage(browser, "phone");
    await page.goto(siteUrl("/training/testing#test-methodologies"));
    await waitForHydration(page);
    const top = () =>
      page.locator("#test-methodologies").evaluate((el) => el.getBoundingClientRect().top);
    await expect.poll(top, { timeout: 5000 }).toBeGreaterThanOrEqual(80);
    expect(await top()).toBeLessThan(200);
    await context.close();
  });

  it("jump to the section without JavaScript too", async () => {
    const { context, page } = await openPage(browser, "desktop", { javaScriptEnabled: false });
    await page.goto(siteUrl("/training/devops#hands-on-devops"));
    const top = await page
      .locator("#hands-on-devops")
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(80);
    expect(top).toBeLessThan(200);
    await context.close();
  });
});

describe("enrolling from a course page", () => {
  it("Enroll Now opens the contact form with a message naming the course, its duration and fee", async () => {
    const { context, page } = await openPage(browser, "desktop");
    await page.goto(siteUrl("/training/testing/istqb-foundation"));
    await waitForHydration(page);
    await page.getByRole("link", { name: "Enroll Now" }).click();
    await page.waitForURL(siteUrl("/contact?course=testing/istqb-foundation"));
    const message = page.locator("textarea[name=message]");
    await expect.poll(() => message.inputValue()).toContain("ISTQB Foundation Level");
    const text = await message.inputValue();
    expect(text).toContain("2 days");
    expect(text).toContain("12 hours");
    expect(text).toContain("€499");
    // The visitor can still change it.
    await message.fill("Can we book this for a team of five?");
    expect(await message.inputValue()).toBe("Can we book this for a team of five?");
    await context.close();
  });

  it("Get Started carries the course as well, and is a plain link that works without JavaScript", async () => {
    const { context, page } = await openPage(browser, "phone", { javaScriptEnabled: false });
    await page.goto(siteUrl("/training/devops/docker"));
    const getStarted = page.getByRole("link", { name: "Get Started" });
    expect(await getStarted.getAttribute("href")).toBe("/contact?course=devops/docker");
    await getStarted.click();
    await page.waitForURL(siteUrl("/contact?course=devops/docker"));
    expect(
      await page.locator("form#contact-form, #contact-form form, #contact-form").count(),
    ).toBeGreaterThan(0);
    await context.close();
  });
});
