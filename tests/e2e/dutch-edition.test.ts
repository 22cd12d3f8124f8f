import { DatabaseSync } from "node:sqlite";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { pageContent } from "#src/content/pages.server.ts";
import { type SitePage, sitePages } from "#src/routing/site-map.server.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { databasePath } from "#server/store/store.ts";
import { contentTitle } from "#tests/support/content-titles.ts";
import { launchBrowser, openPage, siteUrl, waitForIsland, waitForPageScript } from "./browser.ts";

/**
 * The Dutch edition (issue 11) in Chromium: the language switcher and the
 * Dutch contact form. What the built HTML and the server's answers show is
 * tests/built/dutch-edition.test.ts.
 */
const dutchPages = sitePages().filter((page) => page.language === "nl");
const pagesByPath = new Map(sitePages().map((page) => [page.path, page]));

function collapse(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

describe("in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const dutchCourse = dutchPages.find((page) => page.template === "course");
  const dutchContact =
    dutchPages.find((page) => page.template === "contact")?.path ?? "/nl/contact";
  const dutchThanks =
    dutchPages.find((page) => page.template === "contactThanks")?.path ?? "/nl/contact/bedankt";
  const nl = dictionaries.nl.form;

  it.each([true, false])(
    "the switcher on a Dutch course page opens the English one (JavaScript: %s)",
    async (javaScriptEnabled) => {
      if (!dutchCourse) throw new Error("no Dutch course");
      const { context, page } = await openPage(browser, "desktop", { javaScriptEnabled });
      await page.goto(siteUrl(dutchCourse.path));
      if (javaScriptEnabled) await waitForPageScript(page);
      await Promise.all([
        page.waitForURL(siteUrl(dutchCourse.alternates.en)),
        page.locator("header a[hreflang='en']:visible").first().click(),
      ]);
      expect(await page.getAttribute("html", "lang")).toBe("en");
      expect(collapse(await page.locator("h1").textContent())).toBe(
        contentTitle(pagesByPath.get(dutchCourse.alternates.en) as SitePage),
      );
      await context.close();
    },
  );

  function stored(message: string) {
    const db = new DatabaseSync(databasePath(inject("dataDir")), { readOnly: true });
    try {
      return db
        .prepare("SELECT name, email, language FROM enquiries WHERE message = ?")
        .all(message);
    } finally {
      db.close();
    }
  }

  async function fill(
    page: Page,
    values: Partial<Record<"name" | "email" | "phone" | "message", string>>,
  ) {
    for (const [field, value] of Object.entries(values)) {
      await page
        .locator("#contact-form")
        .getByLabel(nl.labels[field as keyof typeof nl.labels], { exact: true })
        .fill(value);
    }
  }

  async function messageUnder(page: Page, field: keyof typeof nl.labels) {
    const input = page.locator("#contact-form").getByLabel(nl.labels[field], { exact: true });
    await expect.poll(() => input.getAttribute("aria-invalid")).toBe("true");
    const errorId = (await input.getAttribute("aria-describedby")) ?? "";
    return page.locator(`#${errorId}`).textContent();
  }

  it("the Dutch form speaks Dutch when empty, too short, invalid and sent, and stores nl", async () => {
    const { context, page } = await openPage(browser, "phone");
    await page.goto(siteUrl(dutchContact));
    await waitForIsland(page, "ContactForm");
    const submit = page.getByRole("button", { name: nl.submit.idle });
    await submit.click();
    expect(await messageUnder(page, "name")).toBe(nl.messages.nameRequired);
    expect(await messageUnder(page, "email")).toBe(nl.messages.emailRequired);
    expect(await messageUnder(page, "phone")).toBe(nl.messages.phoneRequired);
    expect(await messageUnder(page, "message")).toBe(nl.messages.messageRequired);

    await fill(page, { name: "A", email: "geen-adres" });
    await submit.click();
    await expect.poll(() => messageUnder(page, "name")).toBe(nl.messages.nameTooShort);
    await expect.poll(() => messageUnder(page, "email")).toBe(nl.messages.emailInvalid);

    const message = `Nederlandse aanvraag ${Date.now()}`;
    await fill(page, {
      name: "Ada Lovelace",
      email: "ada@example.nl",
      phone: "+31 40 123 4567",
      message,
    });
    await submit.click();
    await expect
      .poll(() => page.locator("#contact-form").getByRole("status").textContent())
      .toBe(nl.sent);
    expect(await page.getByRole("button", { name: nl.submit.sent }).isDisabled()).toBe(true);
    expect(stored(message)).toEqual([
      { name: "Ada Lovelace", email: "ada@example.nl", language: "nl" },
    ]);
    await context.close();
  });

  it("without JavaScript, the Dutch form lands on the Dutch thank-you page", async () => {
    const { context, page } = await openPage(browser, "desktop", { javaScriptEnabled: false });
    await page.goto(siteUrl(dutchContact));
    const message = `Nederlandse aanvraag zonder script ${Date.now()}`;
    await fill(page, {
      name: "Ada Lovelace",
      email: "ada@example.nl",
      phone: "+31 40 123 4567",
      message,
    });
    await Promise.all([
      page.waitForURL(siteUrl(dutchThanks)),
      page.getByRole("button", { name: nl.submit.idle }).click(),
    ]);
    expect(await page.getAttribute("html", "lang")).toBe("nl");
    expect(collapse(await page.locator("h1").textContent())).toBe(
      pageContent("contactThanks", "nl").title,
    );
    expect(stored(message)).toEqual([
      { name: "Ada Lovelace", email: "ada@example.nl", language: "nl" },
    ]);
    await context.close();
  });
});
