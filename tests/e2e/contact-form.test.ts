import { DatabaseSync } from "node:sqlite";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { courseEnquiryMessage } from "#src/training/course-enquiry.server.ts";
import { courseEnquiryPath } from "#src/routing/paths.server.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { allCourses, courseFacts } from "#src/content/training.server.ts";
import { databasePath } from "#server/store/store.ts";
import { launchBrowser, openPage, siteUrl, waitForIsland } from "./browser.ts";

const contactMessages = dictionaries.en.form.messages;

/** The contact form in Chromium against `npm start`: with and without JavaScript. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// A course to enquire about, picked from the content: the first with a fee.
const enquired = allCourses().find(({ course }) => courseFacts(course)) ?? allCourses()[0];
const enquiryPath = enquired ? courseEnquiryPath(enquired.family, enquired.course) : "/contact";

const sent = "Thank you for your message! We'll get back to you soon.";
const failed = "Failed to submit form. Please try again later.";

async function openContact(path = "/contact", viewport: "phone" | "desktop" = "desktop") {
  const { context, page } = await openPage(browser, viewport);
  await page.goto(siteUrl(path));
  await waitForIsland(page, "ContactForm");
  return { context, page };
}

async function fill(page: Page, message: string) {
  await page.locator("#contact-form").getByLabel("Name").fill("Ada Lovelace");
  await page.locator("#contact-form").getByLabel("Email").fill("ada@example.nl");
  await page.locator("#contact-form").getByLabel("Phone").fill("+31 40 123 4567");
  await page.locator("#contact-form").getByLabel("Message").fill(message);
}

function stored(message: string) {
  const db = new DatabaseSync(databasePath(inject("dataDir")), { readOnly: true });
  try {
    return db
      .prepare("SELECT name, email, phone, message FROM enquiries WHERE message = ?")
      .all(message);
  } finally {
    db.close();
  }
}

describe("with JavaScript", () => {
  it("shows our messages under the fields, marks them, focuses the first, sends nothing", async () => {
    const { context, page } = await openContact("/contact", "phone");
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts++;
    });
    await expect.poll(() => page.locator("[aria-invalid]").count()).toBe(0);
    await page.locator("#contact-form").getByLabel("Email").fill("not-an-address");
    await page.getByRole("button", { name: "Send Message" }).click();

    for (const [label, message] of [
      ["Name", contactMessages.nameRequired],
      ["Email", contactMessages.emailInvalid],
      ["Phone", contactMessages.phoneRequired],
      ["Message", contactMessages.messageRequired],
    ] as const) {
      const field = page.locator("#contact-form").getByLabel(label);
      await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
      const errorId = (await field.getAttribute("aria-describedby")) ?? "";
      expect(await page.locator(`#${errorId}`).textContent()).toBe(message);
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-name");
    const border = await page
      .locator("#contact-form")
      .getByLabel("Phone")
      .evaluate((el) => getComputedStyle(el).borderColor);
    expect(border).not.toBe("rgb(203, 213, 225)");
    expect(posts).toBe(0);
    await context.close();
  });

  it("sends a valid enquiry, thanks the visitor, clears the form and stores it", async () => {
    const { context, page } = await openContact();
    const message = `Browser enquiry ${Date.now()}`;
    await fill(page, message);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect
      .poll(() => page.locator("#contact-form").getByRole("status").textContent())
      .toBe(sent);
    const button = page.getByRole("button", { name: "Sent" });
    expect(await button.isDisabled()).toBe(true);
    expect(await page.locator("#contact-form").getByLabel("Name").inputValue()).toBe("");
    expect(await page.locator("#contact-form").getByLabel("Message").inputValue()).toBe("");
    expect(stored(message)).toEqual([
      { name: "Ada Lovelace", email: "ada@example.nl", phone: "+31 40 123 4567", message },
    ]);
    await context.close();
  });

  it.each([
    ["the server refuses", "refuse"],
    ["the network fails", "abort"],
  ] as const)("when %s, says so and keeps the input for another try", async (_, outcome) => {
    const { context, page } = await openContact();
    await page.route(siteUrl("/"), async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      return outcome === "abort" ? route.abort("failed") : route.fulfill({ status: 429, body: "" });
    });
    await fill(page, "Please call me about your DevOps courses.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect
      .poll(() => page.locator("#contact-form").getByRole("alert").textContent())
      .toBe(failed);
    expect(await page.locator("#contact-form").getByLabel("Name").inputValue()).toBe(
      "Ada Lovelace",
    );
    expect(await page.getByRole("button", { name: "Send Message" }).isEnabled()).toBe(true);

    await page.unroute(siteUrl("/"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect
      .poll(() => page.locator("#contact-form").getByRole("status").textContent())
      .toBe(sent);
    expect(await page.locator("#contact-form").getByRole("alert").textContent()).toBe("");
    await context.close();
  });

  it("prefills the message for a course's Enroll Now link", async () => {
    const { context, page } = await openContact(enquiryPath);
    await expect
      .poll(() => page.locator("#contact-form").getByLabel("Message").inputValue())
      .toBe(enquired ? courseEnquiryMessage(enquired.course) : "");
    await context.close();
  });
});

describe("without JavaScript", () => {
  it("posts the form to the thank-you page", async () => {
    const { context, page } = await openPage(browser, "desktop", { javaScriptEnabled: false });
    await page.goto(siteUrl(enquiryPath));
    expect(await page.locator("#contact-form").getByLabel("Message").inputValue()).toBe("");
    const message = `No-script enquiry ${Date.now()}`;
    await fill(page, message);
    await Promise.all([
      page.waitForURL(siteUrl("/contact/thanks")),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(await page.locator("h1").textContent()).toBe("Thank you");
    expect(stored(message)).toHaveLength(1);
    await context.close();
  });

  it("shows the 400 page with each problem when the input is invalid", async () => {
    const { context, page } = await openPage(browser, "phone", { javaScriptEnabled: false });
    await page.goto(siteUrl("/contact"));
    await page.locator("#contact-form").getByLabel("Name").fill("A");
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await page.waitForLoadState();
    expect(await page.title()).toBe("Please check your message");
    const problems = await page.locator("li").allTextContents();
    expect(problems).toEqual([
      contactMessages.nameTooShort,
      contactMessages.emailRequired,
      contactMessages.phoneRequired,
      contactMessages.messageRequired,
    ]);
    await context.close();
  });
});
