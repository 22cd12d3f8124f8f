import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatFee } from "#src/training/course-format.ts";
import { courseEnquiryPath, coursePath, enrolPath, hubPath } from "#src/routing/paths.server.ts";
import { allCourses, courseFacts, trainingFamiliesIn } from "#src/content/training.server.ts";
import { launchBrowser, openPage, siteUrl, waitForPageScript } from "./browser.ts";

const trainingFamilies = trainingFamiliesIn("en");

// The pages used here are picked from the content, not named: a hub with
// sections (its last group, so that reaching it takes a scroll), a course with
// a fee, and the last course.
const hubsWithSections = trainingFamilies.filter(
  (family) => family.hubLayout === "sections" && family.groups.length > 1,
);
const courseWithFee = allCourses().find(({ course }) => courseFacts(course));
const lastCourse = allCourses().at(-1);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Whether a section has come to rest just below the fixed 80 px bar (the jump glides). */
async function isBelowBar(page: Page, id: string) {
  const top = await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top);
  return top >= 80 && top < 200;
}

describe.runIf(hubsWithSections.length > 0)("training hubs", () => {
  const [first, last = first] = [hubsWithSections[0], hubsWithSections.at(-1)];

  it("scroll to the section a shared #id link names, below the fixed header", async () => {
    if (!first) return;
    const id = first.groups.at(-1)?.id;
    const { context, page } = await openPage(browser, "phone");
    await page.goto(siteUrl(`${hubPath(first)}#${id}`));
    await waitForPageScript(page);
    await expect.poll(() => isBelowBar(page, `${id}`), { timeout: 5000 }).toBe(true);
    await context.close();
  });

  it("jump to the section without JavaScript too", async () => {
    if (!last) return;
    const id = last.groups.at(-1)?.id;
    const { context, page } = await openPage(browser, "desktop", { javaScriptEnabled: false });
    await page.goto(siteUrl(`${hubPath(last)}#${id}`));
    await expect.poll(() => isBelowBar(page, `${id}`), { timeout: 5000 }).toBe(true);
    await context.close();
  });
});

describe("enrolling from a course page", () => {
  it.runIf(courseWithFee)(
    "Enroll Now opens the enrolment form with the course chosen, no date yet, and its fee",
    async () => {
      if (!courseWithFee) return;
      const { family, course } = courseWithFee;
      const facts = courseFacts(course);
      const { context, page } = await openPage(browser, "desktop");
      await page.goto(siteUrl(coursePath(family, course)));
      await waitForPageScript(page);
      await page.getByRole("link", { name: "Enroll Now" }).click();
      await page.waitForURL(siteUrl(enrolPath(family, course, "en", "none")));
      const choice = page.locator("#enrol select[name='choice']");
      await expect.poll(() => choice.inputValue()).toBe(`${family.slug}/${course.slug}|none`);
      expect(await choice.locator("option:checked").innerText()).toContain(course.title);
      if (facts) {
        // The fee with its VAT basis is in the course's group of choices, script or not.
        const group = choice.locator("optgroup", { has: page.locator("option:checked") });
        expect(await group.getAttribute("label")).toContain(formatFee(facts.feeCents));
      }
      // The contact form above is for questions: its message stays the visitor's.
      expect(await page.locator("textarea[name=message]").inputValue()).toBe("");
      await context.close();
    },
  );

  it.runIf(lastCourse)(
    "Get Started carries the course as well, and is a plain link that works without JavaScript",
    async () => {
      if (!lastCourse) return;
      const href = courseEnquiryPath(lastCourse.family, lastCourse.course);
      const { context, page } = await openPage(browser, "phone", { javaScriptEnabled: false });
      await page.goto(siteUrl(coursePath(lastCourse.family, lastCourse.course)));
      const getStarted = page.getByRole("link", { name: "Get Started" });
      expect(await getStarted.getAttribute("href")).toBe(href);
      await getStarted.click();
      await page.waitForURL(siteUrl(href));
      expect(
        await page.locator("form#contact-form, #contact-form form, #contact-form").count(),
      ).toBeGreaterThan(0);
      await context.close();
    },
  );
});
